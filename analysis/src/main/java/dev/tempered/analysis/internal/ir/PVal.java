package dev.tempered.analysis.internal.ir;

import java.util.Arrays;
import org.objectweb.asm.tree.analysis.Value;

/** A stack or local value during IR building: the method variables whose objects it may hold. */
final class PVal implements Value {
    static final int[] NONE = new int[0];
    final int size;
    final int[] vars; // sorted, distinct

    PVal(int size, int[] vars) {
        this.size = size;
        this.vars = vars;
    }

    @Override
    public int getSize() {
        return size;
    }

    PVal union(PVal o) {
        if (o.vars.length == 0 || Arrays.equals(vars, o.vars)) {
            return this;
        }
        int[] m = new int[vars.length + o.vars.length];
        int i = 0, j = 0, k = 0;
        while (i < vars.length || j < o.vars.length) {
            int v = j >= o.vars.length || (i < vars.length && vars[i] <= o.vars[j]) ? vars[i++] : o.vars[j++];
            if (k == 0 || m[k - 1] != v) {
                m[k++] = v;
            }
        }
        return new PVal(size, Arrays.copyOf(m, k));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PVal p && p.size == size && Arrays.equals(p.vars, vars);
    }

    @Override
    public int hashCode() {
        return size * 31 + Arrays.hashCode(vars);
    }
}
