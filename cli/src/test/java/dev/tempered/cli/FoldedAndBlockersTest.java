package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Blocker;
import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.report.Unused;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code analyze} prints after its remarks: the folded line of unused sites and the top blockers. */
class FoldedAndBlockersTest {
    private static Site site(int line, Topology t, Confidence c, Blocker b) {
        String cls = "com/acme/Main";
        Multiplicity m = t == Topology.NONE ? Multiplicity.NONE : Multiplicity.UNKNOWN;
        return new Site(Site.idOf(cls, "main", "()V", line), Site.KIND_QUEUE, cls, "main", "()V", line,
                new SourceLocation(cls, "Main.java", line), new ClassBytes(1, "00000000"),
                "java/util/concurrent/LinkedBlockingQueue", "()V", null, new Side(m, List.of()), new Side(m, List.of()),
                List.of(), t, c, List.of(), Implementation.GENERAL, null, b, null);
    }

    @Test
    void unusedSitesFoldIntoOneLineWithTheirPackagedPlaces() {
        List<Site> sites = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            sites.add(site(i, Topology.NONE, Confidence.CONSERVATIVE, null));
        }
        sites.add(site(99, Topology.UNKNOWN, Confidence.REFUSED, new Blocker(Blocker.NATIVE_METHOD, "Unsafe.park()")));
        List<Site> folded = Unused.of(sites);
        assertEquals(10, folded.size());
        String line = Unused.line(folded);
        assertTrue(line.startsWith("10 sites with no thread on either side"), line);
        assertTrue(line.contains("com/acme/Main.java:1, com/acme/Main.java:2"), line);
        assertTrue(line.endsWith("... and 2 more"), line);
        assertEquals("", Unused.line(List.of()));
    }

    @Test
    void topBlockersCountSitesMostFirst() {
        Blocker println = new Blocker(Blocker.UNMODELLED_CALL, "Logger.log()");
        Blocker park = new Blocker(Blocker.NATIVE_METHOD, "Unsafe.park()");
        List<Site> sites = List.of(site(1, Topology.UNKNOWN, Confidence.REFUSED, park),
                site(2, Topology.UNKNOWN, Confidence.REFUSED, println),
                site(3, Topology.UNKNOWN, Confidence.REFUSED, println),
                site(4, Topology.SPSC, Confidence.EXACT, null));
        assertEquals(List.of("2 sites: unmodelled call Logger.log()", "1 site: native method Unsafe.park()"),
                Analysis.topBlockers(sites, 5));
        assertEquals(1, Analysis.topBlockers(sites, 1).size());
    }
}
