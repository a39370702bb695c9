// Diagnostic for benchmarks/results/2026-12-03-reallib-2/log4j-1-probe.txt: the analysis run through its API with a
// larger budget (the CLI has no budget option, and at load 30 the 25 s budget ran out), printing the remarks and the
// full reasons and producers of Log4j's ArrayBlockingQueueFactory site.
// usage: javac -cp cli/target/tempered.jar Probe.java; java -Xmx3g -cp cli/target/tempered.jar:. Probe <budget s> <main> <jars...>
import dev.tempered.analysis.*;
import java.nio.file.Path;
import java.util.*;
public class Probe {
    public static void main(String[] a) throws Exception {
        List<Path> in = new ArrayList<>();
        for (int i = 2; i < a.length; i++) in.add(Path.of(a[i]));
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(in).mainClass(a[1])
                .budget(java.time.Duration.ofSeconds(Long.parseLong(a[0]))).progress(null).build());
        for (Remark m : r.remarks()) System.out.println(m.format());
        for (dev.tempered.manifest.Site s : r.manifest().sites()) {
            if (s.id().contains("ArrayBlockingQueueFactory")) {
                System.out.println("REASONS " + s.id());
                s.reasons().forEach(x -> System.out.println("  " + x));
                System.out.println("PRODUCERS " + s.producers());
            }
        }
        System.out.println(r.summary());
    }
}
