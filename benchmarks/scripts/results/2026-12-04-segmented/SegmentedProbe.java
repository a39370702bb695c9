import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.LockSupport;
import org.jctools.queues.MpscArrayQueue;
import org.jctools.queues.MpscChunkedArrayQueue;
import org.jctools.queues.MpscUnboundedArrayQueue;

/**
 * The logback AsyncAppender shape (issue 36): P producers put() into one bounded queue of C; one consumer take()s one
 * element, drainTo()s the rest, and works on each. Prints the wall ms of one run (one JVM per run, fresh).
 * usage: SegmentedProbe <kind> <capacity|0 unbounded> <producers> <events> <producerWork> <consumerWork> [rc]
 * (rc: each producer reads remainingCapacity() before each put, as logback's append does for its discarding threshold)
 * kinds: abq | lbq | sc (the runtime's segmented-sc core, checks off) | sc-checked | jc-mpsc | jc-chunked (JCTools'
 * queues with a spin-yield-park blocking loop: a reference, not a BlockingQueue). Capacity 0: lbq, sc and jc-chunked
 * unbounded (jc-chunked: MpscUnboundedArrayQueue).
 */
public final class SegmentedProbe {
    static volatile long sink;

    static long work(long seed, int n) {
        long x = seed;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    public static void main(String[] a) throws Exception {
        String kind = a[0];
        int cap = Integer.parseInt(a[1]);
        int producers = Integer.parseInt(a[2]);
        long events = Long.parseLong(a[3]);
        int pw = Integer.parseInt(a[4]);
        int cw = Integer.parseInt(a[5]);
        boolean rc = a.length > 6 && a[6].equals("rc");
        BlockingQueue<Long> bq = null;
        Queue<Long> jq = null;
        String site = "|at=Probe.java:1|site=probe/Probe.main()V#0";
        switch (kind) {
            case "abq": bq = new ArrayBlockingQueue<>(cap); break;
            case "lbq": bq = cap == 0 ? new LinkedBlockingQueue<>() : new LinkedBlockingQueue<>(cap); break;
            case "sc": bq = (BlockingQueue<Long>) dev.tempered.runtime.internal.core.Cores.<Long>create(
                    cap == 0 ? dev.tempered.runtime.internal.core.Original.LINKED_BLOCKING_QUEUE
                    : dev.tempered.runtime.internal.core.Original.ARRAY_BLOCKING_QUEUE, cap == 0 ? Integer.MAX_VALUE : cap,
                    false, "v1|form=segmented|checks=off|topology=mpsc" + site, null); break;
            case "sc-checked": bq = (BlockingQueue<Long>) dev.tempered.runtime.internal.core.Cores.<Long>create(
                    cap == 0 ? dev.tempered.runtime.internal.core.Original.LINKED_BLOCKING_QUEUE
                    : dev.tempered.runtime.internal.core.Original.ARRAY_BLOCKING_QUEUE, cap == 0 ? Integer.MAX_VALUE : cap,
                    false, "v1|form=segmented|checks=throw|topology=mpsc" + site, null); break;
            case "jc-mpsc": jq = new MpscArrayQueue<>(cap); break;
            case "jc-chunked": jq = cap == 0 ? new MpscUnboundedArrayQueue<>(256) : new MpscChunkedArrayQueue<>(64, cap); break;
            default: throw new IllegalArgumentException(kind);
        }
        final BlockingQueue<Long> q = bq;
        final Queue<Long> j = jq;
        long perProducer = events / producers;
        long total = perProducer * producers;
        CountDownLatch start = new CountDownLatch(1);
        Thread[] ps = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final long base = (long) p << 40;
            ps[p] = new Thread(() -> {
                try {
                    start.await();
                    for (long i = 0; i < perProducer; i++) {
                        Long e = work(base + i, pw);
                        if (q != null) {
                            if (rc && q.remainingCapacity() < 0) {
                                throw new AssertionError();
                            }
                            q.put(e);
                        } else {
                            for (int spins = 0; !j.offer(e); spins++) {
                                if (spins < 100) Thread.onSpinWait(); else if (spins < 200) Thread.yield(); else LockSupport.parkNanos(20_000);
                            }
                        }
                    }
                } catch (InterruptedException ex) {
                    throw new RuntimeException(ex);
                }
            });
            ps[p].start();
        }
        long t0 = System.nanoTime();
        start.countDown();
        long got = 0;
        long sum = 0;
        List<Long> batch = new ArrayList<>();
        while (got < total) {
            batch.clear();
            if (q != null) {
                batch.add(q.take());
                q.drainTo(batch);
            } else {
                Long e;
                for (int spins = 0; (e = j.poll()) == null; spins++) {
                    if (spins < 100) Thread.onSpinWait(); else if (spins < 200) Thread.yield(); else LockSupport.parkNanos(20_000);
                }
                batch.add(e);
                while ((e = j.poll()) != null) batch.add(e);
            }
            for (Long e : batch) {
                sum += work(e, cw);
            }
            got += batch.size();
        }
        long t1 = System.nanoTime();
        for (Thread t : ps) t.join();
        sink = sum;
        System.out.println(kind + " " + (t1 - t0) / 1_000_000);
    }
}
