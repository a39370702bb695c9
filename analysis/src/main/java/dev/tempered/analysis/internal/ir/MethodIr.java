package dev.tempered.analysis.internal.ir;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodNode;

/**
 * A method body reduced to what points-to needs, independent of context. Variables: parameters by slot
 * ({@code 0..maxLocals-1}; a load reads the values reaching it, so locals are flow-sensitive), then one per instruction result ({@code maxLocals + insn}),
 * then {@link #ret} (the returned value) and {@link #caught} (exceptions arriving at handlers).
 */
public final class MethodIr {
    /** The one field name for every element of an array or collection (arrays are not index-sensitive). */
    public static final String ELEM = "[elem]";
    public final String owner;
    public final MethodNode node;
    public final int vars;
    public final int ret;
    public final int caught;
    public final int[] lines;      // line per instruction
    public final boolean[] inLoop; // instruction lies on a control-flow cycle
    public final List<Stmt> stmts = new ArrayList<>();
    public final Type[] params;    // argument types of node.desc, parsed once: every call binding reads them
    private final String key;


    MethodIr(String owner, MethodNode node, int[] lines, boolean[] inLoop) {
        this.owner = owner;
        this.node = node;
        int base = node.maxLocals + node.instructions.size();
        this.ret = base;
        this.caught = base + 1;
        this.vars = base + 2;
        this.lines = lines;
        this.inLoop = inLoop;
        this.params = Type.getArgumentTypes(node.desc);
        this.key = owner + "." + node.name + node.desc;
    }

    int insnVar(int insn) {
        return node.maxLocals + insn;
    }

    /** {@code owner.name desc}, built once: allocation sites and labels use it. */
    public String key() {
        return key;
    }

    /** The statements; every operand is a set of variables. */
    public sealed interface Stmt permits New, Copy, Cast, Load, Store, StaticLoad, StaticStore, Call, Indy, Throw {
    }

    public record New(int dst, int insn, String type) implements Stmt {
    }

    public record Copy(int dst, int[] src) implements Stmt {
    }

    /** A {@code checkcast}: only objects that may be a {@code type} (internal name or array descriptor) pass. */
    public record Cast(int dst, int[] src, String type) implements Stmt {
    }

    /** {@code owner} is the field's declaring class as the instruction names it; null for array elements. */
    public record Load(int dst, int[] base, String field, String owner) implements Stmt {
    }

    public record Store(int[] base, String field, String owner, int[] src) implements Stmt {
    }

    public record StaticLoad(int dst, String owner, String field) implements Stmt {
    }

    public record StaticStore(String owner, String field, int[] src) implements Stmt {
    }

    /**
     * {@code recv} is null for static calls; {@code dst} is -1 when nothing referencing is returned.
     * {@code nameDesc} is {@code name + desc}, built once here: the solver resolves the call once per receiver
     * object, and a fresh concatenation there was an allocation and a full string hash per resolution.
     */
    public record Call(int insn, int opcode, String owner, String name, String desc, String nameDesc, int[] recv,
                int[][] args, int dst) implements Stmt {
        Call(int insn, int opcode, String owner, String name, String desc, int[] recv, int[][] args, int dst) {
            this(insn, opcode, owner, name, desc, name + desc, recv, args, dst);
        }
    }

    public record Indy(int insn, org.objectweb.asm.tree.InvokeDynamicInsnNode node, int[][] args, int dst) implements Stmt {
    }

    public record Throw(int[] src) implements Stmt {
    }
}
