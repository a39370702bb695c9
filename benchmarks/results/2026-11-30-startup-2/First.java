import dev.tempered.manifest.*;
import dev.tempered.rewrite.*;
import java.nio.file.*;
import java.util.List;

public class First {
    public static void main(String[] a) throws Exception {
        byte[] bytes = Files.readAllBytes(Paths.get(a[0]));
        String owner = "dev/tempered/agent/programs/Pipeline";
        String d = "([Ljava/lang/String;)V";
        Site site = new Site(Site.idOf(owner, "main", d, 0), Site.KIND_QUEUE, owner, "main", d, 0,
                new SourceLocation(owner, "Pipeline.java", 1), ClassBytes.of(bytes),
                "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE, Side.NONE, List.of(),
                Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
        long t0 = System.nanoTime();
        RewriteResult r = SiteRewriter.rewrite(bytes, List.of(site), RewriteOptions.of(ChecksMode.OFF));
        long t1 = System.nanoTime();
        System.out.println((t1 - t0) / 1000 + " " + r.outcomes().get(0).status());
    }
}
