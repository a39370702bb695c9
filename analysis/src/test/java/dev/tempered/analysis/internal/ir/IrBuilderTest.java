package dev.tempered.analysis.internal.ir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/** {@link IrBuilder} on hand-written method bodies: statements, their variables, lines and loops. */
class IrBuilderTest {
    private static MethodNode method(int access, String name, String desc, int maxLocals, int maxStack, InsnList code) {
        MethodNode m = new MethodNode(access, name, desc, null, null);
        m.instructions = code;
        m.maxLocals = maxLocals;
        m.maxStack = maxStack;
        return m;
    }

    private static <T> List<T> stmts(MethodIr ir, Class<T> kind) {
        return ir.stmts.stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    private static Set<Integer> set(int[] vars) {
        Set<Integer> s = new TreeSet<>();
        for (int v : vars) {
            s.add(v);
        }
        return s;
    }

    /** {@code static Object pick(Object a, boolean b) { Object x = new Object(); if (b) x = a; return x; }} */
    @Test
    void aJoinOfTwoValuesReturnsBoth() throws Exception {
        InsnList c = new InsnList();
        LabelNode skip = new LabelNode();
        c.add(new TypeInsnNode(Opcodes.NEW, "java/lang/Object"));            // 0
        c.add(new InsnNode(Opcodes.DUP));                                       // 1
        c.add(new MethodInsnNode(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V")); // 2
        c.add(new VarInsnNode(Opcodes.ASTORE, 2));                              // 3
        c.add(new VarInsnNode(Opcodes.ILOAD, 1));                               // 4
        c.add(new JumpInsnNode(Opcodes.IFEQ, skip));                            // 5
        c.add(new VarInsnNode(Opcodes.ALOAD, 0));                               // 6
        c.add(new VarInsnNode(Opcodes.ASTORE, 2));                              // 7
        c.add(skip);                                                            // 8
        c.add(new VarInsnNode(Opcodes.ALOAD, 2));                               // 9
        c.add(new InsnNode(Opcodes.ARETURN));                                   // 10
        MethodNode m = method(Opcodes.ACC_STATIC, "pick", "(Ljava/lang/Object;Z)Ljava/lang/Object;", 3, 2, c);
        MethodIr ir = IrBuilder.build("T", m);

        List<MethodIr.New> news = stmts(ir, MethodIr.New.class);
        assertEquals(1, news.size());
        assertEquals("java/lang/Object", news.get(0).type());
        assertEquals(0, news.get(0).insn());
        int allocated = news.get(0).dst();
        // the returned value may be the parameter (slot 0) or the new object: both flow to ret, nothing else does
        Set<Integer> toRet = new TreeSet<>();
        for (MethodIr.Copy cp : stmts(ir, MethodIr.Copy.class)) {
            if (cp.dst() == ir.ret) {
                toRet.addAll(set(cp.src()));
            }
        }
        assertEquals(Set.of(0, allocated), toRet);
        assertEquals(ir.vars, ir.caught + 1);
        for (boolean b : ir.inLoop) {
            assertFalse(b, "no instruction of a method without a back edge is in a loop");
        }
    }

    /** {@code void drain(Queue q) { while (q.poll() != null) { } this.f = q; }}, with line numbers. */
    @Test
    void callsFieldsLinesAndLoops() throws Exception {
        InsnList c = new InsnList();
        LabelNode top = new LabelNode();
        LabelNode l7 = new LabelNode();
        c.add(l7);                                                              // 0
        c.add(new LineNumberNode(7, l7));                                       // 1
        c.add(top);                                                             // 2
        c.add(new VarInsnNode(Opcodes.ALOAD, 1));                               // 3
        c.add(new MethodInsnNode(Opcodes.INVOKEINTERFACE, "java/util/Queue", "poll", "()Ljava/lang/Object;",
                true));                                                         // 4
        c.add(new JumpInsnNode(Opcodes.IFNONNULL, top));                        // 5
        LabelNode l9 = new LabelNode();
        c.add(l9);                                                              // 6
        c.add(new LineNumberNode(9, l9));                                       // 7
        c.add(new VarInsnNode(Opcodes.ALOAD, 0));                               // 8
        c.add(new VarInsnNode(Opcodes.ALOAD, 1));                               // 9
        c.add(new FieldInsnNode(Opcodes.PUTFIELD, "T", "f", "Ljava/util/Queue;")); // 10
        c.add(new InsnNode(Opcodes.RETURN));                                    // 11
        MethodNode m = method(0, "drain", "(Ljava/util/Queue;)V", 2, 2, c);
        MethodIr ir = IrBuilder.build("T", m);

        List<MethodIr.Call> calls = stmts(ir, MethodIr.Call.class);
        assertEquals(1, calls.size());
        MethodIr.Call poll = calls.get(0);
        assertEquals("poll()Ljava/lang/Object;", poll.nameDesc());
        assertEquals(Opcodes.INVOKEINTERFACE, poll.opcode());
        assertArrayEquals(new int[] {1}, poll.recv(), "the receiver is the parameter's slot");
        assertEquals(0, poll.args().length);
        assertEquals(4, poll.insn());
        assertTrue(ir.inLoop[3] && ir.inLoop[4] && ir.inLoop[5], "the poll loop is a cycle");
        assertFalse(ir.inLoop[8] || ir.inLoop[10], "the store after the loop is not in it");

        List<MethodIr.Store> stores = stmts(ir, MethodIr.Store.class);
        assertEquals(1, stores.size());
        assertEquals("f", stores.get(0).field());
        assertEquals("T", stores.get(0).owner());
        assertArrayEquals(new int[] {0}, stores.get(0).base());
        assertArrayEquals(new int[] {1}, stores.get(0).src());
        assertEquals(7, ir.lines[4]);
        assertEquals(9, ir.lines[10]);
        assertEquals("T.drain(Ljava/util/Queue;)V", ir.key());
    }

    /** A checkcast keeps its type; an athrow throws what reaches it. */
    @Test
    void castsAndThrows() throws Exception {
        InsnList c = new InsnList();
        c.add(new VarInsnNode(Opcodes.ALOAD, 0));
        c.add(new TypeInsnNode(Opcodes.CHECKCAST, "java/lang/RuntimeException"));
        c.add(new InsnNode(Opcodes.ATHROW));
        MethodNode m = method(Opcodes.ACC_STATIC, "raise", "(Ljava/lang/Object;)V", 1, 1, c);
        MethodIr ir = IrBuilder.build("T", m);
        List<MethodIr.Cast> casts = stmts(ir, MethodIr.Cast.class);
        assertEquals(1, casts.size());
        assertEquals("java/lang/RuntimeException", casts.get(0).type());
        assertArrayEquals(new int[] {0}, casts.get(0).src());
        List<MethodIr.Throw> throwsOf = stmts(ir, MethodIr.Throw.class);
        assertEquals(1, throwsOf.size());
        assertArrayEquals(new int[] {casts.get(0).dst()}, throwsOf.get(0).src());
    }
}
