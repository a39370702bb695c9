package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code MBeanServer.registerMBean}: JMX clients call the bean's management interface from threads of their own, so
 * the bean no longer escapes with everything it holds; what an interface method does to a queue is done by many
 * {@code jmx} threads, and what it returns escapes.
 */
class JmxBeanTest {
    @TempDir
    Path tmp;

    private Site analyse(String beanMethods) throws Exception {
        String program = """
                import java.util.concurrent.*;
                import java.lang.management.ManagementFactory;
                import javax.management.ObjectName;
                public class Main {
                    public static void main(String[] a) throws Exception {
                        Server s = new Server();
                        ManagementFactory.getPlatformMBeanServer().registerMBean(new ServerBean(s),
                                new ObjectName("acme:type=Server"));
                        Thread t = new Thread(() -> { try { s.q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        s.q.put(1);
                        t.join();
                    }
                }
                class Server {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    int load() { return 3; }
                }
                interface ServerMXBean { int getLoad(); void poke(); Object peek(); }
                class ServerBean implements ServerMXBean {
                    private final Server s;
                    ServerBean(Server s) { this.s = s; }
                    %s
                }""".formatted(beanMethods);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void aBeanThatOnlyReadsLetsNothingEscape() throws Exception {
        Site s = analyse("public int getLoad() { return s.load(); } public void poke() { } "
                + "public Object peek() { return null; } public Server server() { return s; }");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void aBeanOperationOnTheQueueRunsOnManyJmxThreads() throws Exception {
        Site s = analyse("public int getLoad() { return 0; } public void poke() { s.q.offer(7); } "
                + "public Object peek() { return null; }");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
        assertTrue(s.producers().threads().stream().anyMatch(t -> t.kind().equals("jmx")), s.toString());
    }

    @Test
    void whatABeanReturnsEscapes() throws Exception {
        Site s = analyse("public int getLoad() { return 0; } public void poke() { } public Object peek() { return s.q; }");
        assertEquals("refused", s.confidence().json(), s.toString());
        assertTrue(s.reasons().stream().anyMatch(r -> r.contains("returned to a JMX client")), s.reasons()::toString);
    }
}
