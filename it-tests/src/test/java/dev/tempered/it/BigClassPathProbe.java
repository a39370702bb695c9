package dev.tempered.it;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.internal.Engine;
import dev.tempered.manifest.Site;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Child-JVM entry: analyses one program in application mode ({@code tempered analyze --main CLASS --class-path
 * CP APP}) and prints {@code RESULT<TAB>key=value...} (class path size, what was reached, wall, CPU, peak heap)
 * and one {@code MARKER<TAB>file:line<TAB>expected<TAB>got<TAB>kind} per {@code // expect:} marker of its sources,
 * then {@code UNMARKED<TAB>...} for each site of the program that has none.
 * Arguments: input directory, main class, sources directory, program package (internal form), class path jars.
 */
public final class BigClassPathProbe {
    private static final Pattern MARKER = Pattern.compile("//\\s*expect:\\s*(spsc|mpsc|spmc|mpmc)\\b");

    private BigClassPathProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path input = Path.of(args[0]);
        String main = args[1];
        Path sources = Path.of(args[2]);
        String pkg = args[3];
        List<Path> cp = new ArrayList<>();
        long bytes = 0;
        int classes = 0;
        for (int i = 4; i < args.length; i++) {
            Path p = Path.of(args[i]);
            cp.add(p);
            bytes += Files.size(p);
            classes += classEntries(p);
        }
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(b -> b.getType() == MemoryType.HEAP).toList();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpuStart = os.getProcessCpuTime();
        // the analysis runs on this thread: its CPU time is what the solver's budget counts (collection and JIT not)
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long threadCpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        AnalysisRequest.Builder request = AnalysisRequest.builder().inputs(List.of(input)).classPath(cp)
                .mainClass(main).library(false).progress(null);
        int budgetS = Integer.getInteger("tempered.probe.budgetS", 0); // 0: the default budget
        if (budgetS > 0) {
            request.budget(java.time.Duration.ofSeconds(budgetS));
        }
        AtomicReference<Map<String, Integer>> coverage = new AtomicReference<>();
        AtomicReference<String> stopped = new AtomicReference<>();
        AnalysisResult r = new Engine(request.build()).inspect((classPath, analysis, sites, result) -> {
            coverage.set(analysis.coverage());
            stopped.set(analysis.stoppedEarlyBecause());
        }).run();
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        // CPU time of the whole process (GC and JIT included)
        long cpuMs = (os.getProcessCpuTime() - cpuStart) / 1_000_000;
        long threadCpuMs = (threads.getCurrentThreadCpuTime() - threadCpuStart) / 1_000_000;
        // sum of per-pool peaks: an upper bound of the peak heap in use (pools peak at different times)
        long peak = heap.stream().mapToLong(b -> b.getPeakUsage().getUsed()).sum();
        Map<String, Integer> c = coverage.get();
        System.out.println("RESULT\tcpMb=" + String.format("%.1f", bytes / 1e6) + "\tcpJars=" + cp.size()
                + "\tcpClasses=" + classes + "\tclassesReached=" + c.get("classes")
                + "\tmethodsReached=" + c.get("methods") + "\tmethodNodes=" + c.get("methodNodes")
                + "\tobjects=" + c.get("objects") + "\tpointerNodes=" + c.get("pointerNodes")
                + "\tsolved=" + (stopped.get() == null) + "\twallMs=" + wallMs + "\tcpuMs=" + cpuMs
                + "\tanalysisThreadCpuMs=" + threadCpuMs + "\tpeakHeapMb=" + peak / (1024 * 1024) + "\tdiagnostics=" + r.diagnostics().size());
        if (stopped.get() != null) {
            System.out.println("STOPPED\t" + stopped.get());
        }
        List<Site> own = new ArrayList<>(r.manifest().sites().stream()
                .filter(s -> Site.KIND_QUEUE.equals(s.kind()) && s.className().startsWith(pkg)).toList());
        try (Stream<Path> files = Files.list(sources)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = MARKER.matcher(lines.get(i));
                    if (!m.find()) {
                        continue;
                    }
                    String file = f.getFileName().toString();
                    int line = i + 1;
                    Site got = own.stream().filter(s -> file.equals(s.source().file()) && s.source().line() == line)
                            .findFirst().orElse(null);
                    own.remove(got);
                    System.out.println("MARKER\t" + file + ":" + line + "\t" + m.group(1) + "\t"
                            + (got == null ? "(no site)" : Verdicts.describe(got)) + "\t"
                            + Verdicts.classify(m.group(1), got) + "\t"
                            + (got == null ? "" : String.join("; ", got.reasons())));
                }
            }
        }
        own.forEach(s -> System.out.println("UNMARKED\t" + s.source().display() + "\t" + Verdicts.describe(s)));
    }

    private static int classEntries(Path jar) throws IOException {
        try (JarFile jf = new JarFile(jar.toFile())) {
            return (int) jf.stream().filter(e -> e.getName().endsWith(".class")).count();
        }
    }
}
