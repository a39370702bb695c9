import java.lang.management.ManagementFactory;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;

public class Diag {
    static final Object ITEM = new Object();
    static String spec(String c) { return "v1|form=ring|checks=" + c + "|topology=spsc|at=Handover.java:1|site=dev/tempered/benchmarks/Handover.run()V#0"; }

    static int round(Queue<Object> q) {
        for (int i = 0; i < 256; i++) q.offer(ITEM);
        int n = 0;
        for (int i = 0; i < 256; i++) if (q.poll() != null) n++;
        return n;
    }

    public static void main(String[] a) throws Exception {
        Queue<Object> q;
        switch (a[0]) {
            case "jct": q = new org.jctools.queues.varhandle.SpscVarHandleArrayQueue<>(1024); break;
            case "off": q = new dev.tempered.runtime.v1.TemperedArrayBlockingQueue<>(1024, spec("off")); break;
            case "throw": q = new dev.tempered.runtime.v1.TemperedArrayBlockingQueue<>(1024, spec("throw")); break;
            case "core": q = dev.tempered.runtime.internal.Cores.create(dev.tempered.runtime.internal.Original.ARRAY_BLOCKING_QUEUE, 1024, false, spec("off"), null); break;
            default: throw new IllegalArgumentException(a[0]);
        }
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long sink = 0;
        double[] res = new double[Integer.parseInt(a[1])];
        for (int w = 0; w < 20000; w++) sink += round(q);
        for (int r = 0; r < res.length; r++) {
            long t0 = mx.getCurrentThreadCpuTime();
            for (int k = 0; k < 20000; k++) sink += round(q);
            long t1 = mx.getCurrentThreadCpuTime();
            res[r] = (t1 - t0) / (20000.0 * 256);
        }
        java.util.Arrays.sort(res);
        System.out.printf("%s ns/pair(cpu) min %.2f med %.2f max %.2f sink %d%n", a[0], res[0], res[res.length/2], res[res.length-1], sink);
    }
}
