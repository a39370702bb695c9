package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A substitute loaded on JDK 25 prints nothing: no Unsafe deprecation warning from JCTools, no runtime noise. */
@org.junit.jupiter.api.Tag("child-jvm")
class QuietOnJdk25Test {

    /** Child JVM entry point: exercises every substitute and form, including parking and wake-ups. */
    public static void main(String[] args) throws Exception {
        for (Cases.Case c : Cases.all()) {
            if (c.form == Cases.FormSpec.GENERAL) {
                continue;
            }
            Queue<Integer> q = c.substitute("throw");
            q.offer(1);
            q.poll();
            q.toString();
            if (q instanceof BlockingQueue) {
                BlockingQueue<Integer> b = (BlockingQueue<Integer>) q;
                Thread producer = new Thread(() -> {
                    try {
                        for (int i = 0; i < 1000; i++) {
                            b.put(i);
                        }
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                });
                producer.start();
                for (int i = 0; i < 1000; i++) {
                    if (b.take() != i) {
                        throw new AssertionError("order");
                    }
                }
                producer.join();
                b.poll(1, TimeUnit.MILLISECONDS);
            }
        }
        System.out.println("ok");
    }

    @Test
    void substitutesPrintNothingOnJdk25() throws Exception {
        String home = System.getProperty("tempered.test.jdk25", "/usr/lib/jvm/temurin-25-jdk-amd64");
        Path java = Path.of(home, "bin", "java");
        assumeTrue(Files.isExecutable(java), "JDK 25 not installed at " + home);
        Process p = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                QuietOnJdk25Test.class.getName())).start();
        p.getOutputStream().close();
        boolean done = p.waitFor(120, TimeUnit.SECONDS);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(true, done, "child JVM timed out");
        assertEquals("", err, "stderr on JDK 25");
        assertEquals("ok", out.trim());
        assertEquals(0, p.exitValue());
    }
}
