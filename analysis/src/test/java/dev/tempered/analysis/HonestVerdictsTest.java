package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Blocker;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, parts 4, 6 and 7: unused queues read as unused, locations carry the package, remarks stay one short
 * line, refused sites name their blocker, text-only JDK calls are no escape, and the queues of dependency jars the
 * program reaches are reported apart.
 */
class HonestVerdictsTest {
    private static final String MAILBOX = """
            package lib;
            import java.util.concurrent.*;
            public class Mailbox {
                private final BlockingQueue<String> q = new LinkedBlockingQueue<>();
                public void startSender() { new Thread(() -> q.offer("hi")).start(); }
                public String receive() throws InterruptedException { return q.take(); }
                public static BlockingQueue<String> neverCalled() { return new ArrayBlockingQueue<>(4); }
            }""";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(String main) throws Exception {
        Path all = Programs.compile(tmp.resolve("all"), MAILBOX, "package app;\nimport java.util.concurrent.*;\n"
                + "import lib.Mailbox;\n" + main);
        Path lib = Files.createDirectories(tmp.resolve("lib/lib"));
        try (Stream<Path> s = Files.list(all.resolve("lib"))) {
            for (Path c : s.toList()) {
                Files.move(c, lib.resolve(c.getFileName()));
            }
        }
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(all)).classPath(List.of(tmp.resolve("lib")))
                .mainClass("app.Main").build());
    }

    private static Site site(AnalysisResult r, String cls) {
        return r.manifest().sites().stream().filter(s -> s.className().equals(cls)).findFirst().orElseThrow(
                () -> new AssertionError("no site in " + cls + ": " + r.manifest().sites()));
    }

    @Test
    void anUnreachedSiteHasNoThreadAndIsNeverCountedAsSpsc() throws Exception {
        AnalysisResult r = analyse("""
                public class Main {
                    static BlockingQueue<Integer> unused() { return new LinkedBlockingQueue<>(); }
                    public static void main(String[] a) throws Exception {
                        System.out.println("nothing else");
                    }
                }""");
        Site unused = site(r, "app/Main");
        assertEquals(1, r.manifest().sites().size(), "the dependency's queues are not reached: " + r.manifest().sites());
        assertEquals(Multiplicity.NONE, unused.producers().count());
        assertEquals(Multiplicity.NONE, unused.consumers().count());
        assertEquals(Topology.NONE, unused.topology());
        assertFalse(r.summary().contains("spsc"), r.summary());
        assertTrue(r.summary().contains("1 with no thread"), r.summary());
        // the package is part of every location people read
        Remark remark = r.remarks().get(r.manifest().sites().indexOf(unused));
        assertTrue(remark.format().startsWith("app/Main.java:"), remark.format());
    }

    @Test
    void aReachedDependencyQueueIsReportedApartAndAnUnreachedOneIsNot() throws Exception {
        AnalysisResult r = analyse("""
                public class Main {
                    public static void main(String[] a) throws Exception {
                        Mailbox m = new Mailbox();
                        m.startSender();
                        System.out.println(m.receive());
                    }
                }""");
        List<Site> fromLib = r.manifest().sites().stream().filter(Site::inDependency).toList();
        assertEquals(1, fromLib.size(), "only the queue the program makes: " + r.manifest().sites());
        Site box = fromLib.get(0);
        assertEquals("lib/Mailbox", box.className());
        assertEquals("<init>", box.method());
        // one sender thread, main receives: never fewer threads than run
        assertNotEquals(Multiplicity.NONE, box.producers().count(), box.toString());
        assertNotEquals(Multiplicity.NONE, box.consumers().count(), box.toString());
        assertTrue(r.summary().contains("(1 in dependency jars)"), r.summary());
        assertNull(r.manifest().sites().stream().filter(s -> s.method().equals("neverCalled")).findFirst()
                .orElse(null));
    }

    @Test
    void printingAQueueIsNoEscapeAndItsTextIsAnOperationOfThePrintingThread() throws Exception {
        AnalysisResult r = analyse("""
                public class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                        Thread t = new Thread(() -> q.offer(1));
                        t.start();
                        System.out.println(q);
                        System.out.println(new StringBuilder().append("q=").append(q));
                        System.out.println(String.valueOf(q));
                        q.take();
                    }
                }""");
        Site q = site(r, "app/Main");
        assertNotEquals(Confidence.REFUSED, q.confidence(), q.reasons().toString());
        assertTrue(q.operations().contains("toString"), q.operations().toString());
        assertNull(q.blocker());
    }

    @Test
    void anApplicationObjectPrintedHasItsToStringRunOnThePrintingThread() throws Exception {
        AnalysisResult r = analyse("""
                public class Main {
                    static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                    static final class Drainer {
                        @Override public String toString() { return String.valueOf(Q.poll()); }
                    }
                    public static void main(String[] a) throws Exception {
                        Q.offer(1);
                        Thread t = new Thread(() -> System.out.println(new Drainer()));
                        t.start();
                        Q.take();
                    }
                }""");
        Site q = site(r, "app/Main");
        // main takes, and the started thread polls through Drainer.toString(): two consumers
        assertEquals(Multiplicity.MANY, q.consumers().count(), q.toString());
    }

    @Test
    void aRefusedSiteNamesItsBlockerAndItsRemarkIsOneCappedLine() throws Exception {
        AnalysisResult r = analyse("""
                public class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        for (int i = 0; i < 3; i++) {
                            new Thread(() -> q.offer(1)).start();
                            new Thread(() -> q.offer(2)).start();
                            new Thread(() -> q.offer(3)).start();
                            new Thread(() -> q.offer(4)).start();
                            new Thread(() -> q.offer(5)).start();
                            new Thread(() -> q.offer(6)).start();
                        }
                        Class.forName(a[0]).getMethod("m", Object.class).invoke(null, q);
                    }
                }""");
        Site q = site(r, "app/Main");
        assertEquals(Confidence.REFUSED, q.confidence());
        Blocker b = q.blocker();
        assertNotNull(b, q.toString());
        assertEquals(Blocker.REFLECTION, b.kind(), b.toString());
        String remark = r.remarks().get(r.manifest().sites().indexOf(q)).format();
        assertFalse(remark.contains("\n"), remark);
        assertTrue(remark.length() < 1200, remark.length() + ": " + remark);
        assertTrue(remark.contains("... and 2 more threads"), remark);
    }

    /**
     * A program method called on an object the analysis does not know (here returned by a JDK method it has no
     * model of) is blocked by where that object came from, not by the call.
     */
    @Test
    void aCallOnAnUnknownReceiverIsBlockedByWhereTheReceiverCameFrom() throws Exception {
        AnalysisResult r = analyse("""
                public class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Sink s = (Sink) System.getProperties().get("sink");
                        s.accept(q);
                        q.take();
                    }
                    interface Sink { void accept(Object o); }
                }""");
        Site q = site(r, "app/Main");
        assertEquals(Confidence.REFUSED, q.confidence(), q.toString());
        String reason = q.reasons().get(0);
        assertTrue(reason.contains("Sink.accept()") && reason.contains("called on the result of Properties.get()"),
                reason);
        assertEquals(new Blocker(Blocker.UNMODELLED_CALL, "Properties.get()"), q.blocker());
    }
}
