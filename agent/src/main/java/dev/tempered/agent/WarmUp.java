package dev.tempered.agent;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.RewriteOptions;
import dev.tempered.rewrite.SiteRewriter;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Runs the rewriter once in premain on this very class, so that ASM and the rewriter are loaded before the first
 * application class is transformed: no class loading (and no circularity) happens inside the first transform.
 */
final class WarmUp {
    private WarmUp() {
    }

    static Object sample() {
        return new LinkedBlockingQueue<Object>();
    }

    static void run() {
        try (InputStream in = WarmUp.class.getResourceAsStream("WarmUp.class")) {
            if (in == null) {
                return;
            }
            byte[] bytes = in.readAllBytes();
            String owner = "dev/tempered/agent/WarmUp";
            Site site = new Site(Site.idOf(owner, "sample", "()Ljava/lang/Object;", 0), Site.KIND_QUEUE, owner,
                    "sample", "()Ljava/lang/Object;", 0, new SourceLocation(owner, "WarmUp.java", 0),
                    ClassBytes.of(bytes), "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE,
                    Side.NONE, List.of(), Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
            SiteRewriter.rewrite(bytes, List.of(site), RewriteOptions.of(dev.tempered.rewrite.ChecksMode.OFF));
        } catch (IOException | RuntimeException e) {
            // warming up is an optimisation only
        }
    }
}
