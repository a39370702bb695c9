package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code SelectionKey}'s attachment (ZooKeeper's {@code NIOServerCnxnFactory} attaches each connection to its key):
 * the JDK only keeps it, so it does not escape, and every thread that reads it back with {@code attachment()} and
 * uses it counts.
 */
class SelectionKeyAttachmentTest {
    @TempDir
    Path tmp;

    private Site analyse(String attach, int selectorThreads) throws Exception {
        String program = """
                import java.nio.channels.*;
                import java.util.concurrent.*;
                class Conn {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                }
                class Main {
                    public static void main(String[] a) throws Exception {
                        Selector sel = Selector.open();
                        Pipe p = Pipe.open();
                        p.source().configureBlocking(false);
                        Conn c = new Conn();
                        %s
                        %s {
                            Thread t = new Thread(() -> {
                                for (SelectionKey k : sel.selectedKeys()) {
                                    ((Conn) k.attachment()).q.poll();
                                }
                            });
                            t.start();
                        }
                        c.q.offer(1);
                    }
                }""".formatted(attach, selectorThreads == 1 ? "" : "for (int i = 0; i < " + selectorThreads + "; i++)");
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void anAttachmentPassedToRegisterIsReadBackByTheSelectorThread() throws Exception {
        Site s = analyse("p.source().register(sel, SelectionKey.OP_READ, c);", 1);
        assertNotEquals(Confidence.REFUSED, s.confidence(), s.toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
        assertTrue(s.consumers().threads().stream().anyMatch(t -> t.kind().equals("thread")), s.toString());
    }

    @Test
    void anAttachmentReadByManyThreadsHasManyConsumers() throws Exception {
        Site s = analyse("p.source().register(sel, SelectionKey.OP_READ).attach(c);", 2);
        assertNotEquals(Confidence.REFUSED, s.confidence(), s.toString());
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.toString());
    }
}
