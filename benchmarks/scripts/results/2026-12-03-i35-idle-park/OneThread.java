import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class OneThread {
    public static void main(String[] a) throws Exception {
        String spec = "v1|form=ring|checks=off|topology=spsc|at=TemperedLbqProgram.java:22"
                + "|site=dev/tempered/benchmarks/programs/TemperedLbqProgram.main([Ljava/lang/String;)V#0";
        LinkedBlockingQueue<Object> q = new TemperedLinkedBlockingQueue<>(1024, spec);
        Integer[] els = new Integer[256];
        for (int i = 0; i < els.length; i++) els[i] = i;
        long sum = 0;
        for (int round = 0; round < 6; round++) {
            long t0 = System.nanoTime();
            for (int k = 0; k < 40_000; k++) {
                for (Integer e : els) q.put(e);
                for (int i = 0; i < els.length; i++) sum += (Integer) q.take();
            }
            long ns = System.nanoTime() - t0;
            if (round >= 2) System.out.println("ops/us " + (2.0 * 40_000 * 256 / (ns / 1000.0)));
        }
        System.err.println(sum);
    }
}
