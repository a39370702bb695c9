package dev.tempered.report;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Input;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.ThreadRef;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;

/** Manifests shaped like the demo pipeline's: one of each verdict the reports must show. */
public final class SampleManifests {
    public static final String CLS = "com/acme/logs/Pipeline";
    public static final String MAIN = "([Ljava/lang/String;)V";

    private SampleManifests() {
    }

    public static ThreadRef thread(String name, int startLine, Multiplicity m, String method, int opLine) {
        return new ThreadRef(name, "thread", CLS + "." + method + "()V", new SourceLocation(CLS, "Pipeline.java", startLine),
                m, List.of(CLS + ".lambda$main$0()V @Pipeline.java:" + startLine, CLS + "." + method + "()V @Pipeline.java:" + opLine));
    }

    public static ThreadRef mainThread(int opLine) {
        return new ThreadRef("main", "main", CLS + ".main" + MAIN, null, Multiplicity.ONE,
                List.of(CLS + ".main" + MAIN + "@Pipeline.java:" + opLine));
    }

    public static Site site(int ordinal, int line, String type, Integer capacity, Side producers, Side consumers,
                     Topology t, Confidence c, Implementation impl, List<String> reasons, Declared declared) {
        return new Site(Site.idOf(CLS, "main", MAIN, ordinal), Site.KIND_QUEUE, CLS, "main", MAIN, ordinal,
                new SourceLocation(CLS, "Pipeline.java", line), new ClassBytes(4242, "0badcafe"),
                "java/util/concurrent/" + type, "(I)V", capacity, producers, consumers, List.of("poll", "put", "take"),
                t, c, reasons, impl, declared);
    }

    public static Site spsc() {
        return site(1, 42, "LinkedBlockingQueue", 4096,
                new Side(Multiplicity.ONE, List.of(thread("enricher()", 60, Multiplicity.ONE, "enrich", 90))),
                new Side(Multiplicity.ONE, List.of(thread("aggregator()", 61, Multiplicity.ONE, "aggregate", 110))),
                Topology.SPSC, Confidence.EXACT, Implementation.RING, List.of(), null);
    }

    public static Site mpsc() {
        return site(0, 40, "ArrayBlockingQueue", 4096,
                new Side(Multiplicity.MANY, List.of(thread("reader()", 55, Multiplicity.MANY, "read", 80))),
                new Side(Multiplicity.ONE, List.of(thread("enricher()", 60, Multiplicity.ONE, "enrich", 88))),
                Topology.MPSC, Confidence.EXACT, Implementation.SEGMENTED, List.of(), null);
    }

    public static Site mpmc() {
        return site(2, 44, "LinkedBlockingDeque", null,
                new Side(Multiplicity.MANY, List.of(thread("reader()", 55, Multiplicity.MANY, "read", 82), mainThread(70))),
                new Side(Multiplicity.MANY, List.of(thread("auditor()", 57, Multiplicity.MANY, "audit", 130))),
                Topology.MPMC, Confidence.EXACT, Implementation.GENERAL, List.of(), null);
    }

    public static Site refused() {
        return site(3, 46, "ConcurrentLinkedQueue", null, Side.NONE,
                new Side(Multiplicity.UNKNOWN, List.of()), Topology.UNKNOWN, Confidence.REFUSED, Implementation.GENERAL,
                List.of("passed to java.lang.reflect.Method.invoke at Pipeline.java:75 (reflection)"), null);
    }

    public static Site broken() {
        return site(4, 48, "LinkedTransferQueue", null,
                new Side(Multiplicity.MANY, List.of(thread("reader()", 55, Multiplicity.MANY, "read", 84))),
                new Side(Multiplicity.ONE, List.of(mainThread(140))),
                Topology.MPSC, Confidence.EXACT, Implementation.SEGMENTED, List.of(),
                new Declared(Topology.SPSC, "@Topology"));
    }

    public static Manifest manifest(Site... sites) {
        return new Manifest(Manifest.FORMAT, "0.1.0-test", Manifest.MODE_APPLICATION, true, List.of("com.acme.logs.Pipeline"),
                List.of(new Input("app.jar", "ab".repeat(32), Input.INPUT)), new ArrayList<>(List.of(sites)));
    }

    public static Manifest full() {
        return manifest(spsc(), mpsc(), mpmc(), refused(), broken());
    }
}
