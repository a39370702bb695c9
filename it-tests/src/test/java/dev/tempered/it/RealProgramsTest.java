package dev.tempered.it;

import dev.tempered.testing.ChildJvm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.it.RealVerdict.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The real-program verdict table (issue 33, "What it must show"): published programs from Maven Central, each
 * analysed from its own {@code main} with its real dependency jars in a child JVM, every queue site of the program's
 * jars compared with the truth audited from its source ({@link RealProgram}). Writes target/real-programs.md
 * (committed copy: docs/real-programs.md, refreshed with {@code -Dtempered.realProgramsDocs=../docs/real-programs.md}).
 * Fails on a wrong verdict, a site called unreached that the program reaches (unless its truth file names that gap),
 * a site of the program's jars that nobody audited, or an audited site missing from the manifest.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class RealProgramsTest {
    static final Path ROOT = Path.of(System.getProperty("tempered.realPrograms", "target/real-programs"));
    static final Path TABLE = Path.of("target/real-programs.md");
    static final Path MANIFESTS = Path.of("target/real-programs-manifests");
    /** Issue 33 asks for at least eight published programs. */
    static final int MIN_PROGRAMS = 8;
    /**
     * Share of exact verdicts over the sites the programs reach (truth not {@code unreachable}) that the test
     * asserts. Issue 33's goal is 0.60; the floor is what the table last showed, rounded down: raise it as the
     * analysis improves (the table prints the share reached).
     */
    static final double EXACT_SHARE_FLOOR = 0.04;
    static final double EXACT_SHARE_GOAL = 0.60;
    /** Each child analysis is killed past this; {@code -Dtempered.realProgramTimeoutS=N} on a loaded machine. */
    static final int TIMEOUT_S = Integer.getInteger("tempered.realProgramTimeoutS", 300);

    @Test
    void realProgramVerdictTable() throws Exception {
        List<RealProgram> programs = RealProgram.all();
        assertTrue(programs.size() >= MIN_PROGRAMS, "at least " + MIN_PROGRAMS + " programs, found " + programs.size());
        List<String> problems = new ArrayList<>();
        List<String> summaryRows = new ArrayList<>();
        List<String> siteRows = new ArrayList<>();
        Map<Outcome, Integer> totals = new EnumMap<>(Outcome.class);
        Map<String, Integer> blockers = new TreeMap<>();
        int reachable = 0;
        int dependencySites = 0;
        for (RealProgram program : programs) {
            List<Path> app = program.jars(ROOT, "app");
            List<Path> lib = program.jars(ROOT, "lib");
            assertTrue(!app.isEmpty(), program.name() + ": no jars under " + ROOT.resolve(program.stack())
                    + "/app (it-tests' pom copies them in generate-test-resources)");
            Probe probe = probe(program, app, lib);
            Set<String> appClasses = classNames(app);
            Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
            Map<String, Integer> refusals = new TreeMap<>();
            for (RealProgram.AuditedSite truth : program.sites().values()) {
                RealVerdict got = probe.sites().remove(truth.id());
                Outcome o = RealVerdict.classify(truth.truth(), got);
                counts.merge(o, 1, Integer::sum);
                totals.merge(o, 1, Integer::sum);
                if (truth.reachable()) {
                    reachable++;
                }
                if (o == Outcome.REFUSED) {
                    String root = RealVerdict.rootReason(got.reasons());
                    refusals.merge(root, 1, Integer::sum);
                    blockers.merge(root, 1, Integer::sum);
                }
                siteRows.add("| " + program.name() + " | " + where(truth.id(), got) + " | "
                        + truth.truth() + " | " + (got == null ? "(no site)" : got.topology() + " (P "
                        + got.producers().json() + ", C " + got.consumers().json() + ", " + got.confidence() + ", "
                        + got.implementation() + ")") + " | " + label(o, truth) + " | "
                        + (got == null ? "" : cell(RealVerdict.rootReason(got.reasons()))) + " |");
                switch (o) {
                    case WRONG -> problems.add("WRONG: " + program.name() + " " + truth.id() + " is " + truth.truth()
                            + " but the analysis says " + got);
                    case MISSED -> problems.add("MISSED: " + program.name() + " " + truth.id()
                            + " is not in the manifest (a renamed site? re-audit the truth file)");
                    case FALSELY_UNREACHED -> {
                        if (truth.gap() == null) {
                            problems.add("FALSELY UNREACHED: " + program.name() + " " + truth.id() + " is reached ("
                                    + truth.truth() + ") but reported unreached: " + got.reasons());
                        }
                    }
                    default -> {
                        if (truth.gap() != null) {
                            System.out.println("NOTE " + program.name() + " " + truth.id()
                                    + ": the known gap is closed, remove its 'gap' line: " + o);
                        }
                    }
                }
            }
            for (RealVerdict rest : probe.sites().values()) {
                String cls = rest.id().substring(0, rest.id().indexOf('.'));
                if (appClasses.contains(cls)) {
                    problems.add("UNAUDITED: " + program.name() + " reports " + rest.id() + " at " + rest.location()
                            + " in the program's own jars: audit it in "
                            + RealProgram.DATA.resolve(program.name() + ".txt"));
                } else {
                    dependencySites++;
                }
            }
            int refused = n(counts, Outcome.REFUSED);
            String top = refusals.entrySet().stream().max(Map.Entry.comparingByValue())
                    .map(e -> (e.getValue() == refused ? "" : e.getValue() + " of them: ") + shortCell(e.getKey()))
                    .orElse("");
            summaryRows.add("| " + program.name() + " | " + program.sites().size() + " | " + n(counts, Outcome.EXACT)
                    + " | " + n(counts, Outcome.CONSERVATIVE) + " | " + refused
                    + (top.isEmpty() ? "" : ": " + top) + " | " + n(counts, Outcome.UNREACHED) + " | "
                    + n(counts, Outcome.FALSELY_UNREACHED) + " | " + n(counts, Outcome.WRONG) + " | "
                    + String.format("%.1f s", probe.wallMs() / 1000.0) + " | " + probe.peakHeapMb() + " MB |");
        }
        int exact = n(totals, Outcome.EXACT);
        double share = reachable == 0 ? 0 : (double) exact / reachable;
        StringBuilder md = new StringBuilder();
        md.append("| program | sites | exact | conservative | refused (top reason) | unreached | falsely unreached"
                + " (known gap) | wrong | analysis time | peak heap |\n");
        md.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
        summaryRows.forEach(r -> md.append(r).append('\n'));
        md.append(String.format("%nTotals over %d sites of %d programs (%d reached by their program): exact %d,"
                        + " conservative %d, refused %d, unreached %d, falsely unreached %d, wrong %d, missed %d;"
                        + " exact share of the reached sites %.1f%% (goal %.0f%%, asserted floor %.0f%%)."
                        + " Sites in dependency jars, not audited: %d.%n",
                totals.values().stream().mapToInt(Integer::intValue).sum(), programs.size(), reachable, exact,
                n(totals, Outcome.CONSERVATIVE), n(totals, Outcome.REFUSED), n(totals, Outcome.UNREACHED),
                n(totals, Outcome.FALSELY_UNREACHED), n(totals, Outcome.WRONG), n(totals, Outcome.MISSED),
                share * 100, EXACT_SHARE_GOAL * 100, EXACT_SHARE_FLOOR * 100, dependencySites));
        md.append("\nTop refusal reasons (sites):\n\n");
        blockers.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()))
                .forEach(e -> md.append("- ").append(e.getValue()).append(": ").append(cell(e.getKey())).append('\n'));
        md.append("\n| program | site | truth | analysis (producers, consumers, confidence, implementation) | class"
                + " | reason |\n| --- | --- | --- | --- | --- | --- |\n");
        siteRows.forEach(r -> md.append(r).append('\n'));
        Files.createDirectories(TABLE.getParent());
        Files.writeString(TABLE, md, StandardCharsets.UTF_8);
        String docs = System.getProperty("tempered.realProgramsDocs");
        if (docs != null && !docs.isBlank()) {
            Path d = Path.of(docs);
            String doc = Files.readString(d, StandardCharsets.UTF_8);
            int from = doc.indexOf(TABLE_START);
            int to = doc.indexOf(TABLE_END);
            assertTrue(from >= 0 && to > from, d + " has no " + TABLE_START + " ... " + TABLE_END + " block");
            Files.writeString(d, doc.substring(0, from + TABLE_START.length()) + "\n" + md
                    + doc.substring(to), StandardCharsets.UTF_8);
        }
        System.out.println(md);
        problems.forEach(p -> System.out.println("PROBLEM " + p));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertTrue(share >= EXACT_SHARE_FLOOR, String.format("exact share %.1f%% is under the floor %.0f%%",
                share * 100, EXACT_SHARE_FLOOR * 100));
    }

    static final String TABLE_START = "<!-- real-programs table: RealProgramsTest writes from here -->";
    static final String TABLE_END = "<!-- real-programs table: end -->";

    record Probe(long wallMs, long peakHeapMb, Map<String, RealVerdict> sites) {
    }

    private static Probe probe(RealProgram program, List<Path> app, List<Path> lib) throws Exception {
        List<String> args = new ArrayList<>();
        args.add(MANIFESTS.resolve(program.name() + ".json").toAbsolutePath().toString());
        args.add(program.main());
        app.forEach(p -> args.add("app=" + p.toAbsolutePath()));
        lib.forEach(p -> args.add("lib=" + p.toAbsolutePath()));
        ChildJvm.Result r = ChildJvm.run(List.of("-Xmx2g"), System.getProperty("java.class.path"),
                RealProgramProbe.class.getName(), args, TIMEOUT_S);
        String result = r.output().lines().filter(l -> l.startsWith("RESULT\t")).findFirst().orElse(null);
        assertTrue(r.exit() == 0 && result != null, program.name() + ": the analysis crashed (exit "
                + r.exit() + "):\n" + r.output());
        Map<String, String> f = new LinkedHashMap<>();
        for (String kv : result.substring("RESULT\t".length()).split("\t")) {
            int eq = kv.indexOf('=');
            f.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        Map<String, RealVerdict> sites = new LinkedHashMap<>();
        r.output().lines().filter(l -> l.startsWith("SITE\t")).map(RealVerdict::parse)
                .forEach(v -> sites.put(v.id(), v));
        return new Probe(Long.parseLong(f.get("wallMs")), Long.parseLong(f.get("peakHeapMb")), sites);
    }

    private static Set<String> classNames(List<Path> jars) {
        Set<String> out = new HashSet<>();
        for (Path jar : jars) {
            try (JarFile jf = new JarFile(jar.toFile())) {
                jf.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class"))
                        .forEach(n -> out.add(n.substring(0, n.length() - ".class".length())));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** The site's line with its package ({@code org/h2/mvstore/FileStore.java:165}): jars share file names. */
    private static String where(String id, RealVerdict got) {
        if (got == null) {
            return id;
        }
        String cls = id.substring(0, id.indexOf('.'));
        int slash = cls.lastIndexOf('/');
        return (slash < 0 ? "" : cls.substring(0, slash + 1)) + got.location();
    }

    private static String shortCell(String s) {
        String t = cell(s);
        return t.length() > 90 ? t.substring(0, 90) + "..." : t;
    }

    private static String label(Outcome o, RealProgram.AuditedSite truth) {
        String s = o.name().toLowerCase().replace('_', ' ');
        return o == Outcome.FALSELY_UNREACHED && truth.gap() != null ? s + " (known gap)" : s;
    }

    private static int n(Map<Outcome, Integer> m, Outcome o) {
        return m.getOrDefault(o, 0);
    }

    private static String cell(String s) {
        String t = s.replace('|', '/');
        return t.length() > 160 ? t.substring(0, 160) + "..." : t;
    }
}
