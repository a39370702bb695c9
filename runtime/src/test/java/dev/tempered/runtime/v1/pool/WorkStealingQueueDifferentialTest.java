package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Random single-threaded operation sequences on LinkedBlockingQueue and WorkStealingTaskQueue give equal results. */
class WorkStealingQueueDifferentialTest {
    static final String[] SPECS = {
        ThreadPoolDifferentialTest.STEALING,
        ThreadPoolDifferentialTest.FIFO,
        "v1|form=work-stealing|topology=spmc|site=t/T.m()V#1",
        "garbage that falls back to the FIFO form",
    };

    /** Equal by id, so remove(Object)/contains exercise equals() as ThreadPoolExecutor.remove does. */
    record Task(int id) implements Runnable, Serializable {
        @Override
        public void run() {
        }
    }

    @Test
    void randomOperationsMatchTheJdkQueue() throws Exception {
        for (String spec : SPECS) {
            for (int capacity : new int[] {Integer.MAX_VALUE, 1, 5, 64}) {
                for (long seed = 0; seed < 20; seed++) {
                    BlockingQueue<Runnable> jdk = new LinkedBlockingQueue<>(capacity);
                    BlockingQueue<Runnable> ours = capacity == Integer.MAX_VALUE ? new WorkStealingTaskQueue(spec)
                            : new WorkStealingTaskQueue(capacity, spec);
                    List<Object> a = script(jdk, new Random(seed));
                    List<Object> b = script(ours, new Random(seed));
                    assertEquals(a, b, "spec " + spec + " capacity " + capacity + " seed " + seed);
                }
            }
        }
    }

    private static List<Object> script(BlockingQueue<Runnable> q, Random rnd) throws Exception {
        List<Object> out = new ArrayList<>();
        for (int step = 0; step < 400; step++) {
            int id = rnd.nextInt(50);
            switch (rnd.nextInt(16)) {
                case 0, 1, 2 -> out.add(q.offer(new Task(id)));
                case 3 -> out.add(String.valueOf(q.poll()));
                case 4 -> out.add(String.valueOf(q.peek()));
                case 5 -> out.add(q.remove(new Task(id)));
                case 6 -> out.add(q.contains(new Task(id)));
                case 7 -> out.add(q.size() + "/" + q.remainingCapacity() + "/" + q.isEmpty());
                case 8 -> out.add(List.of(q.toArray(new Runnable[0])));
                case 9 -> {
                    List<Runnable> sink = new ArrayList<>();
                    out.add(q.drainTo(sink, rnd.nextInt(4)));
                    out.add(sink);
                }
                case 10 -> {
                    for (Iterator<Runnable> it = q.iterator(); it.hasNext(); ) {
                        if (((Task) it.next()).id() % 3 == 0) {
                            it.remove();
                        }
                    }
                    out.add(q.toString());
                }
                case 11 -> {
                    try {
                        out.add(q.add(new Task(id)));
                    } catch (IllegalStateException full) {
                        out.add("full");
                    }
                }
                case 12 -> out.add(String.valueOf(q.poll(0, TimeUnit.MILLISECONDS)));
                case 13 -> out.add(q.offer(new Task(id), 1, TimeUnit.MILLISECONDS));
                case 14 -> out.add(q.removeIf(r -> ((Task) r).id() == id));
                default -> {
                    if (rnd.nextInt(10) == 0) {
                        q.clear();
                    }
                    out.add(q.stream().mapToInt(r -> ((Task) r).id()).sum());
                }
            }
        }
        return out;
    }

    @Test
    void serializesAsTheJdkClassWithItsTasks() throws Exception {
        WorkStealingTaskQueue q = new WorkStealingTaskQueue(7, ThreadPoolDifferentialTest.STEALING);
        q.offer(new Task(1));
        q.offer(new Task(2));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(q);
        }
        Object back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = in.readObject();
        }
        assertEquals(LinkedBlockingQueue.class, back.getClass());
        LinkedBlockingQueue<?> copy = (LinkedBlockingQueue<?>) back;
        assertEquals(List.of(new Task(1), new Task(2)), new ArrayList<>(copy));
        assertEquals(5, copy.remainingCapacity());
    }

    @Test
    void rejectsWhatTheJdkRejects() {
        WorkStealingTaskQueue q = new WorkStealingTaskQueue(ThreadPoolDifferentialTest.STEALING);
        assertThrows(NullPointerException.class, () -> q.offer(null));
        assertThrows(IllegalArgumentException.class, () -> q.drainTo(q));
        assertThrows(IllegalArgumentException.class, () -> new WorkStealingTaskQueue(0, "v1|form=work-stealing"));
        assertThrows(java.util.NoSuchElementException.class, q::remove);
        assertTrue(q.isEmpty());
    }

    /** Single-producer form: a second submitting thread is tolerated (nothing lost), as the class documents. */
    @Test
    void singleProducerFormSurvivesASecondProducer() throws Exception {
        WorkStealingTaskQueue q = new WorkStealingTaskQueue("v1|form=work-stealing|topology=spmc|site=t/T.m()V#2");
        int n = 50_000;
        Thread other = new Thread(() -> {
            for (int i = n; i < 2 * n; i++) {
                q.offer(new Task(i));
            }
        });
        other.start();
        for (int i = 0; i < n; i++) {
            q.offer(new Task(i));
        }
        other.join();
        boolean[] seen = new boolean[2 * n];
        Runnable r;
        int count = 0;
        int lastOwn = -1;
        while ((r = q.poll()) != null) {
            int id = ((Task) r).id();
            assertTrue(!seen[id], "twice: " + id);
            seen[id] = true;
            count++;
            if (id < n) {
                assertTrue(id > lastOwn, "the owner's tasks stay in order");
                lastOwn = id;
            }
        }
        assertEquals(2 * n, count);
    }
}
