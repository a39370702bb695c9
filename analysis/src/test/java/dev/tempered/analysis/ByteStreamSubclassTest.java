package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An application class extending {@code InputStream} or {@code OutputStream} (Commons IO's queue streams) no longer
 * escapes for being one: the JDK's byte streams call their overrides only from an inherited method the program calls
 * or once handed to JDK code, and both still make the object escape, so no thread that runs an override is missed.
 */
class ByteStreamSubclassTest {
    @TempDir
    Path tmp;

    /** {@code Pipe extends InputStream} over a queue; the writer thread puts, main runs {@code reading}. */
    private Site analyse(String reading) throws Exception {
        String program = """
                import java.io.*;
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        Pipe p = new Pipe();
                        Thread t = new Thread(() -> {
                            try { p.q.put(1); p.q.put(-1); } catch (InterruptedException e) { }
                        });
                        t.start();
                        %s
                        t.join();
                    }
                }
                class Pipe extends InputStream {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    @Override public int read() throws IOException {
                        try { return q.take(); } catch (InterruptedException e) { throw new InterruptedIOException(); }
                    }
                }
                class Sink extends OutputStream {
                    final BlockingQueue<Integer> q;
                    Sink(BlockingQueue<Integer> q) { this.q = q; }
                    @Override public void write(int b) { q.offer(b); }
                }""".formatted(reading);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main")
                .build()).manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, sites.size(), sites.toString());
        return sites.get(0);
    }

    @Test
    void aStreamReadThroughItsOwnMethodsIsFollowed() throws Exception {
        Site s = analyse("while (p.read() >= 0) { }");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void anInheritedMethodThatCallsTheOverrideEscapesTheStream() throws Exception {
        // InputStream.skip calls read(byte[], int, int), which calls read(), on the thread that calls skip: a second
        // consumer the analysis does not follow into the JDK, so the stream must escape
        Site s = analyse("""
                Thread u = new Thread(() -> { try { p.skip(1); } catch (IOException e) { } });
                u.start(); p.read(); u.join();""");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
    }

    @Test
    void aStreamHandedToJdkCodeEscapes() throws Exception {
        Site s = analyse("new DataInputStream(p).read();");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
    }

    @Test
    void anOutputStreamPassedOnlyToItsOwnWriteIsFollowed() throws Exception {
        // main writes one byte through the sink's own write(int) next to the writer thread: two producers, followed
        Site s = analyse("Sink k = new Sink(p.q); k.write(7); while (p.read() >= 0) { }");
        assertEquals("exact", s.confidence().json(), s.toString());
        assertEquals("mpsc", s.topology().json(), s.toString());
    }

    @Test
    void anOutputStreamWrittenThroughAnInheritedMethodEscapes() throws Exception {
        // OutputStream.write(byte[]) calls write(int) on the calling thread, inside the JDK
        Site s = analyse("new Sink(p.q).write(new byte[] {7}); while (p.read() >= 0) { }");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
    }
}
