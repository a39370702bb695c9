package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;

/**
 * The per-worker JFR event: a pool with {@code stats=jfr} shows up in a recording with the right totals, a pool
 * without it does not, and the same holds on JDK 25 with the runtime on the boot class path (where the agent puts
 * it), printing nothing.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class PoolJfrTest {
    static final String EVENT = "dev.tempered.PoolWorker";
    static final String EXIT_EVENT = "dev.tempered.PoolWorkerExit";
    static final String SITE = "t/Jfr.run()V#0";
    static final int WORKERS = 3;
    static final int TASKS = 2000;
    static final long TASK_NANOS = 2_000;

    /** Runs a counted pool and a quiet pool under a recording; returns the last event of each worker by site. */
    static Map<String, Map<Integer, RecordedEvent>> record(Path file) throws Exception {
        try (Recording r = new Recording()) {
            // endChunk: one event per worker when the recording stops, after the pools are done, so totals are exact.
            r.enable(EVENT).with("period", "endChunk");
            r.start();
            WorkStealingTaskQueue counted = new WorkStealingTaskQueue("v1|form=work-stealing|stats=jfr|site=" + SITE);
            WorkStealingTaskQueue quiet = new WorkStealingTaskQueue("v1|form=work-stealing|site=t/Quiet.run()V#0");
            runPool(counted);
            runPool(quiet);
            r.stop();
            r.dump(file);
            // The queues stay reachable until the recording has stopped: an unreachable one leaves the event.
            java.lang.ref.Reference.reachabilityFence(counted);
            java.lang.ref.Reference.reachabilityFence(quiet);
        }
        Map<String, Map<Integer, RecordedEvent>> last = new TreeMap<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
            if (e.getEventType().getName().equals(EVENT)) {
                last.computeIfAbsent(e.getString("site"), k -> new TreeMap<>())
                        .merge(e.getInt("worker"), e, (a, b) -> b.getLong("tasks") >= a.getLong("tasks") ? b : a);
            }
        }
        return last;
    }

    static void runPool(WorkStealingTaskQueue q) throws InterruptedException {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(WORKERS, WORKERS, 0, TimeUnit.MILLISECONDS, q);
        // A worker's first task bypasses the queue; prestarted workers take every task from it.
        pool.prestartAllCoreThreads();
        EveryWorker.tookOneTask(pool, WORKERS); // each worker's task counts too: TASKS + WORKERS in all
        CountDownLatch done = new CountDownLatch(TASKS);
        for (int i = 0; i < TASKS; i++) {
            pool.execute(() -> {
                long until = System.nanoTime() + TASK_NANOS;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                done.countDown();
            });
        }
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new AssertionError("tasks did not finish");
        }
        pool.shutdown();
        if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
            throw new AssertionError("pool did not terminate");
        }
    }

    /** Checks one recording; returns a one-line summary. */
    static String check(Map<String, Map<Integer, RecordedEvent>> bySite) {
        List<String> sites = new ArrayList<>(bySite.keySet());
        assertEquals(List.of(SITE), sites, "only the pool that asked for jfr emits");
        Map<Integer, RecordedEvent> workers = bySite.get(SITE);
        assertEquals(WORKERS, workers.size(), "one event stream per worker");
        long tasks = 0;
        long busy = 0;
        for (RecordedEvent e : workers.values()) {
            tasks += e.getLong("tasks");
            busy += e.getDuration("busy").toNanos();
            assertTrue(e.getLong("steals") <= e.getLong("tasks"), "steals are some of the tasks");
            assertTrue(e.getDuration("idle").toNanos() > 0, "a worker waits at least for its first task");
            assertTrue(e.getString("workerName").startsWith("pool-"), e.toString());
            assertEquals(1, e.getLong("pool"));
        }
        assertEquals(TASKS + WORKERS, tasks, "every task (and each worker's first, the barrier) is counted once");
        assertTrue(busy >= TASKS * TASK_NANOS, "busy time covers the tasks' spinning: " + busy);
        return "ok " + tasks;
    }

    /** Child JVM entry point (JDK 25 check). */
    public static void main(String[] args) throws Exception {
        System.out.println(check(record(Path.of(args[0]))));
    }

    @Test
    void recordingShowsPerWorkerTotals() throws Exception {
        Path file = Files.createTempFile("pool-jfr", ".jfr");
        try {
            check(record(file));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /**
     * The exit event: a pool that lives shorter than one period still leaves each worker's final totals, one event
     * per worker as ThreadPoolExecutor shuts it down (idle workers are interrupted in take; a worker that was busy
     * checks isEmpty on its way out), adding up to every task.
     */
    @Test
    void exitEventsGiveEachWorkersFinalTotals() throws Exception {
        String site = "t/JfrExit.run()V#0";
        Path file = Files.createTempFile("pool-jfr-exit", ".jfr");
        try {
            try (Recording r = new Recording()) {
                r.enable(EXIT_EVENT); // the periodic event stays off: only what the workers emit on their way out
                r.start();
                WorkStealingTaskQueue q = new WorkStealingTaskQueue("v1|form=work-stealing|stats=jfr|site=" + site);
                runPool(q); // returns after awaitTermination: every worker has left
                r.stop();
                r.dump(file);
            }
            Map<Integer, List<RecordedEvent>> byWorker = new TreeMap<>();
            for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
                if (e.getEventType().getName().equals(EXIT_EVENT) && site.equals(e.getString("site"))) {
                    byWorker.computeIfAbsent(e.getInt("worker"), k -> new ArrayList<>()).add(e);
                }
            }
            assertEquals(WORKERS, byWorker.size(), "an exit event from every worker: " + byWorker);
            long tasks = 0;
            for (List<RecordedEvent> events : byWorker.values()) {
                assertEquals(1, events.size(), "one exit event per worker (repeated signs are merged): " + events);
                RecordedEvent e = events.get(0);
                assertTrue(Set.of("interrupted", "empty check").contains(e.getString("reason")), e.toString());
                assertTrue(e.getString("workerName").startsWith("pool-"), e.toString());
                assertTrue(e.getDuration("idle").toNanos() > 0, e.toString());
                assertEquals(0, e.getLong("queued"), "nothing left behind: " + e);
                tasks += e.getLong("tasks");
            }
            assertEquals(TASKS + WORKERS, tasks, "the final totals add up to every task (and each worker's first, the"
                    + " barrier): " + byWorker);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    void worksOnJdk25FromTheBootClassPathAndPrintsNothing() throws Exception {
        String home = System.getProperty("tempered.test.jdk25", "");
        File java = new File(home, "bin/java");
        assumeTrue(!home.isEmpty() && java.canExecute(), "no JDK 25 at " + home);
        // The runtime's classes and JCTools go on the boot class path, as the agent's bootstrap option puts them.
        List<String> boot = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.replace('\\', '/').endsWith("runtime/target/classes") || entry.contains("jctools")) {
                boot.add(entry);
            }
        }
        assertTrue(boot.size() >= 2, "runtime classes and JCTools on the class path: " + boot);
        Path file = Files.createTempFile("pool-jfr-25", ".jfr");
        try {
            Process p = new ProcessBuilder(java.getPath(), "-Xbootclasspath/a:" + String.join(File.pathSeparator, boot),
                    "-cp", System.getProperty("java.class.path"), PoolJfrTest.class.getName(), file.toString()).start();
            p.getOutputStream().close();
            boolean done = p.waitFor(120, TimeUnit.SECONDS);
            if (!done) { // kill it first: its streams stay open (and reading them blocks) while it lives
                p.destroyForcibly().waitFor();
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(done, "child JVM timed out; stdout: " + out + " stderr: " + err);
            assertEquals("", err, "stderr on JDK 25");
            assertEquals("ok " + (TASKS + WORKERS), out.trim());
            assertEquals(0, p.exitValue());
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
