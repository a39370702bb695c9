package dev.tempered.rewrite;

import static dev.tempered.rewrite.Fixtures.site;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Site;
import dev.tempered.rewrite.fixtures.Allocations;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The in-place form (design note rewrite-and-abi): where it applies, what it leaves alone, and where it must not
 * apply. */
class InPlaceSwapTest {
    private static final String OWNER = Fixtures.internal(Allocations.class);
    private static final byte[] BYTES = Fixtures.bytes(Allocations.class);
    private static final String LBQ = "java/util/concurrent/LinkedBlockingQueue";
    private static final RewriteOptions OFF = RewriteOptions.of(ChecksMode.OFF);

    private static Site at(byte[] bytes, String owner, String method, String desc, int ordinal, String queue, String ctor) {
        return site(owner, bytes, method, desc, ordinal, queue, ctor, Implementation.RING);
    }

    @Test
    void nested_and_several_allocations_are_swapped_in_place_and_behave_as_written() throws Exception {
        Site outer = at(BYTES, OWNER, "nested", "(Z)Ljava/util/Queue;", 0, "LinkedBlockingDeque", "(Ljava/util/Collection;)V");
        Site inner = at(BYTES, OWNER, "nested", "(Z)Ljava/util/Queue;", 1, "ConcurrentLinkedQueue", "(Ljava/util/Collection;)V");
        List<Site> several = new ArrayList<>();
        several.add(at(BYTES, OWNER, "several", "()Ljava/util/List;", 0, "LinkedBlockingQueue", "(I)V"));
        several.add(at(BYTES, OWNER, "several", "()Ljava/util/List;", 1, "LinkedTransferQueue", "()V"));
        several.add(at(BYTES, OWNER, "several", "()Ljava/util/List;", 2, "LinkedBlockingQueue", "()V"));
        List<Site> all = new ArrayList<>(several);
        all.add(outer);
        all.add(inner);
        byte[] out = InPlaceSwap.rewrite(BYTES, all, OFF);
        assertNotNull(out, "every one of these is swappable in place");
        assertEquals("", Fixtures.checkClass(out, getClass().getClassLoader()));
        // through the rewriter too: the same bytes, every site applied
        RewriteResult r = SiteRewriter.rewrite(BYTES, all, OFF);
        assertArrayEquals(out, r.bytes());
        r.outcomes().forEach(o -> assertEquals(SiteStatus.APPLIED, o.status(), o.line()));

        Class<?> c = Fixtures.load(Allocations.class.getName(), out, getClass().getClassLoader());
        Queue<?> q = (Queue<?>) c.getMethod("nested", boolean.class).invoke(null, true);
        assertEquals("TemperedLinkedBlockingDeque", q.getClass().getSimpleName());
        assertEquals(Allocations.nested(true).toString(), q.toString());
        List<?> queues = (List<?>) c.getMethod("several").invoke(null);
        // the bounded ring site (a thread may wait there) gets its signalling ring class from allocate (design note
        // rewrite-and-abi), the unbounded ones the substitute itself
        assertEquals(List.of("TemperedLinkedBlockingQueue$SignallingBoundedRing", "TemperedLinkedTransferQueue",
                        "TemperedLinkedBlockingQueue"),
                queues.stream().map(x -> x.getClass().getName().replace("dev.tempered.runtime.v1.", "")).toList());
        assertEquals(8, ((java.util.concurrent.BlockingQueue<?>) queues.get(0)).remainingCapacity());
    }

    @Test
    void only_the_two_instructions_and_the_appended_constants_change() throws Exception {
        Site s = at(BYTES, OWNER, "local", "()Ljava/util/Queue;", 0, "LinkedBlockingQueue", "()V");
        byte[] out = InPlaceSwap.rewrite(BYTES, List.of(s), OFF);
        assertNotNull(out);
        ClassFileView before = new ClassFileView(BYTES);
        ClassFileView after = new ClassFileView(out);
        int added = out.length - BYTES.length;
        assertEquals(after.poolEnd - before.poolEnd, added, "only the constant pool grows");
        for (int i = 0; i < 8; i++) {
            assertEquals(BYTES[i], out[i]);
        }
        for (int i = 10; i < before.poolEnd; i++) {
            assertEquals(BYTES[i], out[i], "the class's own constants stay where they were");
        }
        ClassFileView.Code code = before.code("local", "()Ljava/util/Queue;");
        List<Integer> changed = new ArrayList<>();
        for (int i = before.poolEnd; i < BYTES.length; i++) {
            if (BYTES[i] != out[i + added]) {
                changed.add(i - code.start);
            }
        }
        // NEW (0xbb) at 0 becomes LDC_W, INVOKESPECIAL (0xb7) at 4 becomes INVOKESTATIC: opcodes and operands
        assertEquals(0xBB, BYTES[code.start] & 0xFF);
        assertEquals(0xB7, BYTES[code.start + 4] & 0xFF);
        assertTrue(changed.containsAll(List.of(0, 4)), changed.toString());
        assertTrue(changed.stream().allMatch(at -> at >= 0 && at <= 6), changed.toString());
        assertEquals(0x13, out[code.start + added] & 0xFF);
        assertEquals(0xB8, out[code.start + added + 4] & 0xFF);
        // and the same again: reproducible
        assertArrayEquals(out, InPlaceSwap.rewrite(BYTES, List.of(s), OFF));
    }

    @Test
    void a_class_swapped_in_place_is_already_specialized_for_a_manifest_of_the_original() {
        Site first = at(BYTES, OWNER, "several", "()Ljava/util/List;", 0, "LinkedBlockingQueue", "(I)V");
        byte[] once = SiteRewriter.rewrite(BYTES, List.of(first), OFF).bytes();
        assertTrue(SiteRewriterTest.calls(once, "several").contains("INVOKESTATIC dev/tempered/runtime/v1/"
                + "TemperedLinkedBlockingQueue.allocate(Ljava/lang/String;Ljava/lang/String;I)"
                + "Ljava/util/concurrent/LinkedBlockingQueue;"), SiteRewriterTest.calls(once, "several").toString());
        // stale (the manifest's bytes are the original ones): the original numbering finds the swapped allocation
        assertEquals(SiteStatus.ALREADY_SPECIALIZED, SiteRewriter.rewrite(once, List.of(first), OFF).outcomes().get(0).status());
    }

    /**
     * A class rewritten before (some sites swapped, in either form) and analysed again: the analyser numbers only the
     * JDK queues it still sees, so the rewriter must too. Counting the earlier substitutes, as the original's numbering
     * does, would give the manifest's #1 (the third allocation, with its verdict) to the second allocation.
     */
    @Test
    void a_class_rewritten_before_and_analysed_again_is_numbered_as_the_analyser_numbers_it() throws Exception {
        String desc = "()Ljava/util/List;";
        for (RewriteOptions earlier : List.of(OFF, RewriteOptions.recording())) { // in place, and the constructor form
            byte[] once = SiteRewriter.rewrite(BYTES, List.of(at(BYTES, OWNER, "triplets", desc, 0,
                    "LinkedBlockingQueue", "()V")), earlier).bytes();
            // a manifest made from these bytes: the analyser sees two LinkedBlockingQueues, #0 and #1
            Site third = at(once, OWNER, "triplets", desc, 1, "LinkedBlockingQueue", "()V");
            RewriteResult r = SiteRewriter.rewrite(once, List.of(third), OFF);
            assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status(), r.outcomes().get(0).line());
            assertEquals("", Fixtures.checkClass(r.bytes(), getClass().getClassLoader()));
            List<?> queues = (List<?>) Fixtures.load(Allocations.class.getName(), r.bytes(), getClass().getClassLoader())
                    .getMethod("triplets").invoke(null);
            String prefix = earlier.record() ? "Recording" : "Tempered";
            assertEquals(List.of(prefix + "LinkedBlockingQueue", "LinkedBlockingQueue", "TemperedLinkedBlockingQueue"),
                    queues.stream().map(q -> q.getClass().getSimpleName()).toList(), "earlier: " + earlier.record());
            // and #2 is no allocation of these bytes
            Site none = at(once, OWNER, "triplets", desc, 2, "LinkedBlockingQueue", "()V");
            assertEquals(SiteStatus.NOT_FOUND, SiteRewriter.rewrite(once, List.of(none), OFF).outcomes().get(0).status());
        }
    }

    /**
     * The constructor form puts the spec right before the constructor call, and javac may put a DUP right after it
     * ({@code a = b = new ...}): that DUP must not read as the in-place form's {@code LDC spec; DUP}, neither while
     * writing nor when the written class is read again.
     */
    @Test
    void a_dup_after_the_constructor_form_is_not_taken_for_an_in_place_allocation() throws Exception {
        String desc = "()Ljava/util/List;";
        byte[] once = SiteRewriter.rewrite(BYTES, List.of(at(BYTES, OWNER, "chained", desc, 0, "LinkedBlockingQueue",
                "()V")), RewriteOptions.recording()).bytes(); // the ASM path: NEW, DUP, LDC spec, <init>, DUP
        Site next = at(once, OWNER, "chained", desc, 0, "LinkedBlockingQueue", "()V"); // the analyser's #0 now
        RewriteResult r = SiteRewriter.rewrite(once, List.of(next), OFF);
        assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status(), r.outcomes().get(0).line());
        assertEquals("", Fixtures.checkClass(r.bytes(), getClass().getClassLoader()));
        List<?> queues = (List<?>) Fixtures.load(Allocations.class.getName(), r.bytes(), getClass().getClassLoader())
                .getMethod("chained").invoke(null);
        assertEquals(List.of("RecordingLinkedBlockingQueue", "RecordingLinkedBlockingQueue", "TemperedLinkedBlockingQueue"),
                queues.stream().map(q -> q.getClass().getSimpleName()).toList());
        // and in place, both at once
        byte[] both = InPlaceSwap.rewrite(BYTES, List.of(at(BYTES, OWNER, "chained", desc, 0, "LinkedBlockingQueue", "()V"),
                at(BYTES, OWNER, "chained", desc, 1, "LinkedBlockingQueue", "()V")), OFF);
        assertNotNull(both);
        assertEquals("", Fixtures.checkClass(both, getClass().getClassLoader()));
    }

    /** Allocations whose two copies are touched between NEW and the constructor: the constructor form instead. */
    @Test
    void shapes_that_touch_the_new_object_before_its_constructor_take_the_asm_path() throws Exception {
        Map<String, byte[]> planted = Map.of(
                "storedBeforeInit", planted(mv -> {                 // NEW; DUP; ASTORE 0; INVOKESPECIAL; ALOAD 0
                    mv.visitTypeInsn(Opcodes.NEW, LBQ);
                    mv.visitInsn(Opcodes.DUP);
                    mv.visitVarInsn(Opcodes.ASTORE, 0);
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, LBQ, "<init>", "()V", false);
                    mv.visitVarInsn(Opcodes.ALOAD, 0);
                }),
                "duplicatedAgain", planted(mv -> {                  // NEW; DUP; DUP; INVOKESPECIAL; POP
                    mv.visitTypeInsn(Opcodes.NEW, LBQ);
                    mv.visitInsn(Opcodes.DUP);
                    mv.visitInsn(Opcodes.DUP);
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, LBQ, "<init>", "()V", false);
                    mv.visitInsn(Opcodes.POP);
                }),
                "swappedUnder", planted(mv -> {                     // NEW; DUP; ICONST_3; SWAP; SWAP; <init>(I)V
                    mv.visitTypeInsn(Opcodes.NEW, LBQ);
                    mv.visitInsn(Opcodes.DUP);
                    mv.visitInsn(Opcodes.ICONST_3);
                    mv.visitInsn(Opcodes.SWAP);
                    mv.visitInsn(Opcodes.SWAP);
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, LBQ, "<init>", "(I)V", false);
                }));
        for (Map.Entry<String, byte[]> e : planted.entrySet()) {
            byte[] bytes = e.getValue();
            String ctor = e.getKey().equals("swappedUnder") ? "(I)V" : "()V";
            Site s = at(bytes, "p/Planted", "make", "()Ljava/util/Queue;", 0, "LinkedBlockingQueue", ctor);
            assertEquals(null, InPlaceSwap.rewrite(bytes, List.of(s), OFF), e.getKey());
            RewriteResult r = SiteRewriter.rewrite(bytes, List.of(s), OFF);
            assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status(), e.getKey() + ": " + r.outcomes().get(0).line());
            assertEquals("", Fixtures.checkClass(r.bytes(), getClass().getClassLoader()), e.getKey());
            Queue<?> written = (Queue<?>) Fixtures.load("p.Planted", bytes, getClass().getClassLoader())
                    .getMethod("make").invoke(null);
            Queue<?> rewritten = (Queue<?>) Fixtures.load("p.Planted", r.bytes(), getClass().getClassLoader())
                    .getMethod("make").invoke(null);
            assertEquals("LinkedBlockingQueue", written.getClass().getSimpleName(), e.getKey());
            assertEquals("TemperedLinkedBlockingQueue", rewritten.getClass().getSimpleName(), e.getKey());
        }
    }

    /**
     * Every counted allocation of a rewritable type in the JDK's own modules, as a site: each is either swapped in
     * place and passes ASM's verifier, or left to the ASM path. A corpus of javac's real shapes (nested, in
     * static initialisers, in lambdas, after switches), not just this module's fixtures.
     */
    @Test
    void the_jdks_own_allocations_swap_in_place_into_classes_that_verify() throws IOException {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        List<Path> classes;
        try (Stream<Path> files = Files.walk(jrt.getPath("/modules"))) {
            classes = files.filter(p -> p.toString().endsWith(".class")).toList();
        }
        int inPlace = 0;
        int left = 0;
        List<String> failures = new ArrayList<>();
        for (Path file : classes) {
            byte[] bytes;
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readAllBytes();
            }
            if (!mentionsRewritable(bytes)) {
                continue;
            }
            List<Site> sites = sitesOf(bytes);
            if (sites.isEmpty()) {
                continue;
            }
            for (Site s : sites) {
                byte[] out = InPlaceSwap.rewrite(bytes, List.of(s), OFF);
                if (out == null) {
                    left++;
                    continue;
                }
                inPlace++;
                String problems = Fixtures.checkClass(out, getClass().getClassLoader());
                if (!problems.isEmpty()) {
                    failures.add(s.id() + ": " + problems.lines().findFirst().orElse(""));
                }
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(inPlace >= 20, "swapped in place: " + inPlace + ", left to the ASM path: " + left);
    }

    private static final byte[][] REWRITABLE = dev.tempered.manifest.QueueTypes.REWRITABLE.stream()
            .map(n -> n.getBytes(java.nio.charset.StandardCharsets.US_ASCII)).toArray(byte[][]::new);

    /** Whether the bytes hold one of the rewritable types' names at all (most classes do not: skip ASM for them). */
    private static boolean mentionsRewritable(byte[] bytes) {
        for (byte[] name : REWRITABLE) {
            outer:
            for (int i = 0; i + name.length <= bytes.length; i++) {
                for (int k = 0; k < name.length; k++) {
                    if (bytes[i + k] != name[k]) {
                        continue outer;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /** One ring site per counted allocation of a rewritable type, as the analyser would number them. */
    private static List<Site> sitesOf(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        String owner = reader.getClassName();
        List<Site> sites = new ArrayList<>();
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                var scans = AllocationScanner.scan(reader, java.util.Set.of(name + desc));
                var scan = scans.get(name + desc);
                if (scan != null && scan.problem() == null) {
                    for (AllocationScanner.Allocation a : scan.allocations()) {
                        if (dev.tempered.manifest.QueueTypes.isRewritable(a.type())) {
                            sites.add(site(owner, bytes, name, desc, a.ordinal(), a.type().substring(a.type()
                                    .lastIndexOf('/') + 1), a.constructor(), Implementation.RING));
                        }
                    }
                }
                return null;
            }
        }, ClassReader.SKIP_DEBUG);
        return sites;
    }

    /** {@code p.Planted} with {@code public static Queue make()} whose body {@code body} writes, then ARETURN. */
    private static byte[] planted(java.util.function.Consumer<MethodVisitor> body) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "p/Planted", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "make", "()Ljava/util/Queue;", null, null);
        mv.visitCode();
        body.accept(mv);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }
}
