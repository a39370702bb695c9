package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The first substitute a program constructs loads the runtime classes of its own form only (issue 4: the agent's
 * start-up cost in a user's JVM): verifying {@code Cores.lane} and {@code Waiters.create} must not load the lanes and
 * waiter sets of the other forms, nor an enum switch map. Runs a fresh JVM, because this one has loaded them all.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class FirstConstructionFootprintTest {

    /** The child: constructs one bounded ring (a power of two: the exact ring lane) and uses it once. */
    public static final class Child {
        public static void main(String[] args) throws InterruptedException {
            TemperedArrayBlockingQueue<Object> q = new TemperedArrayBlockingQueue<>(64,
                    "v1|form=ring|checks=off|topology=spsc|at=Child.java:1|site=Child.main()V#0");
            q.put("x");
            System.out.println("took " + q.take());
        }
    }

    @Test
    void aRingLoadsOnlyItsOwnLaneAndWaiters() throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        Path logFile = Files.createTempFile("tempered-first-construction", ".log");
        try {
            Process p = new ProcessBuilder(java, "-Xshare:auto", "-Xlog:class+load=info", "-cp",
                    System.getProperty("java.class.path"), Child.class.getName())
                    .redirectErrorStream(true).redirectOutput(logFile.toFile()).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("child did not finish in 60 s");
            }
            check(p.exitValue(), Files.readString(logFile));
        } finally {
            Files.deleteIfExists(logFile);
        }
    }

    private static void check(int exit, String log) {
        assertEquals(0, exit, log);
        assertTrue(log.contains("took x"), log);
        // simple names: the internal packages' own names do not matter here, which of their classes load does
        List<String> loaded = log.lines().filter(l -> l.contains("dev.tempered.runtime.internal."))
                .map(l -> l.replaceAll(".* dev\\.tempered\\.runtime\\.internal\\.(?:\\w+\\.)*([\\w$]+) source.*", "$1"))
                .collect(Collectors.toList());
        assertTrue(loaded.contains("ExactRingLane"), String.join("\n", loaded));
        assertTrue(loaded.contains("Waiters$One"), String.join("\n", loaded));
        for (String other : new String[] {"SingleProducerLane", "UnboundedLane", "SingleConsumerLane", "PermitLane",
                "Waiters$Many", "Cores$1", "SideGuard", "Cores$OwnRing", "SpmcLinkedQueue"}) {
            assertTrue(!loaded.contains(other),
                    other + " was loaded by the first ring:\n" + String.join("\n", loaded));
        }
    }
}
