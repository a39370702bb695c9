package dev.tempered.rewrite;

import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.QueueTypes;
import dev.tempered.manifest.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.Opcodes;

/**
 * The rewrite of the usual queue site without ASM (design note rewrite-and-abi): the constant pool gains the
 * substitute's {@code allocate} method and the spec, and two instructions change in place, so the code keeps its layout
 * and every other byte of the class stays as it was:
 * <pre>
 * NEW X; DUP; &lt;args&gt;; INVOKESPECIAL X.&lt;init&gt;(A...)V
 * LDC_W spec; DUP; &lt;args&gt;; INVOKESTATIC TemperedX.allocate(Ljava/lang/String;Ljava/lang/String;A...)LX;
 * </pre>
 * Both leave one {@code X} where the two copies of the new object were. It applies only where that is plainly true:
 * a {@code DUP} right after the {@code NEW}, no jump, switch, return or throw between it and the constructor call,
 * no jump or exception handler or stack-map frame into that stretch, no frame that holds the uninitialized object
 * (it would now be a String), and arguments that leave the two copies alone (checked by following the operand
 * stack slot by slot). Anything else, and every site that does not check out (stale, not found, already rewritten,
 * runtime not visible), goes to the ASM path, which also says why. A program that loads only such classes never
 * loads ASM: that and the cheaper rewrite are most of the agent's per-class cost at start-up (issue 4).
 */
final class InPlaceSwap {
    static final String FACTORY = "allocate";
    private static final byte[] FACTORY_NAME = ClassFileView.modifiedUtf8(FACTORY);
    /** The newest class-file version this rewrite takes: the newest the bundled ASM reads, as on the ASM path. */
    static final int MAX_MAJOR = Opcodes.V26;
    private static final String STRING = "Ljava/lang/String;";

    /** One site found where the manifest says and swappable in place. */
    private record Located(int newAt, int initAt, Factory factory, String spec) {
    }

    /**
     * The constant-pool texts of one queue type's {@code allocate} for one constructor, in modified UTF-8: the
     * substitute's name (the one {@link Substitutes#of(String, boolean)} gives: this rewrite takes no work-stealing
     * site) and the factory's descriptor. Spelled once per run and shared: a program's sites use a handful of them,
     * and this runs interpreted at start-up.
     */
    private static final class Factory {
        final byte[] owner;
        final byte[] descriptor;

        Factory(String queueType, String constructor) {
            owner = ClassFileView.modifiedUtf8(Substitutes.of(queueType, false));
            String arguments = constructor.substring(1, constructor.lastIndexOf(')'));
            descriptor = ClassFileView.modifiedUtf8("(" + STRING + STRING + arguments + ")L" + queueType + ";");
        }
    }

    /** By queue type, then by constructor descriptor. */
    private static final Map<String, Map<String, Factory>> FACTORIES = new ConcurrentHashMap<>();

    private static Factory factory(String queueType, String constructor) {
        // no computeIfAbsent: its lambda would bootstrap java.lang.invoke on the agent's path
        Map<String, Factory> byConstructor = FACTORIES.get(queueType);
        if (byConstructor == null) {
            FACTORIES.putIfAbsent(queueType, new ConcurrentHashMap<>());
            byConstructor = FACTORIES.get(queueType);
        }
        Factory f = byConstructor.get(constructor);
        if (f == null) {
            f = new Factory(queueType, constructor);
            byConstructor.putIfAbsent(constructor, f);
        }
        return f;
    }

    /** One counted allocation of a method: its NEW's and its constructor call's positions. */
    private static final class Allocation {
        final int newAt;
        final String type;
        int initAt = -1;
        String constructor;

        Allocation(int newAt, String type) {
            this.newAt = newAt;
            this.type = type;
        }
    }

    private InPlaceSwap() {
    }

    /** True when the site is of a kind this rewrite may take (the bytes decide the rest). */
    static boolean takes(Site site, RewriteOptions options) {
        return !options.record() && Site.KIND_QUEUE.equals(site.kind())
                && site.implementation() != Implementation.WORK_STEALING
                && site.implementation() != Implementation.GENERAL;
    }

    /**
     * The class with every one of {@code sites} swapped in place, or null when some site cannot be (the caller then
     * takes the ASM path for the class). The sites are checked to be where the manifest says, but not that the class
     * bytes are the analysed ones: the caller has done that. Never throws.
     */
    static byte[] rewrite(byte[] bytes, List<Site> sites, RewriteOptions options) {
        try {
            return swap(bytes, sites, options);
        } catch (RuntimeException e) { // unreadable here: the ASM path reads it again and says what is wrong
            return null;
        }
    }

    private static byte[] swap(byte[] bytes, List<Site> sites, RewriteOptions options) {
        ClassFileView cf = new ClassFileView(bytes);
        if (cf.majorVersion() > MAX_MAJOR) {
            return null;
        }
        Map<String, List<Allocation>> byMethod = new HashMap<>();
        List<Located> located = new ArrayList<>(sites.size());
        for (Site site : sites) {
            if (!takes(site, options)) {
                return null;
            }
            String key = site.method() + site.descriptor();
            List<Allocation> allocations = byMethod.get(key);
            if (allocations == null) {
                ClassFileView.Code code = cf.code(site.method(), site.descriptor());
                allocations = code == null ? null : allocations(cf, code);
                if (allocations == null) {
                    return null;
                }
                byMethod.put(key, allocations);
            }
            Located l = locate(allocations, site, options);
            if (l == null) {
                return null;
            }
            located.add(l);
        }
        return write(cf, located);
    }

    /**
     * The method's counted allocations in instruction order, paired with their constructor calls by nesting (the
     * rule of {@link AllocationScanner}), each checked to be swappable in place (its {@code initAt} stays -1 when it
     * is not). Null when the method holds an allocation rewritten before or does not pair: the ASM path decides.
     */
    private static List<Allocation> allocations(ClassFileView cf, ClassFileView.Code code) {
        int start = code.start;
        int end = start + code.length;
        boolean[] targets = new boolean[code.length];
        List<Allocation> found = new ArrayList<>();
        List<Allocation> pending = new ArrayList<>(); // innermost last; null for a NEW that does not count
        List<String> pendingTypes = new ArrayList<>();
        for (int pos = start; pos < end; pos += Bytecode.length(cf, start, pos)) {
            int op = cf.u1(pos);
            Bytecode.markTargets(cf, start, pos, targets);
            if (op == Bytecode.NEW) {
                String type = cf.className(cf.u2(pos + 1));
                if (Substitutes.isRuntimeClass(type)) {
                    return null;
                }
                // numbered as the analyser numbers the bytes, as the ASM path does (MethodScan.analysed)
                Allocation a = QueueTypes.isTracked(type) ? new Allocation(pos, type) : null;
                if (a != null) {
                    found.add(a);
                }
                pending.add(a);
                pendingTypes.add(type);
            } else if (op == Bytecode.INVOKESPECIAL && !pending.isEmpty()
                    && cf.memberName(cf.u2(pos + 1)).equals("<init>")) {
                Allocation a = pending.remove(pending.size() - 1);
                String type = pendingTypes.remove(pendingTypes.size() - 1);
                if (!type.equals(cf.memberOwner(cf.u2(pos + 1)))) {
                    return null;
                }
                if (a != null) {
                    a.initAt = pos;
                    a.constructor = cf.memberDescriptor(cf.u2(pos + 1));
                }
            } else if (op == Bytecode.LDC || op == Bytecode.LDC_W) {
                String text = cf.stringText(op == Bytecode.LDC ? cf.u1(pos + 1) : cf.u2(pos + 1));
                if (text != null && text.startsWith(Spec.TAG)) {
                    return null; // an allocation swapped in place before: the ASM path reports it as such
                }
            }
        }
        if (!pending.isEmpty()) {
            return null;
        }
        int handlers = cf.u2(code.exceptionTable);
        for (int i = 0; i < handlers; i++) {
            Bytecode.mark(targets, cf.u2(code.exceptionTable + 2 + 8 * i + 4));
        }
        boolean[] uninitialized = new boolean[code.length];
        if (code.stackMapTable >= 0) {
            StackMapFrames.mark(cf, code.stackMapTable, targets, uninitialized);
        }
        for (Allocation a : found) {
            if (a.initAt >= 0 && !straight(cf, code, a, targets, uninitialized)) {
                a.initAt = -1;
            }
        }
        return found;
    }

    /**
     * Whether the stretch from the allocation's NEW to its constructor call runs straight and leaves the two copies of
     * the new object alone, so that a String in their place is consumed by the factory exactly as they were.
     */
    private static boolean straight(ClassFileView cf, ClassFileView.Code code, Allocation a, boolean[] targets,
                                    boolean[] uninitialized) {
        int newAt = a.newAt - code.start;
        int initAt = a.initAt - code.start;
        if (uninitialized[newAt] || cf.u1(a.newAt + 3) != Bytecode.DUP) {
            return false;
        }
        for (int at = newAt + 1; at <= initAt; at++) {
            if (targets[at]) {
                return false;
            }
        }
        int depth = 2; // the two copies, counted from below them
        for (int pos = a.newAt + 4; pos < a.initAt; pos += Bytecode.length(cf, code.start, pos)) {
            int effect = Bytecode.effect(cf, pos);
            if (effect == Bytecode.CONTROL) {
                return false;
            }
            int pops = effect >> 8;
            if (depth - pops < 2) {
                return false; // reaches into the copies (a store, a swap, a dup_x): keep the NEW
            }
            depth += (effect & 0xFF) - pops;
        }
        return depth - 2 == Bytecode.argumentSlots(a.constructor);
    }

    private static Located locate(List<Allocation> allocations, Site site, RewriteOptions options) {
        if (site.ordinal() >= allocations.size()) {
            return null;
        }
        Allocation a = allocations.get(site.ordinal());
        String substitute = Substitutes.of(site, false);
        if (a.initAt < 0 || !a.type.equals(site.queueType()) || !a.constructor.equals(site.constructor())
                || substitute == null || !options.runtimeVisible().test(substitute)) {
            return null;
        }
        return new Located(a.newAt, a.initAt, factory(a.type, a.constructor), Spec.of(site, options));
    }

    /** The constructor descriptor an allocate descriptor stands for: {@code (A...)V}. */
    static String constructorOf(String factoryDescriptor) {
        String prefix = "(" + STRING + STRING;
        return factoryDescriptor.startsWith(prefix)
                ? "(" + factoryDescriptor.substring(prefix.length(), factoryDescriptor.lastIndexOf(')')) + ")V"
                : factoryDescriptor;
    }

    /**
     * The class bytes with the new constants appended to the pool and each site's two instructions swapped. Entries
     * are not shared between sites (duplicates are legal, and a class rarely has more than one site).
     */
    private static byte[] write(ClassFileView cf, List<Located> sites) {
        byte[] factory = FACTORY_NAME;
        List<byte[]> texts = new ArrayList<>(3 * sites.size());
        int size = 3 + factory.length;
        for (Located l : sites) {
            byte[] substitute = l.factory().owner;
            byte[] descriptor = l.factory().descriptor;
            byte[] spec = ClassFileView.modifiedUtf8(l.spec());
            texts.add(substitute);
            texts.add(descriptor);
            texts.add(spec);
            // Utf8 x3, Class, NameAndType, Methodref, String
            size += 9 + substitute.length + descriptor.length + spec.length + 3 + 5 + 5 + 3;
        }
        int count = cf.poolCount + 1 + 7 * sites.size();
        if (count > 0xFFFF) {
            return null;
        }
        byte[] in = cf.bytes;
        byte[] out = new byte[in.length + size];
        System.arraycopy(in, 0, out, 0, cf.poolEnd);
        out[8] = (byte) (count >>> 8);
        out[9] = (byte) count;
        int p = cf.poolEnd;
        int index = cf.poolCount;
        int factoryName = index++;
        p = utf8(out, p, factory);
        int[] strings = new int[sites.size()];
        int[] methodrefs = new int[sites.size()];
        for (int i = 0; i < sites.size(); i++) {
            int substitute = index++;
            p = utf8(out, p, texts.get(3 * i));
            int descriptor = index++;
            p = utf8(out, p, texts.get(3 * i + 1));
            int spec = index++;
            p = utf8(out, p, texts.get(3 * i + 2));
            int classRef = index++;
            out[p++] = ClassFileView.CLASS;
            p = u2(out, p, substitute);
            int nameAndType = index++;
            out[p++] = ClassFileView.NAME_AND_TYPE;
            p = u2(out, u2(out, p, factoryName), descriptor);
            methodrefs[i] = index++;
            out[p++] = ClassFileView.METHODREF;
            p = u2(out, u2(out, p, classRef), nameAndType);
            strings[i] = index++;
            out[p++] = ClassFileView.STRING;
            p = u2(out, p, spec);
        }
        int shift = p - cf.poolEnd;
        System.arraycopy(in, cf.poolEnd, out, p, in.length - cf.poolEnd);
        for (int i = 0; i < sites.size(); i++) {
            Located l = sites.get(i);
            out[l.newAt() + shift] = (byte) Bytecode.LDC_W;
            u2(out, l.newAt() + shift + 1, strings[i]);
            out[l.initAt() + shift] = (byte) Bytecode.INVOKESTATIC;
            u2(out, l.initAt() + shift + 1, methodrefs[i]);
        }
        return out;
    }

    private static int utf8(byte[] out, int p, byte[] text) {
        out[p] = ClassFileView.UTF8;
        u2(out, p + 1, text.length);
        System.arraycopy(text, 0, out, p + 3, text.length);
        return p + 3 + text.length;
    }

    /** Writes {@code v} big-endian at {@code p}; returns the position after it. */
    private static int u2(byte[] out, int p, int v) {
        out[p] = (byte) (v >>> 8);
        out[p + 1] = (byte) v;
        return p + 2;
    }
}
