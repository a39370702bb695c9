package dev.tempered.rewrite;

import dev.tempered.manifest.QueueTypes;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Second pass: swaps the owner of the chosen {@code NEW}s and of their paired {@code <init>} calls, and of the chosen
 * {@code Executors} factory calls, and pushes the spec string right before the call (whose descriptor gains a
 * trailing {@code String}). Pairing follows the same nesting rule as {@link AllocationScanner}, which checks that
 * it holds in the same pass ({@link SiteRewriter} drops this pass's bytes when it does not). Frames stay as they
 * are (the substitute is a subclass), {@code max_stack} grows by one (the spec is consumed by the very next
 * instruction).
 */
final class AllocationSwapper extends ClassVisitor {

    /** What to put at one allocation: the substitute's internal name and the spec. */
    record Swap(String substitute, String spec) {
    }

    /** The swaps in one method: allocations and factory calls, each keyed by its own ordinal. */
    static final class MethodSwaps {
        final Map<Integer, Swap> allocations = new HashMap<>();
        final Map<Integer, Swap> factoryCalls = new HashMap<>();
    }

    /** Per method ({@code name + descriptor}). */
    private final Map<String, MethodSwaps> swaps;

    AllocationSwapper(ClassVisitor next, Map<String, MethodSwaps> swaps) {
        super(Opcodes.ASM9, next);
        this.swaps = swaps;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
        MethodSwaps here = swaps.get(name + descriptor);
        return here == null || mv == null ? mv : new Swapping(mv, here);
    }

    private static final class Swapping extends InPlaceMarkers {
        private static final Swap NONE = new Swap(null, null);
        private static final Swap IN_PLACE = new Swap(null, null);
        private final MethodSwaps swaps;
        private final Deque<Swap> pending = new ArrayDeque<>();
        private int ordinal;
        private int callOrdinal;

        Swapping(MethodVisitor mv, MethodSwaps swaps) {
            super(mv);
            this.swaps = swaps;
        }

        @Override
        void inPlaceAllocation() { // swapped in place before: paired with its allocate call, not counted
            pending.push(IN_PLACE);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            instruction();
            if (opcode == Opcodes.NEW) {
                // numbered as the analyser numbers these bytes (MethodScan.analysed): earlier substitutes not counted
                Swap swap = QueueTypes.isTracked(type) ? swaps.allocations.get(ordinal++) : null;
                pending.push(swap == null ? NONE : swap);
                if (swap != null) {
                    super.visitTypeInsn(opcode, swap.substitute());
                    return;
                }
            }
            super.visitTypeInsn(opcode, type);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            instruction();
            if (opcode == Opcodes.INVOKESTATIC && InPlaceSwap.FACTORY.equals(name) && Substitutes.isRuntimeClass(owner)
                    && pending.peek() == IN_PLACE) {
                pending.pop();
            } else if (opcode == Opcodes.INVOKESTATIC && Substitutes.EXECUTORS.equals(owner)) {
                Swap swap = swaps.factoryCalls.get(callOrdinal++);
                if (swap != null) {
                    mv.visitLdcInsn(swap.spec()); // past InPlaceMarkers: not a pair of the input
                    super.visitMethodInsn(opcode, swap.substitute(), name, Spec.withSpec(descriptor), false);
                    return;
                }
            }
            if (opcode == Opcodes.INVOKESPECIAL && "<init>".equals(name) && !pending.isEmpty()) {
                Swap swap = pending.pop();
                if (swap != NONE && swap != IN_PLACE) { // IN_PLACE here does not pair: the scan says so
                    mv.visitLdcInsn(swap.spec()); // past InPlaceMarkers: not a pair of the input
                    super.visitMethodInsn(opcode, swap.substitute(), name, Spec.withSpec(descriptor), false);
                    return;
                }
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitMaxs(maxStack + 1, maxLocals);
        }
    }
}
