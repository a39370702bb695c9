package dev.tempered.benchmarks;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Queue;
import org.openjdk.jol.vm.VM;

/** Scratch diagnostic: one subject's hand-over rate against where its queue and array landed. */
public final class PlacementProbe {
    public static void main(String[] args) throws Exception {
        String subject = args[0];
        int rounds = Integer.parseInt(args[1]);
        int dummy = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        byte[] pad = new byte[dummy];
        ClassLoader loader = PlacementProbe.class.getClassLoader();
        Method of = Subject.class.getDeclaredMethod("of", String.class);
        of.setAccessible(true);
        Object copy = of.invoke(null, subject);
        Method make = copy.getClass().getDeclaredMethod("make");
        make.setAccessible(true);
        @SuppressWarnings("unchecked")
        Queue<Object> q = (Queue<Object>) make.invoke(copy);
        Object arr = null;
        for (Class<?> c = q.getClass(); c != null && arr == null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getType() == Object[].class && (f.getName().equals("buffer") || f.getName().equals("producerSlots")
                        || f.getName().equals("slots") || f.getName().equals("items"))) {
                    try { f.setAccessible(true); arr = f.get(q); } catch (RuntimeException ex) { }
                    if (arr != null) break;
                }
            }
        }
        HandoverPair p = new HandoverPair(q, false, subject);
        for (int s = 0; s < 60; s++) p.slice(InterleavedHandover.ELEMENTS);
        double[] r = new double[rounds];
        for (int k = 0; k < rounds; k++) {
            long n = 0;
            for (int s = 0; s < 8; s++) n += p.slice(InterleavedHandover.ELEMENTS);
            r[k] = 8.0 * InterleavedHandover.ELEMENTS * 1000 / n;
        }
        p.stop();
        java.util.Arrays.sort(r);
        long qa = VM.current().addressOf(q);
        long aa = arr == null ? -1 : VM.current().addressOf(arr);
        System.out.printf("%s rate %.1f q%%128 %d arr%%128 %d qaddr %x arr %x%n", subject, r[rounds / 2], qa % 128,
                aa % 128, qa, aa);
    }
}
