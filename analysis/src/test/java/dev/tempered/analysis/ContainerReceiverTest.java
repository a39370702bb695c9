package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A list of executors (ZooKeeper's {@code WorkerService}): iterating it gives the executors, and the list itself
 * only as the stand-in for its iterator, which is no executor. A call of an executor's method on that stand-in
 * ({@code awaitTermination(timeout, unit)}) must not put the JDK's {@code TimeUnit} among the list's elements,
 * where the next {@code workers.get(i).execute(task)} would hand the task to unknown code.
 */
class ContainerReceiverTest {
    @TempDir
    Path tmp;

    @Test
    void aListOfExecutorsIsNoExecutor() throws Exception {
        String program = """
                import java.util.*;
                import java.util.concurrent.*;
                class Task implements Runnable {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    public void run() { q.poll(); }
                }
                class Main {
                    public static void main(String[] a) throws Exception {
                        List<ExecutorService> workers = new ArrayList<>();
                        workers.add(Executors.newSingleThreadExecutor());
                        Task t = new Task();
                        workers.get(0).execute(t);
                        t.q.offer(1);
                        for (ExecutorService w : workers) {
                            w.shutdown();
                            w.awaitTermination(1, TimeUnit.SECONDS);
                        }
                    }
                }""";
        Site s = Programs.firstQueue(tmp.resolve("classes"), program);
        assertNotEquals(Confidence.REFUSED, s.confidence(), s.toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
    }
}
