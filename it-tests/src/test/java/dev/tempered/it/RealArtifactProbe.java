package dev.tempered.it;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.analysis.ProgressListener;
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
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.jar.JarFile;

/**
 * Child-JVM entry: analyses the given jars together in library mode and prints one line
 * {@code RESULT<TAB>key=value...}: classes, sites, verdict counts, wall time, peak heap.
 */
public final class RealArtifactProbe {
    private RealArtifactProbe() {
    }

    public static void main(String[] args) throws Exception {
        List<Path> jars = new ArrayList<>();
        long bytes = 0;
        int classes = 0;
        for (String a : args) {
            Path p = Path.of(a);
            jars.add(p);
            bytes += Files.size(p);
            classes += classEntries(p);
        }
        AtomicInteger read = new AtomicInteger();
        AtomicInteger methods = new AtomicInteger();
        ProgressListener progress = new ProgressListener() {
            @Override
            public void classesRead(int count) {
                read.accumulateAndGet(count, Math::max);
            }

            @Override
            public void methodsAnalysed(int count) {
                methods.accumulateAndGet(count, Math::max);
            }
        };
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(b -> b.getType() == MemoryType.HEAP).toList();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpuStart = os.getProcessCpuTime();
        long start = System.nanoTime();
        int deadlineS = Integer.getInteger("tempered.probe.deadlineS", 0);
        if (deadlineS > 0) {
            watchdog(deadlineS, start, cpuStart, os, heap, read, methods, classes, bytes);
        }
        AnalysisRequest.Builder request = AnalysisRequest.builder().inputs(jars).classPath(List.of())
                .library(true).progress(progress);
        int budgetS = Integer.getInteger("tempered.probe.budgetS", 0); // 0: the default budget
        if (budgetS > 0) {
            request.budget(java.time.Duration.ofSeconds(budgetS));
        }
        AnalysisResult r = Analyzer.analyze(request.build());
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        // CPU time of the whole process (GC included): on a shared, loaded machine it says more than wall time
        long cpuMs = (os.getProcessCpuTime() - cpuStart) / 1_000_000;
        // sum of per-pool peaks: an upper bound of the peak heap in use (pools peak at different times)
        long peak = heap.stream().mapToLong(b -> b.getPeakUsage().getUsed()).sum();
        Map<String, Integer> topo = new TreeMap<>();
        Map<String, Integer> conf = new TreeMap<>();
        int sites = 0;
        Map<String, Integer> why = new TreeMap<>();
        for (Site s : r.manifest().sites()) {
            if (Site.KIND_QUEUE.equals(s.kind())) {
                sites++;
                if (!s.reasons().isEmpty()) {
                    why.merge(s.confidence().json() + ": " + reasonKind(s.reasons().get(0)), 1, Integer::sum);
                }
                topo.merge(s.topology().json(), 1, Integer::sum);
                conf.merge(s.confidence().json(), 1, Integer::sum);
            }
        }
        System.out.println("RESULT\tmb=" + String.format("%.1f", bytes / 1e6) + "\tclasses=" + classes
                + "\tclassesRead=" + read.get() + "\tsites=" + sites + "\ttopology=" + topo + "\tconfidence=" + conf
                + "\twallMs=" + wallMs + "\tcpuMs=" + cpuMs + "\tpeakHeapMb=" + peak / (1024 * 1024)
                + "\tdiagnostics=" + r.diagnostics().size());
        // one line per kind of first reason, for the record (the RESULT line stays the machine-read summary)
        why.forEach((k, n) -> System.out.println("REASON\t" + n + "\t" + k));
    }

    /** A reason with its names and places blanked, so reasons of one kind count together. */
    static String reasonKind(String reason) {
        String k = reason.replaceAll("[\\w$/.]+\\.java:\\d+", "F:L").replaceAll("\\b[A-Z][\\w$]*(\\.[\\w$<>]+)*(\\(\\))?", "X");
        return k.length() > 110 ? k.substring(0, 110) + "..." : k;
    }

    /** Past the deadline, says how far the analysis came (CPU, heap, progress) and exits with status 3. */
    private static void watchdog(int deadlineS, long start, long cpuStart,
                                 com.sun.management.OperatingSystemMXBean os, List<MemoryPoolMXBean> heap,
                                 AtomicInteger read, AtomicInteger methods, int classes, long bytes) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(deadlineS * 1000L);
            } catch (InterruptedException e) {
                return;
            }
            long peak = heap.stream().mapToLong(b -> b.getPeakUsage().getUsed()).sum();
            System.out.println("DEADLINE\tmb=" + String.format("%.1f", bytes / 1e6) + "\tclasses=" + classes
                    + "\tclassesRead=" + read.get() + "\tmethodsAnalysed=" + methods.get()
                    + "\twallMs=" + (System.nanoTime() - start) / 1_000_000
                    + "\tcpuMs=" + (os.getProcessCpuTime() - cpuStart) / 1_000_000
                    + "\tpeakHeapMb=" + peak / (1024 * 1024));
            System.out.flush();
            Runtime.getRuntime().halt(3);
        }, "probe-deadline");
        t.setDaemon(true);
        t.start();
    }

    private static int classEntries(Path jar) throws IOException {
        try (JarFile jf = new JarFile(jar.toFile())) {
            return (int) jf.stream().filter(e -> e.getName().endsWith(".class")).count();
        }
    }
}
