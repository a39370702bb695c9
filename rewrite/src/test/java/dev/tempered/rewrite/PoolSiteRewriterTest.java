package dev.tempered.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.fixtures.Pools;
import java.util.List;
import java.util.concurrent.ThreadPoolExecutor;
import org.junit.jupiter.api.Test;

/** Pool sites (kind "pool": an Executors factory call) and work-stealing queue sites. */
class PoolSiteRewriterTest {
    private static final String OWNER = Fixtures.internal(Pools.class);
    private static final String NAME = Pools.class.getName();
    private static final byte[] BYTES = Fixtures.bytes(Pools.class);
    private static final String POOLS = "pools";
    private static final String POOLS_DESC = "(I)Ljava/util/List;";
    private static final String ES = ")Ljava/util/concurrent/ExecutorService;";
    private static final String FIXED = "newFixedThreadPool(I" + ES;
    private static final String SINGLE_TF = "newSingleThreadExecutor(Ljava/util/concurrent/ThreadFactory;" + ES;

    /** The id format of pool sites: {@code Class.method(desc)#p<ordinal>}. */
    static String poolId(String owner, String method, String desc, int ordinal) {
        return owner + "." + method + desc + "#p" + ordinal;
    }

    static Site pool(byte[] bytes, int ordinal, String factory, Implementation impl) {
        return new Site(poolId(OWNER, POOLS, POOLS_DESC, ordinal), Site.KIND_POOL, OWNER, POOLS, POOLS_DESC, ordinal,
                new SourceLocation(OWNER, "Pools.java", 17), ClassBytes.of(bytes), "java/util/concurrent/Executors",
                factory, null, Side.NONE, Side.NONE, List.of("submit"), Topology.MPMC, Confidence.EXACT, List.of(),
                impl, null);
    }

    private static Site taskQueue(String queue, String ctor, Implementation impl) {
        return Fixtures.site(OWNER, BYTES, "executor", "()Ljava/util/concurrent/ThreadPoolExecutor;", 0, queue, ctor, impl);
    }

    @Test
    void fixed_and_single_pool_calls_go_to_tempered_executors_with_the_spec_verify_and_run() throws Exception {
        Site fixed = pool(BYTES, 1, FIXED, Implementation.WORK_STEALING);
        Site single = pool(BYTES, 3, SINGLE_TF, Implementation.WORK_STEALING);
        RewriteResult r = SiteRewriter.rewrite(BYTES, List.of(fixed, single), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.APPLIED, SiteStatus.APPLIED), SiteRewriterTest.statuses(r), r.outcomes().toString());
        assertEquals("work-stealing via dev.tempered.runtime.v1.pool.TemperedExecutors", r.outcomes().get(0).detail());
        assertNotNull(r.bytes());
        assertEquals("", Fixtures.checkClass(r.bytes(), getClass().getClassLoader()));
        String ts = "dev/tempered/runtime/v1/pool/TemperedExecutors.";
        assertEquals(List.of(
                "INVOKESTATIC java/util/concurrent/Executors.newCachedThreadPool(" + ES,
                "LDC v1|form=work-stealing|checks=off|topology=mpmc|at=Pools.java:17|site=" + fixed.id(),
                "INVOKESTATIC " + ts + "newFixedThreadPool(ILjava/lang/String;" + ES,
                "INVOKESTATIC java/util/concurrent/Executors.defaultThreadFactory()Ljava/util/concurrent/ThreadFactory;",
                "LDC v1|form=work-stealing|checks=off|topology=mpmc|at=Pools.java:17|site=" + single.id(),
                "INVOKESTATIC " + ts + "newSingleThreadExecutor(Ljava/util/concurrent/ThreadFactory;Ljava/lang/String;" + ES),
                SiteRewriterTest.calls(r.bytes(), POOLS).subList(0, 6));
        Class<?> c = Fixtures.load(NAME, r.bytes(), getClass().getClassLoader());
        List<?> out = (List<?>) c.getMethod(POOLS, int.class).invoke(null, 50);
        assertEquals(Pools.pools(50).get(0), out.get(0), "same sum as the original");
        assertEquals("dev.tempered.runtime.v1.pool.WorkStealingTaskQueue", out.get(1));
    }

    @Test
    void factories_without_an_overload_general_sites_and_recording_leave_pools_alone() {
        Site cached = pool(BYTES, 0, "newCachedThreadPool(" + ES, Implementation.WORK_STEALING);
        Site general = pool(BYTES, 1, FIXED, Implementation.GENERAL);
        Site ring = pool(BYTES, 3, SINGLE_TF, Implementation.RING);
        RewriteResult r = SiteRewriter.rewrite(BYTES, List.of(cached, general, ring), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.SKIPPED, SiteStatus.SKIPPED, SiteStatus.SKIPPED), SiteRewriterTest.statuses(r));
        assertTrue(r.outcomes().get(0).detail().contains("newCachedThreadPool"), r.outcomes().get(0).detail());
        assertTrue(r.outcomes().get(1).detail().startsWith("implementation general"), r.outcomes().get(1).detail());
        assertNull(r.bytes());
        RewriteResult rec = SiteRewriter.rewrite(BYTES, List.of(pool(BYTES, 1, FIXED, Implementation.WORK_STEALING)),
                RewriteOptions.recording());
        assertEquals(List.of(SiteStatus.SKIPPED), SiteRewriterTest.statuses(rec));
        assertNull(rec.bytes());
    }

    @Test
    void a_pool_site_whose_call_is_another_factory_is_not_found_and_a_rewritten_one_is_already_specialized() {
        Site wrong = pool(BYTES, 2, FIXED, Implementation.WORK_STEALING); // #p2 is defaultThreadFactory
        Site beyond = pool(BYTES, 9, FIXED, Implementation.WORK_STEALING);
        RewriteResult r = SiteRewriter.rewrite(BYTES, List.of(wrong, beyond), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.NOT_FOUND, SiteStatus.NOT_FOUND), SiteRewriterTest.statuses(r));
        assertTrue(r.outcomes().get(0).detail().contains("defaultThreadFactory"), r.outcomes().get(0).detail());
        assertNull(r.bytes());

        Site fixed = pool(BYTES, 1, FIXED, Implementation.WORK_STEALING);
        byte[] once = SiteRewriter.rewrite(BYTES, List.of(fixed), RewriteOptions.of(ChecksMode.OFF)).bytes();
        RewriteResult twice = SiteRewriter.rewrite(once, List.of(fixed), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.ALREADY_SPECIALIZED), SiteRewriterTest.statuses(twice), twice.outcomes().toString());
        // a manifest made from the rewritten bytes numbers them as the analyser does: Executors calls only, so the
        // single-thread site that was #p3 is #p2 there (counting the swapped call would shift it onto another call)
        Site singleOnRewritten = pool(once, 2, SINGLE_TF, Implementation.WORK_STEALING);
        RewriteResult later = SiteRewriter.rewrite(once, List.of(singleOnRewritten), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.APPLIED), SiteRewriterTest.statuses(later), later.outcomes().toString());
        Site oldNumber = pool(once, 3, SINGLE_TF, Implementation.WORK_STEALING);
        assertEquals(List.of(SiteStatus.NOT_FOUND), SiteRewriterTest.statuses(SiteRewriter.rewrite(once,
                List.of(oldNumber), RewriteOptions.of(ChecksMode.OFF))));
    }

    @Test
    void a_work_stealing_linked_blocking_queue_site_gets_the_work_stealing_task_queue() throws Exception {
        Site s = taskQueue("LinkedBlockingQueue", "()V", Implementation.WORK_STEALING);
        RewriteResult r = SiteRewriter.rewrite(BYTES, List.of(s), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.APPLIED), SiteRewriterTest.statuses(r), r.outcomes().toString());
        assertEquals("", Fixtures.checkClass(r.bytes(), getClass().getClassLoader()));
        String wstq = "dev/tempered/runtime/v1/pool/WorkStealingTaskQueue";
        assertEquals(List.of("NEW " + wstq,
                "LDC v1|form=work-stealing|checks=off|topology=spsc|at=Allocations.java:10|site=" + s.id(),
                "INVOKESPECIAL " + wstq + ".<init>(Ljava/lang/String;)V"),
                SiteRewriterTest.calls(r.bytes(), "executor").subList(1, 4));
        Class<?> c = Fixtures.load(NAME, r.bytes(), getClass().getClassLoader());
        ThreadPoolExecutor pool = (ThreadPoolExecutor) c.getMethod("executor").invoke(null);
        try {
            assertEquals(wstq.replace('/', '.'), pool.getQueue().getClass().getName());
            assertEquals(42, pool.submit(() -> 42).get());
        } finally {
            pool.shutdown();
        }
        // a rewritten task queue still counts as the LinkedBlockingQueue it replaced
        RewriteResult twice = SiteRewriter.rewrite(r.bytes(), List.of(s), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.ALREADY_SPECIALIZED), SiteRewriterTest.statuses(twice));
    }

    @Test
    void work_stealing_on_any_other_queue_type_has_no_substitute() {
        Site abq = Fixtures.site(OWNER, BYTES, "executor", "()Ljava/util/concurrent/ThreadPoolExecutor;", 0,
                "ArrayBlockingQueue", "(I)V", Implementation.WORK_STEALING);
        RewriteResult r = SiteRewriter.rewrite(BYTES, List.of(abq), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(List.of(SiteStatus.SKIPPED), SiteRewriterTest.statuses(r));
        assertTrue(r.outcomes().get(0).detail().contains("work-stealing"), r.outcomes().get(0).detail());
    }
}
