package dev.tempered.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownReportTest {

    @Test
    void summaryThenOneRowPerQueueThenFoldedEvidence() {
        String md = MarkdownReport.render(SampleManifests.full(), null);
        assertTrue(md.contains("**5 queues: 3 specialised (1 ring, 2 segmented), 2 kept general (1 refused), "
                + "1 declared topology broken**"), md);
        long rows = md.lines().filter(l -> l.startsWith("| `com/acme/logs/Pipeline.java:")).count();
        assertEquals(5, rows, md);
        assertTrue(md.contains("| `com/acme/logs/Pipeline.java:42` `Pipeline.main` | LinkedBlockingQueue(4096) "
                + "| 1 [enricher() started at com/acme/logs/Pipeline.java:60] | 1 [aggregator() started at com/acme/logs/Pipeline.java:61] "
                + "| spsc | exact | **ring** |  |"), md);
        assertTrue(md.contains("passed to java.lang.reflect.Method.invoke at Pipeline.java:75 (reflection)"), md);
        assertTrue(md.indexOf("<details>") > md.indexOf("| `com/acme/logs/Pipeline.java:"), "evidence comes after the table");
        assertTrue(md.contains("Pipeline.lambda$main$0() (called at com/acme/logs/Pipeline.java:55) &rarr; Pipeline.read() (called at com/acme/logs/Pipeline.java:80)"), md);
        assertTrue(md.contains("(**broken**"), md);
        assertFalse(md.contains("Changes since the base"), "no base, no changes section");
    }

    @Test
    void statesClosedWorldAndToolVersion() {
        String md = MarkdownReport.render(SampleManifests.full(), null);
        assertTrue(md.contains("Closed world: the analysed class path is taken to be the whole program"), md);
        assertTrue(md.contains("tempered 0.1.0-test, tempered-manifest/1, application mode"), md);
    }

    @Test
    void deterministicBytes() {
        assertEquals(MarkdownReport.render(SampleManifests.full(), SampleManifests.manifest(SampleManifests.spsc())),
                MarkdownReport.render(SampleManifests.full(), SampleManifests.manifest(SampleManifests.spsc())));
    }

    @Test
    void fitsOneScreenWithoutTheFoldedPart() {
        String md = MarkdownReport.render(SampleManifests.full(), null);
        String visible = md.substring(0, md.indexOf("<details>"));
        assertTrue(visible.lines().count() <= 15, visible);
    }

    @Test
    void baseLeadsWithWhatChanged() {
        Site before = SampleManifests.spsc();
        Site after = SampleManifests.site(1, 43, "LinkedBlockingQueue", 4096,
                new Side(Multiplicity.MANY, List.of(SampleManifests.thread("enricher()", 60, Multiplicity.MANY, "enrich", 90))),
                before.consumers(), Topology.MPSC, Confidence.EXACT, Implementation.SEGMENTED, List.of(), null);
        Manifest base = SampleManifests.manifest(before, SampleManifests.refused());
        Manifest head = SampleManifests.manifest(after, SampleManifests.mpsc());
        String md = MarkdownReport.render(head, base);
        int changes = md.indexOf("**Changes since the base:** 1 queue added, 1 queue removed, 1 verdict changed, 0 unchanged");
        assertTrue(changes > 0, md);
        assertTrue(changes < md.indexOf("| where |"), "changes lead the report");
        assertTrue(md.contains("- changed `com/acme/logs/Pipeline.java:43` `Pipeline.main` LinkedBlockingQueue(4096): "
                + "topology spsc -&gt; mpsc, implementation ring -&gt; segmented (producers: many [enricher() started at "
                + "com/acme/logs/Pipeline.java:60 (many)]"), md);
        assertTrue(md.contains("- added `com/acme/logs/Pipeline.java:40`"), md);
        assertTrue(md.contains("- removed `com/acme/logs/Pipeline.java:46` `Pipeline.main` ConcurrentLinkedQueue (was unknown, refused -> general)"), md);
    }

    @Test
    void movedLinesAreNotAChange() {
        Site moved = SampleManifests.site(1, 50, "LinkedBlockingQueue", 4096, SampleManifests.spsc().producers(),
                SampleManifests.spsc().consumers(), Topology.SPSC, Confidence.EXACT, Implementation.RING, List.of(), null);
        ManifestDiff diff = ManifestDiff.of(SampleManifests.manifest(SampleManifests.spsc()), SampleManifests.manifest(moved));
        assertTrue(diff.isEmpty(), diff.summary());
        assertEquals("no queue changed since the base (1 unchanged)", diff.summary());
    }

    @Test
    void pipesAndAngleBracketsCannotBreakTheTable() {
        assertEquals("`a\\|b`", MarkdownReport.code("a|b"));
        assertEquals("x &lt;init&gt; \\| y", MarkdownReport.cell("x <init> | y"));
    }

    @Test
    void emptyManifestSaysSo() {
        String md = MarkdownReport.render(SampleManifests.manifest(), null);
        assertTrue(md.contains("**no queue allocation found in the analysed classes**"), md);
        assertFalse(md.contains("| where |"), md);
    }
}
