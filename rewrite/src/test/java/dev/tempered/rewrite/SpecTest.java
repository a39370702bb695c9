package dev.tempered.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The spec string a rewritten allocation hands the runtime (docs/architecture.md, "The constructor contract"). */
class SpecTest {

    private static Site site(SourceLocation at, Implementation impl, Topology topology) {
        return site(at, impl, topology, List.of());
    }

    private static Site site(SourceLocation at, Implementation impl, Topology topology, List<String> operations) {
        String owner = "com/acme/Pipeline";
        return new Site(Site.idOf(owner, "run", "()V", 2), Site.KIND_QUEUE, owner, "run", "()V", 2, at,
                new ClassBytes(100, "0000abcd"), "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE, Side.NONE,
                operations, topology, Confidence.EXACT, List.of(), impl, null);
    }

    private static final SourceLocation AT = new SourceLocation("com/acme/Pipeline", "Pipeline.java", 42);

    @Test
    void says_waits_none_only_when_every_recorded_operation_never_waits() {
        assertEquals("v1|form=ring|checks=off|topology=spsc|waits=none|at=Pipeline.java:42|site=com/acme/Pipeline.run()V#2",
                Spec.of(site(AT, Implementation.RING, Topology.SPSC, List.of("isEmpty", "offer", "poll", "size")),
                        RewriteOptions.of(ChecksMode.OFF)));
        assertEquals("v1|form=ring|checks=throw|topology=spsc|waits=none|at=Pipeline.java:42|site=com/acme/Pipeline.run()V#2",
                Spec.of(site(AT, Implementation.RING, Topology.SPSC, List.of("add", "drainTo")),
                        RewriteOptions.of(ChecksMode.THROW)));
        // a waiting operation, a timed one, one the list does not know, none recorded, a segmented site (not
        // measured to gain, design note waiting) or a form without a queue core: no claim, the wake-ups stay
        for (Site s : List.of(site(AT, Implementation.RING, Topology.SPSC, List.of("offer", "take")),
                site(AT, Implementation.RING, Topology.SPSC, List.of("offer", "poll(timed)")),
                site(AT, Implementation.RING, Topology.SPSC, List.of("offer(timed)", "poll")),
                site(AT, Implementation.SEGMENTED, Topology.MPSC, List.of("put", "poll")),
                site(AT, Implementation.SEGMENTED, Topology.MPSC, List.of("add", "drainTo")),
                site(AT, Implementation.RING, Topology.SPSC, List.of("offer", "poll", "hasWaitingConsumer")),
                site(AT, Implementation.RING, Topology.SPSC, List.of()),
                site(AT, Implementation.WORK_STEALING, Topology.MPMC, List.of("offer", "poll")))) {
            assertEquals(false, Spec.of(s, RewriteOptions.of(ChecksMode.OFF)).contains("waits="), s.operations().toString());
        }
        assertEquals(false, Spec.of(site(AT, Implementation.RING, Topology.SPSC, List.of("offer", "poll")),
                RewriteOptions.recording(ChecksMode.OFF)).contains("waits="), "record form");
    }

    @Test
    void names_form_checks_topology_place_and_site() {
        Site s = site(new SourceLocation("com/acme/Pipeline", "Pipeline.java", 42), Implementation.RING, Topology.SPSC);
        assertEquals("v1|form=ring|checks=off|topology=spsc|at=Pipeline.java:42|site=com/acme/Pipeline.run()V#2",
                Spec.of(s, RewriteOptions.of(ChecksMode.OFF)));
        assertEquals("v1|form=segmented|checks=strict-throw|topology=mpsc|at=Pipeline.java:42|site=com/acme/Pipeline.run()V#2",
                Spec.of(site(s.source(), Implementation.SEGMENTED, Topology.MPSC), RewriteOptions.of(ChecksMode.STRICT_THROW)));
        assertEquals("v1|form=record|checks=throw|topology=spsc|at=Pipeline.java:42|site=com/acme/Pipeline.run()V#2",
                Spec.of(s, RewriteOptions.recording(ChecksMode.THROW)));
    }

    @Test
    void the_place_is_the_file_and_line_the_site_id_beside_it_names_the_class() {
        // no line: the file alone; no file: the class's simple name (SourceLocation.fileAndLine)
        for (SourceLocation at : List.of(new SourceLocation("com/acme/Pipeline", "Pipeline.java", 0),
                new SourceLocation("com/acme/Pipeline", null, 7), new SourceLocation("Top", null, 0))) {
            String spec = Spec.of(site(at, Implementation.RING, Topology.SPSC), RewriteOptions.of(ChecksMode.OFF));
            assertEquals("at=" + at.fileAndLine(), spec.split("\\|")[4]);
        }
    }

    @Test
    void a_bar_in_the_file_name_cannot_split_the_spec() {
        Site s = site(new SourceLocation("a/B", "we|ird.kt", 3), Implementation.RING, Topology.SPSC);
        assertEquals("v1|form=ring|checks=off|topology=spsc|at=we/ird.kt:3|site=com/acme/Pipeline.run()V#2",
                Spec.of(s, RewriteOptions.of(ChecksMode.OFF)));
    }
}
