import java.util.Queue;
public class Diag2 {
    static volatile boolean stop;
    public static void main(String[] a) throws Exception {
        Queue<Object> q = new dev.tempered.runtime.v1.TemperedArrayBlockingQueue<>(Integer.parseInt(a[0]), Diag.spec("off"));
        Object item = new Object();
        Thread c = new Thread(() -> { int f = 0; while (!stop) { if (q.poll() == null) { if (f++ < 100) Thread.onSpinWait(); else Thread.yield(); } else f = 0; } });
        c.start();
        long n = 50_000_000L, fulls = 0;
        long t0 = System.nanoTime();
        for (long i = 0; i < n; i++) { int f = 0; while (!q.offer(item)) { fulls++; if (f++ < 100) Thread.onSpinWait(); else Thread.yield(); } }
        long t1 = System.nanoTime();
        stop = true; c.join();
        Class<?> k = Class.forName("dev.tempered.runtime.internal.SingleProducerLane");
        long offers = k.getField("OFFERS").getLong(null), ref = k.getField("REFRESHES").getLong(null);
        System.out.printf("cap %s: %d offers, %d limit refreshes (%.3f per offer), %d failed offers, %.1f ns/element wall%n", a[0], offers, ref, (double) ref / offers, fulls, (t1 - t0) / (double) n);
    }
}
