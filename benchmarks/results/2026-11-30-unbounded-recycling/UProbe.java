package dev.tempered.runtime.internal;
import dev.tempered.benchmarks.InterleavedHandover;
import java.io.InputStream;
import java.util.*;

public class UProbe {
    static InterleavedHandover.Pair own(Queue<Object> q, String name) throws Exception {
        String cn = "dev.tempered.benchmarks.HandoverPair";
        ClassLoader parent = UProbe.class.getClassLoader();
        ClassLoader l = new ClassLoader(parent) {
            protected Class<?> loadClass(String n, boolean r) throws ClassNotFoundException {
                if (!n.equals(cn)) return super.loadClass(n, r);
                synchronized (getClassLoadingLock(n)) {
                    Class<?> c = findLoadedClass(n);
                    if (c != null) return c;
                    try (InputStream in = parent.getResourceAsStream(n.replace('.', '/') + ".class")) {
                        byte[] b = in.readAllBytes();
                        return defineClass(n, b, 0, b.length);
                    } catch (java.io.IOException e) { throw new ClassNotFoundException(n, e); }
                }
            }
        };
        return (InterleavedHandover.Pair) l.loadClass(cn).getConstructor(Queue.class, boolean.class, String.class).newInstance(q, false, name);
    }
    public static void main(String[] a) throws Exception {
        String[] names = {"jct-unb-1024", "own-256", "T-LBQ:off"};
        String spec = "v1|form=ring|checks=off|topology=spsc|at=Handover.java:1|site=dev/tempered/benchmarks/Handover.run()V#0";
        List<InterleavedHandover.Pair> ps = List.of(
            own(new org.jctools.queues.varhandle.SpscUnboundedVarHandleArrayQueue<>(1024), names[0]),
            own(new SpscLinkedArrayQueue<>(256), names[1]),
            own(new dev.tempered.runtime.v1.TemperedLinkedBlockingQueue<>(spec), names[2]));
        int n = 1 << 16;
        for (int w = 0; w < 40; w++) for (var p : ps) p.slice(n);
        long[] t = new long[ps.size()];
        for (int r = 0; r < 80; r++) for (int i = 0; i < ps.size(); i++) t[i] += ps.get(i).slice(n);
        for (int i = 0; i < ps.size(); i++) System.out.printf("%s: %.1f elements/us%n", names[i], 80.0 * n * 1000 / t[i]);
        for (var p : ps) p.stop();
    }
}
