package dev.tempered.it;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Site;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Child-JVM entry of {@link RealProgramsTest}: analyses one published program the way a user runs
 * {@code tempered analyze --main MAIN --class-path LIB... APP...}, through the public API only, and prints
 * {@code RESULT<TAB>wallMs=..<TAB>peakHeapMb=..}, then one {@code SITE<TAB>id<TAB>P<TAB>C<TAB>topology<TAB>confidence
 * <TAB>implementation<TAB>reasons} per queue site, and writes the manifest.
 * Arguments: manifest output file, main class, then {@code app=JAR} (inputs) and {@code lib=JAR} (class path).
 */
public final class RealProgramProbe {
    private RealProgramProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path manifestOut = Path.of(args[0]);
        String main = args[1];
        List<Path> app = new ArrayList<>();
        List<Path> lib = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            (args[i].startsWith("app=") ? app : lib).add(Path.of(args[i].substring(4)));
        }
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(b -> b.getType() == MemoryType.HEAP).toList();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(app).classPath(lib).mainClass(main)
                .library(false).progress(null).build());
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        // sum of per-pool peaks: an upper bound of the peak heap in use (the pools peak at different times)
        long peak = heap.stream().mapToLong(b -> b.getPeakUsage().getUsed()).sum();
        Files.createDirectories(manifestOut.toAbsolutePath().getParent());
        Files.writeString(manifestOut, ManifestWriter.toJson(r.manifest()), StandardCharsets.UTF_8);
        System.out.println("RESULT\twallMs=" + wallMs + "\tpeakHeapMb=" + peak / (1024 * 1024)
                + "\tsummary=" + oneLine(r.summary()));
        for (Site s : r.manifest().sites()) {
            if (!Site.KIND_QUEUE.equals(s.kind())) {
                continue;
            }
            System.out.println("SITE\t" + s.id() + "\t" + s.producers().count().json() + "\t"
                    + s.consumers().count().json() + "\t" + s.topology().json() + "\t" + s.confidence().json() + "\t"
                    + s.implementation().json() + "\t" + s.source().display() + "\t"
                    + oneLine(String.join(" / ", s.reasons())));
        }
    }

    /** Tabs and line breaks out; today some reasons run to hundreds of kilobytes (issue 33), so capped. */
    private static String oneLine(String s) {
        String flat = s == null ? "" : s.replaceAll("[\\t\\r\\n]+", " ");
        return flat.length() > 600 ? flat.substring(0, 600) + " ... (" + flat.length() + " chars)" : flat;
    }
}
