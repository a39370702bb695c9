package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import org.junit.jupiter.api.Test;

/** A spec the runtime cannot honour never fails: the substitute behaves as the JDK original, said once on stderr. */
class SpecFallbackTest {

    private static String stderrOf(Runnable r) {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            r.run();
        } finally {
            System.setErr(saved);
        }
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void invalidSpecsFallBackToTheOriginalWithOneLine() {
        String[] bad = {
            null, "", "v2|form=ring|topology=spsc|site=x#0", "v1|topology=spsc|site=a/B.m()V#1",
            "v1|form=ring|topology=mpsc|site=a/B.m()V#2", "v1|form=segmented|topology=mpmc|site=a/B.m()V#3",
            "v1|form=warp|topology=spsc|site=a/B.m()V#4", "v1|form=ring|topology=spsc|checks=loud|site=a/B.m()V#5",
        };
        for (String spec : bad) {
            String out = stderrOf(() -> {
                for (int i = 0; i < 3; i++) {
                    BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(2, spec);
                    q.offer(1);
                    q.offer(2);
                    assertEquals(false, q.offer(3));
                    assertTrue(q.remove((Object) 2), "general form supports remove(Object)");
                }
            });
            assertTrue(out.isEmpty() || out.lines().count() == 1, out);
            assertTrue(out.isEmpty() || out.startsWith("tempered: cannot honour queue spec"), out);
        }
        String once = stderrOf(() -> new TemperedLinkedBlockingQueue<>("v1|form=ring|site=fresh/Spec.m()V#9"));
        assertEquals(1, once.lines().count(), once);
        assertEquals("", stderrOf(() -> new TemperedLinkedBlockingQueue<>("v1|form=ring|site=fresh/Spec.m()V#9")));
    }

    @Test
    void unknownKeysAreIgnoredAndValidSpecsPrintNothing() {
        String out = stderrOf(() -> {
            // a deque: its other end is unsupported in the ring, which tells the ring is in use
            TemperedLinkedBlockingDeque<Integer> q = new TemperedLinkedBlockingDeque<>(
                    "v1|form=ring|newkey=1|checks=off|topology=spsc|at=A.java:3|site=a/A.m()V#0");
            q.offer(1);
            try {
                q.pollLast();
            } catch (UnsupportedOperationException expected) {
                assertTrue(expected.getMessage().contains("ring"), expected.getMessage());
                return;
            }
            throw new AssertionError("the ring form should be in use");
        });
        assertEquals("", out);
    }

    @Test
    void fairArrayQueueKeepsTheOriginalWhereWaitersCouldBeMany() {
        String out = stderrOf(() -> {
            BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(2, true,
                    "v1|form=segmented|topology=mpsc|at=F.java:1|site=a/F.m()V#0");
            q.offer(1);
            assertTrue(q.remove((Object) 1), "fell back to the JDK queue");
        });
        assertTrue(out.contains("fair"), out);
    }
}
