package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.RewriteOptions;
import dev.tempered.rewrite.RewriteResult;
import dev.tempered.rewrite.SiteRewriter;
import dev.tempered.rewrite.SiteStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmUpTest {
    @Test
    void the_warm_up_sample_is_a_real_site_so_the_whole_rewrite_path_runs() {
        byte[] bytes = WarmUp.sample();
        String owner = "dev/tempered/agent/WarmUpSample";
        Site site = new Site(Site.idOf(owner, "sample", "()Ljava/lang/Object;", 0), Site.KIND_QUEUE, owner, "sample",
                "()Ljava/lang/Object;", 0, new SourceLocation(owner, null, 0), ClassBytes.of(bytes),
                "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE, Side.NONE, List.of(),
                Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
        RewriteResult r = SiteRewriter.rewrite(bytes, List.of(site), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(SiteStatus.APPLIED, r.outcomes().get(0).status(), r.outcomes().get(0).line());
        WarmUp.run(); // and it never throws
    }

    @Test
    void only_the_transformers_own_packages_count_as_its_own_classes() {
        org.junit.jupiter.api.Assertions.assertTrue(TemperedAgent.isOwnClass("dev/tempered/rewrite/SiteRewriter"));
        org.junit.jupiter.api.Assertions.assertTrue(TemperedAgent.isOwnClass("dev/tempered/agent/internal/asm/ClassReader"));
        org.junit.jupiter.api.Assertions.assertTrue(TemperedAgent.isOwnClass("dev/tempered/manifest/Site"));
        org.junit.jupiter.api.Assertions.assertFalse(TemperedAgent.isOwnClass("dev/tempered/agent/programs/Pipeline"));
        org.junit.jupiter.api.Assertions.assertFalse(TemperedAgent.isOwnClass("dev/tempered/rewrite/fixtures/Pools"));
        org.junit.jupiter.api.Assertions.assertFalse(TemperedAgent.isOwnClass("com/acme/Main"));
    }
}
