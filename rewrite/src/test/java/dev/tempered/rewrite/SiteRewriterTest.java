package dev.tempered.rewrite;

import static dev.tempered.rewrite.Fixtures.site;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Site;
import dev.tempered.rewrite.fixtures.Allocations;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class SiteRewriterTest {
    private static final String OWNER = Fixtures.internal(Allocations.class);
    private static final String NAME = Allocations.class.getName();
    private static final byte[] BYTES = Fixtures.bytes(Allocations.class);
    private static final String QD = "()Ljava/util/Queue;";

    private static Site at(String method, String desc, int ordinal, String queue, String ctor) {
        return site(OWNER, BYTES, method, desc, ordinal, queue, ctor, Implementation.RING);
    }

    private static RewriteResult rewrite(RewriteOptions options, Site... sites) {
        return SiteRewriter.rewrite(BYTES, List.of(sites), options);
    }

    private static Object call(Class<?> c, String method, Object... args) throws Exception {
        for (Method m : c.getMethods()) {
            if (m.getName().equals(method)) {
                return m.invoke(null, args);
            }
        }
        throw new NoSuchMethodException(method);
    }

    private static void assertVerifies(byte[] bytes) {
        assertNotNull(bytes, "rewritten bytes");
        assertEquals("", Fixtures.checkClass(bytes, SiteRewriterTest.class.getClassLoader()));
    }

    @Test
    void local_site_gets_the_tempered_substitute_with_the_spec_and_verifies() throws Exception {
        Site s = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        RewriteResult r = rewrite(RewriteOptions.of(ChecksMode.THROW), s);
        assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status(), r.outcomes().get(0).line());
        assertVerifies(r.bytes());
        List<String> calls = calls(r.bytes(), "local");
        // swapped in place (design note rewrite-and-abi): the spec where the NEW was, the substitute's allocate for the
        // <init>
        assertEquals(List.of("LDC v1|form=ring|checks=throw|topology=spsc|at=Allocations.java:10|site=" + s.id(),
                "INVOKESTATIC dev/tempered/runtime/v1/TemperedLinkedBlockingQueue.allocate"
                        + "(Ljava/lang/String;Ljava/lang/String;)Ljava/util/concurrent/LinkedBlockingQueue;"),
                calls.subList(0, 2));
        Queue<?> q = (Queue<?>) call(Fixtures.load(NAME, r.bytes(), getClass().getClassLoader()), "local");
        assertEquals("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue", q.getClass().getName());
        assertEquals("[1]", q.toString());
    }

    @Test
    void a_site_whose_operations_never_wait_is_rewritten_quiet_and_the_outcome_says_so() throws Exception {
        Site plain = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        Site s = new Site(plain.id(), plain.kind(), plain.className(), plain.method(), plain.descriptor(),
                plain.ordinal(), plain.source(), plain.classBytes(), plain.queueType(), plain.constructor(),
                plain.capacity(), plain.producers(), plain.consumers(), List.of("offer", "poll"), plain.topology(),
                plain.confidence(), plain.reasons(), plain.implementation(), plain.declared());
        RewriteResult r = rewrite(RewriteOptions.of(ChecksMode.OFF), s);
        assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status(), r.outcomes().get(0).line());
        assertEquals("ring via dev.tempered.runtime.v1.TemperedLinkedBlockingQueue, quiet: no recorded operation waits",
                r.outcomes().get(0).detail());
        assertVerifies(r.bytes());
        assertEquals("LDC v1|form=ring|checks=off|topology=spsc|waits=none|at=Allocations.java:10|site=" + s.id(),
                calls(r.bytes(), "local").get(0));
        // the plain fixture records no operations: no claim, and the outcome says nothing of it
        assertEquals("ring via dev.tempered.runtime.v1.TemperedLinkedBlockingQueue",
                rewrite(RewriteOptions.of(ChecksMode.OFF), plain).outcomes().get(0).detail());
    }

    @Test
    void recording_mode_rewrites_field_and_static_field_sites_even_when_general() throws Exception {
        Site ctor = site(OWNER, BYTES, "<init>", "()V", 0, "ArrayBlockingQueue", "(I)V", Implementation.GENERAL);
        Site clinit = site(OWNER, BYTES, "<clinit>", "()V", 0, "ConcurrentLinkedQueue", "()V", Implementation.GENERAL);
        RewriteResult r = rewrite(RewriteOptions.recording(), ctor, clinit);
        assertEquals(List.of(SiteStatus.APPLIED, SiteStatus.APPLIED), statuses(r));
        assertVerifies(r.bytes());
        assertTrue(calls(r.bytes(), "<init>").contains("LDC v1|form=record|checks=off|topology=spsc|at=Allocations.java:10|site="
                + ctor.id()));
        Class<?> c = Fixtures.load(NAME, r.bytes(), getClass().getClassLoader());
        Object instance = c.getConstructor().newInstance();
        Object field = c.getMethod("field").invoke(instance);
        assertEquals("dev.tempered.runtime.v1.recording.RecordingArrayBlockingQueue", field.getClass().getName());
        assertEquals(4, ((java.util.concurrent.BlockingQueue<?>) field).remainingCapacity());
        java.lang.reflect.Field stat = c.getDeclaredField("STATIC_FIELD");
        stat.setAccessible(true);
        assertEquals("dev.tempered.runtime.v1.recording.RecordingConcurrentLinkedQueue", stat.get(null).getClass().getName());
    }

    @Test
    void nested_allocations_pair_with_their_own_constructor() throws Exception {
        String desc = "(Z)Ljava/util/Queue;";
        Site outer = at("nested", desc, 0, "LinkedBlockingDeque", "(Ljava/util/Collection;)V");
        Site inner = at("nested", desc, 1, "ConcurrentLinkedQueue", "(Ljava/util/Collection;)V");
        RewriteResult both = rewrite(RewriteOptions.recording(), outer, inner);
        assertEquals(List.of(SiteStatus.APPLIED, SiteStatus.APPLIED), statuses(both));
        assertVerifies(both.bytes());
        Queue<?> q = (Queue<?>) call(Fixtures.load(NAME, both.bytes(), getClass().getClassLoader()), "nested", true);
        assertEquals("RecordingLinkedBlockingDeque", q.getClass().getSimpleName());
        assertEquals("[1, 2]", q.toString());

        // only the inner one: the outer allocation and its <init> keep their owner
        RewriteResult innerOnly = rewrite(RewriteOptions.recording(), inner);
        assertVerifies(innerOnly.bytes());
        List<String> calls = calls(innerOnly.bytes(), "nested");
        assertTrue(calls.contains("NEW java/util/concurrent/LinkedBlockingDeque"), calls.toString());
        assertTrue(calls.contains("INVOKESPECIAL java/util/concurrent/LinkedBlockingDeque.<init>(Ljava/util/Collection;)V"));
        assertTrue(calls.contains("INVOKESPECIAL dev/tempered/runtime/v1/recording/RecordingConcurrentLinkedQueue.<init>"
                + "(Ljava/util/Collection;Ljava/lang/String;)V"), calls.toString());
        assertEquals("LinkedBlockingDeque", call(Fixtures.load(NAME, innerOnly.bytes(), getClass().getClassLoader()),
                "nested", false).getClass().getSimpleName());
    }

    @Test
    void a_branching_constructor_argument_keeps_its_frames_valid() throws Exception {
        Site s = at("conditional", "(Z)Ljava/util/concurrent/BlockingQueue;", 0, "ArrayBlockingQueue", "(I)V");
        RewriteResult r = rewrite(RewriteOptions.of(ChecksMode.OFF), s);
        assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status());
        assertVerifies(r.bytes());
        // a frame between NEW and <init> holds the uninitialized object: not swapped in place, the constructor form
        assertTrue(calls(r.bytes(), "conditional").contains("INVOKESPECIAL dev/tempered/runtime/v1/"
                + "TemperedArrayBlockingQueue.<init>(ILjava/lang/String;)V"), calls(r.bytes(), "conditional").toString());
        Class<?> c = Fixtures.load(NAME, r.bytes(), getClass().getClassLoader());
        java.util.concurrent.BlockingQueue<?> q = (java.util.concurrent.BlockingQueue<?>) call(c, "conditional", true);
        assertEquals("TemperedArrayBlockingQueue", q.getClass().getSimpleName());
        assertEquals(64, q.remainingCapacity());
    }

    @Test
    void several_sites_of_two_types_in_one_method_are_counted_by_ordinal() throws Exception {
        String desc = "()Ljava/util/List;";
        Site a = at("several", desc, 0, "LinkedBlockingQueue", "(I)V");
        Site b = at("several", desc, 1, "LinkedTransferQueue", "()V");
        Site c = at("several", desc, 2, "LinkedBlockingQueue", "()V");
        RewriteResult r = rewrite(RewriteOptions.recording(), c, a);
        assertEquals(List.of(SiteStatus.APPLIED, SiteStatus.APPLIED), statuses(r));
        assertVerifies(r.bytes());
        List<?> all = (List<?>) call(Fixtures.load(NAME, r.bytes(), getClass().getClassLoader()), "several");
        List<String> names = new ArrayList<>();
        for (Object q : all) {
            names.add(q.getClass().getSimpleName());
        }
        assertEquals(List.of("RecordingLinkedBlockingQueue", "LinkedTransferQueue", "RecordingLinkedBlockingQueue"), names);
        assertEquals(8, ((java.util.concurrent.BlockingQueue<?>) all.get(0)).remainingCapacity());
        assertEquals(SiteStatus.APPLIED, rewrite(RewriteOptions.recording(), b).outcomes().get(0).status());
    }

    // The ASM path's one-pass speculation, in recording mode (which that path always takes): a specializing site
    // with others that fail takes it too, but one that is alone would be swapped in place.
    @Test
    void a_site_that_fails_its_checks_leaves_its_allocation_alone_and_the_others_are_written_as_if_alone() {
        String desc = "()Ljava/util/List;";
        Site good = at("several", desc, 2, "LinkedBlockingQueue", "()V");
        RewriteOptions rec = RewriteOptions.recording();
        byte[] alone = rewrite(rec, good).bytes();
        assertVerifies(alone);
        // the one pass writes all planned swaps before it knows #0 calls <init>(I)V: its bytes must be dropped
        Site wrongConstructor = at("several", desc, 0, "LinkedBlockingQueue", "()V");
        RewriteResult r = rewrite(rec, wrongConstructor, good);
        assertEquals(List.of(SiteStatus.NOT_FOUND, SiteStatus.APPLIED), statuses(r));
        assertArrayEquals(alone, r.bytes());
        assertTrue(calls(r.bytes(), "several").contains("INVOKESPECIAL java/util/concurrent/LinkedBlockingQueue.<init>(I)V"));
        // a stale site (other analysed bytes) is not planned at all
        byte[] other = BYTES.clone();
        other[other.length - 1] ^= 1;
        Site stale = site(OWNER, other, "several", desc, 0, "LinkedBlockingQueue", "(I)V", Implementation.RING);
        RewriteResult withStale = rewrite(rec, stale, good);
        assertEquals(List.of(SiteStatus.STALE, SiteStatus.APPLIED), statuses(withStale));
        assertArrayEquals(alone, withStale.bytes());
        // a substitute the loader cannot see is found only after the pass: written again without it
        Site transfer = at("several", desc, 1, "LinkedTransferQueue", "()V");
        RewriteResult hidden = rewrite(rec
                .withRuntimeVisible(n -> !n.endsWith("LinkedTransferQueue")), transfer, good);
        assertEquals(List.of(SiteStatus.RUNTIME_NOT_VISIBLE, SiteStatus.APPLIED), statuses(hidden));
        assertArrayEquals(alone, hidden.bytes());
    }

    @Test
    void one_pass_and_two_passes_write_the_same_bytes() {
        String desc = "()Ljava/util/List;";
        Site a = at("several", desc, 0, "LinkedBlockingQueue", "(I)V");
        Site c = at("several", desc, 2, "LinkedBlockingQueue", "()V");
        Site absent = at("absent", "()V", 0, "LinkedBlockingQueue", "()V");
        RewriteOptions rec = RewriteOptions.recording();
        byte[] onePass = rewrite(rec, a, c).bytes();
        byte[] twoPasses = rewrite(rec, a, c, absent).bytes(); // absent forces the second
        assertVerifies(onePass);
        assertArrayEquals(onePass, twoPasses);
    }

    @Test
    void stale_bytes_are_never_rewritten() {
        Site s = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        byte[] changed = BYTES.clone();
        changed[changed.length - 1] ^= 1; // same length, different content
        RewriteResult r = SiteRewriter.rewrite(changed, List.of(s), RewriteOptions.of(ChecksMode.OFF));
        assertNull(r.bytes());
        assertEquals(SiteStatus.STALE, r.outcomes().get(0).status());
        assertTrue(r.outcomes().get(0).detail().contains("crc32c " + s.classBytes().crc32c()));
    }

    @Test
    void sites_the_bytes_do_not_have_are_not_found() {
        RewriteResult r = rewrite(RewriteOptions.of(ChecksMode.OFF),
                at("absent", "()V", 0, "LinkedBlockingQueue", "()V"),
                at("local", QD, 1, "LinkedBlockingQueue", "()V"),
                at("local", QD, 0, "ArrayBlockingQueue", "()V"),
                at("local", QD, 0, "LinkedBlockingQueue", "(I)V"));
        assertNull(r.bytes());
        assertEquals(List.of(SiteStatus.NOT_FOUND, SiteStatus.NOT_FOUND, SiteStatus.NOT_FOUND, SiteStatus.NOT_FOUND), statuses(r));
        assertEquals("no method absent()V", r.outcomes().get(0).detail());
        assertTrue(r.outcomes().get(1).detail().contains("has 1 queue allocation(s)"));
        assertTrue(r.outcomes().get(2).detail().contains("is java/util/concurrent/LinkedBlockingQueue"));
        assertTrue(r.outcomes().get(3).detail().contains("calls <init>()V, the manifest says <init>(I)V"),
                r.outcomes().get(3).detail());
    }

    @Test
    void a_rewritten_class_is_already_specialized_whether_or_not_its_bytes_match() {
        Site s = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        byte[] once = rewrite(RewriteOptions.of(ChecksMode.OFF), s).bytes();
        RewriteResult againStale = SiteRewriter.rewrite(once, List.of(s), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(SiteStatus.ALREADY_SPECIALIZED, againStale.outcomes().get(0).status());
        assertNull(againStale.bytes());
        Site matching = site(OWNER, once, "local", QD, 0, "LinkedBlockingQueue",
                "()V", Implementation.RING);
        assertEquals(ClassBytes.of(once), matching.classBytes());
        RewriteResult again = SiteRewriter.rewrite(once, List.of(matching), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(SiteStatus.ALREADY_SPECIALIZED, again.outcomes().get(0).status());
    }

    @Test
    void general_sites_are_skipped_and_invisible_runtimes_are_reported() {
        Site general = site(OWNER, BYTES, "local", QD, 0, "LinkedBlockingQueue", "()V", Implementation.GENERAL);
        Site ring = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        RewriteResult r = rewrite(RewriteOptions.of(ChecksMode.OFF).withRuntimeVisible(n -> false), general, ring);
        assertNull(r.bytes());
        assertEquals(List.of(SiteStatus.SKIPPED, SiteStatus.RUNTIME_NOT_VISIBLE), statuses(r));
        assertTrue(r.outcomes().get(1).detail().contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"));
    }

    @Test
    void unreadable_and_too_new_class_files_are_errors_and_left_alone() {
        Site s = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        byte[] future = BYTES.clone();
        future[6] = 0;
        future[7] = 99; // major version 99
        Site futureSite = site(OWNER, future, "local", QD, 0, "LinkedBlockingQueue", "()V", Implementation.RING);
        RewriteResult r = SiteRewriter.rewrite(future, List.of(futureSite), RewriteOptions.of(ChecksMode.OFF));
        assertNull(r.bytes());
        assertEquals(SiteStatus.ERROR, r.outcomes().get(0).status());
        assertEquals("class file version 99 is newer than this rewriter reads; class left as it is",
                r.outcomes().get(0).detail());
        byte[] junk = {1, 2, 3};
        Site junkSite = site(OWNER, junk, "local", QD, 0, "LinkedBlockingQueue", "()V", Implementation.RING);
        RewriteResult garbage = SiteRewriter.rewrite(junk, List.of(junkSite), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(SiteStatus.ERROR, garbage.outcomes().get(0).status());
        assertEquals("not a class file", garbage.outcomes().get(0).detail());
        // the same junk under a manifest entry for other bytes is simply stale
        assertEquals(SiteStatus.STALE, SiteRewriter.rewrite(junk, List.of(s), RewriteOptions.of(ChecksMode.OFF))
                .outcomes().get(0).status());
    }

    @Test
    void rewriting_is_deterministic_and_leaves_other_methods_byte_identical() {
        Site s = at("local", QD, 0, "LinkedBlockingQueue", "()V");
        byte[] one = rewrite(RewriteOptions.of(ChecksMode.OFF), s).bytes();
        byte[] two = rewrite(RewriteOptions.of(ChecksMode.OFF), s).bytes();
        assertArrayEquals(one, two);
        assertEquals(calls(BYTES, "several"), calls(one, "several"));
    }

    static List<SiteStatus> statuses(RewriteResult r) {
        List<SiteStatus> out = new ArrayList<>();
        r.outcomes().forEach(o -> out.add(o.status()));
        return out;
    }

    /** NEW, LDC, INVOKESPECIAL and INVOKESTATIC *Executors and allocate instructions of one method, as text, in order.
     * */
    static List<String> calls(byte[] bytes, String method) {
        List<String> out = new ArrayList<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String d, String sig, String[] ex) {
                if (!name.equals(method)) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitTypeInsn(int opcode, String type) {
                        if (opcode == Opcodes.NEW) {
                            out.add("NEW " + type);
                        }
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        out.add("LDC " + value);
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String n, String desc, boolean itf) {
                        if (opcode == Opcodes.INVOKESPECIAL) {
                            out.add("INVOKESPECIAL " + owner + "." + n + desc);
                        } else if (opcode == Opcodes.INVOKESTATIC && (owner.endsWith("Executors") || n.equals("allocate"))) {
                            out.add("INVOKESTATIC " + owner + "." + n + desc);
                        }
                    }
                };
            }
        }, 0);
        return out;
    }
}
