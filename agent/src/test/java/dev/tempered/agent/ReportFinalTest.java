package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.RewriteOptions;
import java.lang.instrument.Instrumentation;
import java.util.List;
import java.util.Map;
import net.bytebuddy.agent.ByteBuddyAgent;
import org.junit.jupiter.api.Test;

/** When the report may be written without waiting for the program's shutdown hooks. */
class ReportFinalTest {
    private static final String OWNER = "dev/tempered/agent/WarmUpSample";

    @Test
    void final_without_a_transformer_and_once_the_transformer_has_removed_itself_not_before() {
        assertTrue(TemperedAgent.reportFinal(null), "no transformer: nothing can record an outcome");
        Instrumentation inst = ByteBuddyAgent.install();
        byte[] bytes = WarmUp.sample();
        Site site = new Site(Site.idOf(OWNER, "sample", "()Ljava/lang/Object;", 0), Site.KIND_QUEUE, OWNER, "sample",
                "()Ljava/lang/Object;", 0, new SourceLocation(OWNER, null, 0), ClassBytes.of(bytes),
                "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE, Side.NONE, List.of(),
                Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
        AgentReport report = new AgentReport(java.nio.file.Path.of("m.json"), List.of(site));
        SiteTransformer transformer = new SiteTransformer(Map.of(OWNER, List.of(site)),
                RewriteOptions.of(ChecksMode.OFF), false, false, false, report, inst);
        inst.addTransformer(transformer, false);
        try {
            assertFalse(TemperedAgent.reportFinal(transformer), "a manifest class has not loaded yet");
            assertEquals(null, transformer.transform(null, null, "com/acme/Other", null, null, new byte[0]));
            assertFalse(TemperedAgent.reportFinal(transformer), "another class settles nothing");
            assertNotNull(transformer.transform(null, ReportFinalTest.class.getClassLoader(), OWNER, null, null, bytes), "the sample is rewritten");
            assertTrue(TemperedAgent.reportFinal(transformer), "every manifest class settled: the transformer is gone");
        } finally {
            inst.removeTransformer(transformer);
        }
    }

    @Test
    void a_transformer_that_stays_for_reloads_never_makes_the_report_final() {
        Instrumentation inst = ByteBuddyAgent.install();
        byte[] bytes = WarmUp.sample();
        Site site = new Site(Site.idOf(OWNER, "sample", "()Ljava/lang/Object;", 0), Site.KIND_QUEUE, OWNER, "sample",
                "()Ljava/lang/Object;", 0, new SourceLocation(OWNER, null, 0), ClassBytes.of(bytes),
                "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE, Side.NONE, List.of(),
                Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
        SiteTransformer stays = new SiteTransformer(Map.of(OWNER, List.of(site)), RewriteOptions.of(ChecksMode.OFF),
                false, false, true, new AgentReport(java.nio.file.Path.of("m.json"), List.of(site)), inst);
        inst.addTransformer(stays, false);
        try {
            assertNotNull(stays.transform(null, ReportFinalTest.class.getClassLoader(), OWNER, null, null, bytes));
            assertFalse(TemperedAgent.reportFinal(stays), "reloads=true: another loader's copy may still come");
        } finally {
            inst.removeTransformer(stays);
        }
    }
}
