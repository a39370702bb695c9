package dev.tempered.rewrite;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A method visitor that notices allocations swapped in place before ({@link InPlaceSwap}): a spec pushed by an LDC
 * and, as the very next instruction, a DUP, standing where the {@code NEW} was. Subclasses hear of each through
 * {@link #inPlaceAllocation()}, and must call {@link #instruction()} in their own {@code visitTypeInsn} and
 * {@code visitMethodInsn} (the two this class leaves to them), so that only an LDC directly before the DUP counts.
 */
abstract class InPlaceMarkers extends MethodVisitor {
    private boolean specPushed;

    InPlaceMarkers(MethodVisitor next) {
        super(Opcodes.ASM9, next);
    }

    /** An {@code LDC spec; DUP} pair was just visited (and passed on). */
    abstract void inPlaceAllocation();

    /** Any instruction but the LDC of a spec ends a possible pair. */
    final void instruction() {
        specPushed = false;
    }

    @Override
    public void visitLdcInsn(Object value) {
        super.visitLdcInsn(value);
        specPushed = value instanceof String && ((String) value).startsWith(Spec.TAG);
    }

    @Override
    public void visitInsn(int opcode) {
        super.visitInsn(opcode);
        boolean pair = opcode == Opcodes.DUP && specPushed;
        specPushed = false;
        if (pair) {
            inPlaceAllocation();
        }
    }

    @Override
    public void visitVarInsn(int opcode, int var) {
        super.visitVarInsn(opcode, var);
        specPushed = false;
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        super.visitFieldInsn(opcode, owner, name, descriptor);
        specPushed = false;
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        super.visitIntInsn(opcode, operand);
        specPushed = false;
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        super.visitJumpInsn(opcode, label);
        specPushed = false;
    }

    @Override
    public void visitIincInsn(int var, int increment) {
        super.visitIincInsn(var, increment);
        specPushed = false;
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap,
                                       Object... arguments) {
        super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
        specPushed = false;
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
        super.visitTableSwitchInsn(min, max, dflt, labels);
        specPushed = false;
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
        super.visitLookupSwitchInsn(dflt, keys, labels);
        specPushed = false;
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
        super.visitMultiANewArrayInsn(descriptor, numDimensions);
        specPushed = false;
    }
}
