package dev.tempered.rewrite;

import dev.tempered.manifest.QueueTypes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * First pass: for the methods that hold sites, lists the counted {@code NEW}s in instruction order, each with the
 * descriptor of the {@code INVOKESPECIAL <init>} it pairs with. Pairing follows the operand stack's nesting: a
 * {@code NEW} is initialised by the first {@code <init>} call after it that is not claimed by a later {@code NEW}
 * (javac emits {@code new A(new B())} as NEW A, NEW B, B.<init>, A.<init>). An {@code <init>} with nothing pending
 * is a {@code super(..)}/{@code this(..)} call. Anything that does not nest so marks the method unpairable.
 * It also lists the {@code INVOKESTATIC java/util/concurrent/Executors} calls in instruction order (pool sites),
 * a call already swapped to {@code TemperedExecutors} counting as the one it replaced.
 *
 * <p>It either scans alone (no next visitor) or sits in front of a writing chain and forwards every event unchanged,
 * so that one read of the class both records what is there and writes the planned swaps (see {@link SiteRewriter}).
 * Methods without sites go straight to the next visitor: a {@code ClassWriter}'s method writer then copies them
 * as bytes.
 */
final class AllocationScanner extends ClassVisitor {

    /** One counted allocation: its ordinal, type and the paired constructor descriptor. */
    record Allocation(int ordinal, String type, String constructor) {
    }

    /** One pool factory call: its ordinal, owner and {@code name + descriptor}. */
    record FactoryCall(int ordinal, String owner, String factory) {
    }

    /**
     * What the scan found in one method; {@code problem} is non-null when allocation pairing failed. The lists hold
     * the original's numbering: a substitute (or an allocation swapped in place) counts as the allocation it replaced.
     */
    record MethodScan(List<Allocation> allocations, List<FactoryCall> factoryCalls, String problem) {
        /**
         * The allocations numbered as the analyser numbers them in these bytes: JDK and declared queues only
         * ({@link QueueTypes#isTracked}), the substitutes of an earlier rewrite not counted. A manifest whose class
         * bytes match these was numbered so.
         */
        List<Allocation> analysed() {
            List<Allocation> out = new ArrayList<>(allocations.size());
            for (Allocation a : allocations) {
                if (QueueTypes.isTracked(a.type())) {
                    out.add(new Allocation(out.size(), a.type(), a.constructor()));
                }
            }
            return out;
        }

        /** The {@code Executors} calls numbered as the analyser numbers them: {@code TemperedExecutors} not counted. */
        List<FactoryCall> analysedCalls() {
            List<FactoryCall> out = new ArrayList<>(factoryCalls.size());
            for (FactoryCall c : factoryCalls) {
                if (Substitutes.EXECUTORS.equals(c.owner())) {
                    out.add(new FactoryCall(out.size(), c.owner(), c.factory()));
                }
            }
            return out;
        }
    }

    /** The type of an allocation swapped in place until its allocate call names the substitute. */
    static final String IN_PLACE = "(swapped in place)";

    private final Set<String> methods;
    private final Map<String, MethodScan> scans = new HashMap<>();

    /** Scans the methods named in {@code methods}, forwarding everything to {@code next} (null: scan only). */
    AllocationScanner(Set<String> methods, ClassVisitor next) {
        super(Opcodes.ASM9, next);
        this.methods = methods;
    }

    /** Scans the methods named {@code name + descriptor} in {@code methods}; absent methods have no entry. */
    static Map<String, MethodScan> scan(ClassReader reader, Set<String> methods) {
        AllocationScanner s = new AllocationScanner(methods, null);
        reader.accept(s, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return s.scans();
    }

    /** What the pass found, per method ({@code name + descriptor}); complete once the reader's pass has ended. */
    Map<String, MethodScan> scans() {
        return scans;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
        String key = name + descriptor;
        return methods.contains(key) ? new Scan(key, next) : next;
    }

    private final class Scan extends InPlaceMarkers {
        private final String key;
        private final List<Allocation> found = new ArrayList<>();
        private final List<FactoryCall> calls = new ArrayList<>();
        // pending NEWs, innermost last: index into found, or -1 for a NEW that does not count
        private final Deque<Integer> pending = new ArrayDeque<>();
        private final Deque<String> pendingTypes = new ArrayDeque<>();
        private String problem;

        Scan(String key, MethodVisitor next) {
            super(next);
            this.key = key;
        }

        @Override
        void inPlaceAllocation() { // counts as the NEW it replaced, paired with its allocate call
            found.add(new Allocation(found.size(), IN_PLACE, null));
            pending.push(found.size() - 1);
            pendingTypes.push(IN_PLACE);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            super.visitTypeInsn(opcode, type);
            instruction();
            if (opcode != Opcodes.NEW) {
                return;
            }
            if (Substitutes.counts(type)) {
                found.add(new Allocation(found.size(), type, null));
                pending.push(found.size() - 1);
            } else {
                pending.push(-1);
            }
            pendingTypes.push(type);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            instruction();
            if (opcode == Opcodes.INVOKESTATIC && Substitutes.isExecutors(owner)) {
                calls.add(new FactoryCall(calls.size(), owner, name + descriptor));
                return;
            }
            if (opcode == Opcodes.INVOKESTATIC && InPlaceSwap.FACTORY.equals(name) && Substitutes.isRuntimeClass(owner)
                    && !pending.isEmpty() && IN_PLACE.equals(pendingTypes.peek())) {
                int index = pending.pop();
                pendingTypes.pop();
                found.set(index, new Allocation(index, owner, InPlaceSwap.constructorOf(descriptor)));
                return;
            }
            if (opcode != Opcodes.INVOKESPECIAL || !"<init>".equals(name) || pending.isEmpty()) {
                return;
            }
            int index = pending.pop();
            String type = pendingTypes.pop();
            if (!type.equals(owner)) { // IN_PLACE included: a spec and DUP that no allocate call consumed
                fail("NEW " + type + " is followed by " + owner + ".<init>");
            } else if (index >= 0) {
                Allocation a = found.get(index);
                found.set(index, new Allocation(a.ordinal(), a.type(), descriptor));
            }
        }

        @Override
        public void visitEnd() {
            if (!pending.isEmpty()) {
                fail("NEW " + pendingTypes.peek() + " has no <init> call in instruction order");
            }
            scans.put(key, new MethodScan(List.copyOf(found), List.copyOf(calls), problem));
            super.visitEnd();
        }

        private void fail(String why) {
            if (problem == null) {
                problem = why;
            }
        }
    }
}
