public class SpinCost {
    public static void main(String[] a) {
        long best = Long.MAX_VALUE, sum = 0; int n = 20000;
        long[] v = new long[n];
        for (int r = 0; r < n; r++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 128; i++) Thread.onSpinWait();
            long d = System.nanoTime() - t0; v[r] = d;
        }
        java.util.Arrays.sort(v);
        System.out.println("128 x onSpinWait ns: p10=" + v[n/10] + " p50=" + v[n/2] + " p90=" + v[n*9/10]);
        for (int r = 0; r < n; r++) { long t0 = System.nanoTime(); Thread.yield(); v[r] = System.nanoTime() - t0; }
        java.util.Arrays.sort(v);
        System.out.println("yield ns: p50=" + v[n/2] + " p90=" + v[n*9/10] + " p99=" + v[n*99/100] + " p999=" + v[n*999/1000] + " max=" + v[n-1]);
    }
}
