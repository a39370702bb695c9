package dev.tempered.analysis.internal.ir;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Interpreter;

/**
 * Builds a {@link MethodIr}: ASM's data-flow analyzer tracks which variables each stack slot may come from; the
 * operands seen at each instruction are accumulated (the analyzer may visit an instruction several times) and
 * turned into statements at the end. Also finds the instructions that lie on control-flow cycles.
 */
public final class IrBuilder extends Interpreter<PVal> {
    private final MethodNode m;
    private final int maxLocals;
    private final Map<Integer, PVal[]> operands = new HashMap<>();
    private final List<List<Integer>> succ = new ArrayList<>();

    private IrBuilder(MethodNode m) {
        super(Opcodes.ASM9);
        this.m = m;
        this.maxLocals = m.maxLocals;
    }

    public static MethodIr build(String owner, MethodNode m) throws AnalyzerException {
        IrBuilder b = new IrBuilder(m);
        int n = m.instructions.size();
        for (int i = 0; i < n; i++) {
            b.succ.add(new ArrayList<>(2));
        }
        Analyzer<PVal> a = new Analyzer<>(b) {
            @Override
            protected void newControlFlowEdge(int insn, int successor) {
                b.succ.get(insn).add(successor);
            }

            @Override
            protected boolean newControlFlowExceptionEdge(int insn, TryCatchBlockNode tcb) {
                b.succ.get(insn).add(m.instructions.indexOf(tcb.handler));
                return true;
            }
        };
        a.analyze(owner, m);
        int[] lines = new int[n];
        int line = 0;
        for (int i = 0; i < n; i++) {
            if (m.instructions.get(i) instanceof LineNumberNode ln) {
                line = ln.line;
            }
            lines[i] = line;
        }
        MethodIr ir = new MethodIr(owner, m, lines, b.loops());
        b.emit(ir);
        return ir;
    }

    /** Instructions in a strongly connected component with a cycle (Tarjan, iterative). */
    private boolean[] loops() {
        int n = succ.size();
        int[] index = new int[n];
        int[] low = new int[n];
        boolean[] on = new boolean[n];
        boolean[] loop = new boolean[n];
        java.util.Arrays.fill(index, -1);
        Deque<Integer> stack = new ArrayDeque<>();
        int counter = 0;
        for (int s = 0; s < n; s++) {
            if (index[s] >= 0) {
                continue;
            }
            Deque<int[]> call = new ArrayDeque<>();
            call.push(new int[] {s, 0});
            index[s] = low[s] = counter++;
            stack.push(s);
            on[s] = true;
            while (!call.isEmpty()) {
                int[] f = call.peek();
                int v = f[0];
                List<Integer> out = succ.get(v);
                if (f[1] < out.size()) {
                    int w = out.get(f[1]++);
                    if (w == v) {
                        loop[v] = true;
                    }
                    if (index[w] < 0) {
                        index[w] = low[w] = counter++;
                        stack.push(w);
                        on[w] = true;
                        call.push(new int[] {w, 0});
                    } else if (on[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                } else {
                    call.pop();
                    if (!call.isEmpty()) {
                        int u = call.peek()[0];
                        low[u] = Math.min(low[u], low[v]);
                    }
                    if (low[v] == index[v]) {
                        List<Integer> comp = new ArrayList<>();
                        int w;
                        do {
                            w = stack.pop();
                            on[w] = false;
                            comp.add(w);
                        } while (w != v);
                        if (comp.size() > 1) {
                            for (int x : comp) {
                                loop[x] = true;
                            }
                        }
                    }
                }
            }
        }
        return loop;
    }

    private void record(AbstractInsnNode insn, PVal... vals) {
        int i = m.instructions.indexOf(insn);
        PVal[] have = operands.get(i);
        if (have == null) {
            operands.put(i, vals.clone());
        } else {
            for (int k = 0; k < vals.length; k++) {
                have[k] = have[k].union(vals[k]);
            }
        }
    }

    private PVal result(AbstractInsnNode insn, int size) {
        return new PVal(size, new int[] {maxLocals + m.instructions.indexOf(insn)});
    }

    private static PVal prim(int size) {
        return new PVal(size, PVal.NONE);
    }

    @Override
    public PVal newValue(Type type) {
        if (type == Type.VOID_TYPE) {
            return null;
        }
        return prim(type == null ? 1 : type.getSize());
    }

    @Override
    public PVal newParameterValue(boolean isInstanceMethod, int local, Type type) {
        boolean ref = type.getSort() == Type.OBJECT || type.getSort() == Type.ARRAY;
        return new PVal(type.getSize(), ref ? new int[] {local} : PVal.NONE);
    }

    @Override
    public PVal newExceptionValue(TryCatchBlockNode tcb, org.objectweb.asm.tree.analysis.Frame<PVal> handlerFrame,
                                  Type exceptionType) {
        return new PVal(1, new int[] {maxLocals + m.instructions.size() + 1});
    }

    @Override
    public PVal newOperation(AbstractInsnNode insn) {
        switch (insn.getOpcode()) {
            case Opcodes.LCONST_0, Opcodes.LCONST_1, Opcodes.DCONST_0, Opcodes.DCONST_1:
                return prim(2);
            case Opcodes.LDC: {
                Object c = ((org.objectweb.asm.tree.LdcInsnNode) insn).cst;
                if (constantType(c) != null) {
                    record(insn); // a class literal, method type, handle or dynamic constant: an unknown JDK object
                    return result(insn, 1);
                }
                return prim(c instanceof Long || c instanceof Double ? 2 : 1);
            }
            case Opcodes.NEW:
                record(insn);
                return result(insn, 1);
            case Opcodes.GETSTATIC: {
                Type t = Type.getType(((FieldInsnNode) insn).desc);
                if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
                    record(insn);
                    return result(insn, 1);
                }
                return prim(t.getSize());
            }
            default:
                return prim(1);
        }
    }

    /**
     * The JDK class of a loadable constant that is an object the analysis does not model (so calls on it, such as
     * {@code Main.class.getMethod(..)}, are seen as calls into unknown code), or null for strings and numbers.
     */
    static String constantType(Object c) {
        if (c instanceof Type t) {
            return t.getSort() == Type.METHOD ? "java/lang/invoke/MethodType" : "java/lang/Class";
        }
        if (c instanceof org.objectweb.asm.Handle) {
            return "java/lang/invoke/MethodHandle";
        }
        return c instanceof org.objectweb.asm.ConstantDynamic ? "java/lang/Object" : null;
    }

    @Override
    public PVal copyOperation(AbstractInsnNode insn, PVal value) {
        int op = insn.getOpcode();
        if (op == Opcodes.ALOAD) {
            // flow-sensitive locals: a load yields what the stores reaching it put in the slot (the analyzer merges
            // at joins), so a slot javac reuses for two variables does not mix their objects
            return value;
        }
        if (op == Opcodes.ASTORE) {
            record(insn, value);
        }
        return value;
    }

    @Override
    public PVal unaryOperation(AbstractInsnNode insn, PVal value) {
        switch (insn.getOpcode()) {
            case Opcodes.CHECKCAST:
                // a value of its own, so the cast's type filters what flows on (erased generics)
                record(insn, value);
                return result(insn, 1);
            case Opcodes.GETFIELD: {
                Type t = Type.getType(((FieldInsnNode) insn).desc);
                if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
                    record(insn, value);
                    return result(insn, 1);
                }
                return prim(t.getSize());
            }
            case Opcodes.PUTSTATIC, Opcodes.ARETURN, Opcodes.ATHROW:
                record(insn, value);
                return null;
            case Opcodes.ANEWARRAY:
                record(insn);
                return result(insn, 1);
            case Opcodes.NEWARRAY:
                return prim(1);
            case Opcodes.I2L, Opcodes.I2D, Opcodes.L2D, Opcodes.F2L, Opcodes.F2D, Opcodes.D2L, Opcodes.LNEG,
                    Opcodes.DNEG:
                return prim(2);
            default:
                return prim(1);
        }
    }

    @Override
    public PVal binaryOperation(AbstractInsnNode insn, PVal v1, PVal v2) {
        switch (insn.getOpcode()) {
            case Opcodes.AALOAD:
                record(insn, v1);
                return result(insn, 1);
            case Opcodes.PUTFIELD:
                record(insn, v1, v2);
                return null;
            case Opcodes.LALOAD, Opcodes.DALOAD, Opcodes.LADD, Opcodes.LSUB, Opcodes.LMUL, Opcodes.LDIV, Opcodes.LREM,
                    Opcodes.LSHL, Opcodes.LSHR, Opcodes.LUSHR, Opcodes.LAND, Opcodes.LOR, Opcodes.LXOR, Opcodes.DADD,
                    Opcodes.DSUB, Opcodes.DMUL, Opcodes.DDIV, Opcodes.DREM:
                return prim(2);
            default:
                return prim(1);
        }
    }

    @Override
    public PVal ternaryOperation(AbstractInsnNode insn, PVal v1, PVal v2, PVal v3) {
        if (insn.getOpcode() == Opcodes.AASTORE) {
            record(insn, v1, v3);
        }
        return null;
    }

    @Override
    public PVal naryOperation(AbstractInsnNode insn, List<? extends PVal> values) {
        int op = insn.getOpcode();
        if (op == Opcodes.MULTIANEWARRAY) {
            record(insn);
            return result(insn, 1);
        }
        String desc = op == Opcodes.INVOKEDYNAMIC ? ((InvokeDynamicInsnNode) insn).desc : ((MethodInsnNode) insn).desc;
        record(insn, values.toArray(new PVal[0]));
        Type r = Type.getReturnType(desc);
        if (r == Type.VOID_TYPE) {
            return null;
        }
        if (r.getSort() == Type.OBJECT || r.getSort() == Type.ARRAY) {
            return result(insn, 1);
        }
        return prim(r.getSize());
    }

    @Override
    public void returnOperation(AbstractInsnNode insn, PVal value, PVal expected) {
    }

    @Override
    public PVal merge(PVal v, PVal w) {
        if (v.size != w.size) {
            return prim(Math.min(v.size, w.size));
        }
        return v.union(w);
    }

    private void emit(MethodIr ir) {
        List<Integer> keys = new ArrayList<>(operands.keySet());
        java.util.Collections.sort(keys);
        for (int i : keys) {
            AbstractInsnNode insn = m.instructions.get(i);
            PVal[] ops = operands.get(i);
            int dst = ir.insnVar(i);
            switch (insn.getOpcode()) {
                case Opcodes.NEW -> ir.stmts.add(new MethodIr.New(dst, i, ((TypeInsnNode) insn).desc));
                case Opcodes.LDC -> ir.stmts.add(new MethodIr.New(dst, i,
                        constantType(((org.objectweb.asm.tree.LdcInsnNode) insn).cst)));
                case Opcodes.ANEWARRAY -> ir.stmts.add(new MethodIr.New(dst, i, "[L" + ((TypeInsnNode) insn).desc + ";"));
                case Opcodes.MULTIANEWARRAY -> ir.stmts.add(new MethodIr.New(dst, i, "[["));
                case Opcodes.ASTORE -> ir.stmts.add(new MethodIr.Copy(((VarInsnNode) insn).var, ops[0].vars));
                case Opcodes.ARETURN -> ir.stmts.add(new MethodIr.Copy(ir.ret, ops[0].vars));
                case Opcodes.ATHROW -> ir.stmts.add(new MethodIr.Throw(ops[0].vars));
                case Opcodes.CHECKCAST -> ir.stmts.add(new MethodIr.Cast(dst, ops[0].vars, ((TypeInsnNode) insn).desc));
                case Opcodes.GETFIELD -> ir.stmts.add(new MethodIr.Load(dst, ops[0].vars, ((FieldInsnNode) insn).name,
                        ((FieldInsnNode) insn).owner));
                case Opcodes.AALOAD -> ir.stmts.add(new MethodIr.Load(dst, ops[0].vars, MethodIr.ELEM, null));
                case Opcodes.PUTFIELD -> {
                    FieldInsnNode f = (FieldInsnNode) insn;
                    ir.stmts.add(new MethodIr.Store(ops[0].vars, f.name, f.owner, ops[1].vars));
                }
                case Opcodes.AASTORE -> ir.stmts.add(new MethodIr.Store(ops[0].vars, MethodIr.ELEM, null, ops[1].vars));
                case Opcodes.GETSTATIC -> {
                    FieldInsnNode f = (FieldInsnNode) insn;
                    ir.stmts.add(new MethodIr.StaticLoad(dst, f.owner, f.name));
                }
                case Opcodes.PUTSTATIC -> {
                    FieldInsnNode f = (FieldInsnNode) insn;
                    ir.stmts.add(new MethodIr.StaticStore(f.owner, f.name, ops[0].vars));
                }
                case Opcodes.INVOKEDYNAMIC -> {
                    InvokeDynamicInsnNode indy = (InvokeDynamicInsnNode) insn;
                    boolean ref = isRef(Type.getReturnType(indy.desc));
                    ir.stmts.add(new MethodIr.Indy(i, indy, vars(ops, 0), ref ? dst : -1));
                }
                case Opcodes.INVOKEVIRTUAL, Opcodes.INVOKESPECIAL, Opcodes.INVOKESTATIC, Opcodes.INVOKEINTERFACE -> {
                    MethodInsnNode mi = (MethodInsnNode) insn;
                    boolean isStatic = insn.getOpcode() == Opcodes.INVOKESTATIC;
                    boolean ref = isRef(Type.getReturnType(mi.desc));
                    int first = isStatic ? 0 : 1;
                    ir.stmts.add(new MethodIr.Call(i, insn.getOpcode(), mi.owner, mi.name, mi.desc,
                            isStatic ? null : ops[0].vars, vars(ops, first), ref ? dst : -1));
                }
                default -> {
                }
            }
        }
    }

    private static int[][] vars(PVal[] ops, int from) {
        int[][] r = new int[ops.length - from][];
        for (int k = from; k < ops.length; k++) {
            r[k - from] = ops[k].vars;
        }
        return r;
    }

    public static boolean isRef(Type t) {
        return t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY;
    }
}
