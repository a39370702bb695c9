package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.thread.CheckView;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * LMAX Disruptor ring buffers declared single-producer ({@code new Disruptor(..., ProducerType.SINGLE, ...)},
 * {@code RingBuffer.createSingleProducer(...)}). The analysis does not tell ring buffers apart (they are made inside
 * the library), so the producer side is every thread that calls {@code next}/{@code publish}/{@code publishEvent}...
 * on any ring buffer or Disruptor: at most one such thread verifies every single-producer ring; more is broken only
 * when the program makes exactly one ring buffer, once; otherwise it is not verifiable.
 */
final class DisruptorCheck {
    private static final String PKG = "com/lmax/disruptor/";
    private final ClassPath cp;
    private final CheckView view;
    private final SideJudge judge;

    DisruptorCheck(ClassPath cp, CheckView view, SideJudge judge) {
        this.cp = cp;
        this.view = view;
        this.judge = judge;
    }

    /** One creation of a ring buffer in the inputs. */
    private record Creation(String className, String method, String desc, int insn, SourceLocation where,
                            boolean single) {
    }

    List<QueueFinding> run() {
        List<Creation> all = creations();
        List<QueueFinding> out = new ArrayList<>();
        if (all.stream().noneMatch(Creation::single)) {
            return out;
        }
        List<CheckView.Use> uses = producerUses();
        boolean onlyOne = all.size() == 1 && runsOnce(all.get(0));
        for (Creation c : all) {
            if (!c.single()) {
                continue;
            }
            String id = c.className() + "." + c.method() + c.desc() + "@" + c.insn();
            Declared declared = new Declared(Topology.SPMC, "ProducerType.SINGLE");
            if (!reached(c)) { // as for any other declared queue (QueueCheck): nothing seen is nothing proven
                out.add(new QueueFinding(id, c.where(), PKG + "RingBuffer", declared, Status.NOT_VERIFIABLE,
                        null, "the allocation is not reached from the entry points", List.of()));
                continue;
            }
            SideJudge.Verdict v = judge.judge(uses, onlyOne, "producer");
            String reason = v.reason();
            if (!onlyOne && v.status() == Status.NOT_VERIFIABLE && reason.contains("allocated more than once")) {
                reason = "the program makes more than one ring buffer, and the check cannot tell which one each "
                        + "publishing thread uses";
            }
            String side = v.status() == Status.VERIFIED && reason == null ? null : "producers";
            out.add(new QueueFinding(id, c.where(), PKG + "RingBuffer", declared, v.status(), side, reason,
                    v.threads()));
        }
        return out;
    }

    /** Whether the method that creates the ring buffer is reached from the entry points. */
    private boolean reached(Creation c) {
        String key = c.className() + "." + c.method() + c.desc();
        for (int m = 0; m < view.methodCount(); m++) {
            if (view.method(m) != null && view.key(m).equals(key)) {
                return true;
            }
        }
        return false;
    }

    private boolean runsOnce(Creation c) {
        for (int m = 0; m < view.methodCount(); m++) {
            MethodNode mn = view.method(m);
            if (mn != null && view.key(m).equals(c.className() + "." + c.method() + c.desc())) {
                if (view.executions(m) != 1 || inLoop(mn, c.insn())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A backward jump whose range covers the instruction. */
    private static boolean inLoop(MethodNode m, int insn) {
        for (int i = 0; i < m.instructions.size(); i++) {
            if (m.instructions.get(i) instanceof org.objectweb.asm.tree.JumpInsnNode j) {
                int t = m.instructions.indexOf(j.label);
                if (t <= insn && insn <= i) {
                    return true;
                }
            }
        }
        return false;
    }

    private List<CheckView.Use> producerUses() {
        List<CheckView.Use> out = new ArrayList<>();
        for (int m = 0; m < view.methodCount(); m++) {
            MethodNode mn = view.method(m);
            if (mn == null || view.owner(m).startsWith(PKG)) {
                continue;
            }
            for (int i = 0; i < mn.instructions.size(); i++) {
                if (mn.instructions.get(i) instanceof MethodInsnNode mi && mi.owner.startsWith(PKG)
                        && Sides.DISRUPTOR_PRODUCER.contains(mi.name) && mi.getOpcode() != Opcodes.INVOKESTATIC) {
                    CheckView.Op op = new CheckView.Op(m, i, -1, mi.name);
                    for (int t = 0; t < view.threadCount(); t++) {
                        if (view.reaches(t, m)) {
                            out.add(new CheckView.Use(op, t));
                        }
                    }
                }
            }
        }
        return out;
    }

    private List<Creation> creations() {
        List<Creation> out = new ArrayList<>();
        for (ClassFile f : cp.files()) {
            if (f.origin() != ClassInfo.Origin.INPUT) {
                continue;
            }
            ClassNode cn = cp.node(f.name());
            if (cn == null) {
                continue;
            }
            for (MethodNode m : cn.methods) {
                int line = 0;
                for (int i = 0; i < m.instructions.size(); i++) {
                    AbstractInsnNode in = m.instructions.get(i);
                    if (in instanceof LineNumberNode ln) {
                        line = ln.line;
                    }
                    if (!(in instanceof MethodInsnNode mi) || !mi.owner.startsWith(PKG)) {
                        continue;
                    }
                    boolean ctor = mi.name.equals("<init>") && mi.owner.equals(PKG + "dsl/Disruptor");
                    boolean factory = mi.owner.equals(PKG + "RingBuffer") && mi.name.startsWith("create");
                    if (!ctor && !factory) {
                        continue;
                    }
                    boolean single = mi.name.equals("createSingleProducer")
                            || (mi.name.equals("create") || ctor) && singleArgument(m, i);
                    out.add(new Creation(cn.name, m.name, m.desc, i, new SourceLocation(cn.name, cn.sourceFile, line),
                            single));
                }
            }
        }
        return out;
    }

    /** A {@code ProducerType.SINGLE} read among the few instructions before the call. */
    private static boolean singleArgument(MethodNode m, int call) {
        for (int i = call - 1; i >= 0 && i >= call - 12; i--) {
            if (m.instructions.get(i) instanceof FieldInsnNode f && f.owner.equals(PKG + "dsl/ProducerType")) {
                return f.name.equals("SINGLE");
            }
        }
        return false;
    }
}
