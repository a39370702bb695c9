package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.AnalysisResult;
import dev.tempered.manifest.Site;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The verdict table: every example analysed in application mode, each manifest site matched with the
 * {@code // expect:} marker on its line. Fails on any wrong verdict, missed marker or site without a marker.
 */
class VerdictTableTest {
    static final Path TABLE = Path.of("target/verdict-table.md");
    /**
     * Share of markers the analysis must get exactly as a reader does. Asserted only with
     * {@code -Dtempered.assertExactShare=true} until the engine reaches it; wrong and missed always fail.
     */
    static final double EXACT_SHARE_FLOOR = 0.80;

    @Test
    void verdictTable() throws Exception {
        List<String> rows = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Map<Verdicts.Kind, Integer> totals = new EnumMap<>(Verdicts.Kind.class);
        int markers = 0;
        for (String example : Examples.names()) {
            AnalysisResult r = ExampleAnalysis.analyze(example);
            List<Site> sites = new ArrayList<>(r.manifest().sites().stream()
                    .filter(s -> Site.KIND_QUEUE.equals(s.kind()))
                    .filter(s -> s.className().startsWith(Examples.internalPackage(example))).toList());
            for (Examples.Marker m : Examples.markers(example)) {
                markers++;
                Site got = sites.stream().filter(s -> m.file().equals(s.source().file())
                        && s.source().line() == m.line()).findFirst().orElse(null);
                sites.remove(got);
                Verdicts.Kind kind = Verdicts.classify(m.expected(), got);
                totals.merge(kind, 1, Integer::sum);
                String gotText = got == null ? "(no site)" : Verdicts.describe(got);
                rows.add("| " + example + " | " + m.file() + ":" + m.line() + " | " + m.queueType() + " | "
                        + m.expected() + " | " + gotText + " | " + kind.name().toLowerCase() + " | "
                        + (got == null ? "" : String.join("; ", got.reasons()).replace('|', '/')) + " |");
                if (kind == Verdicts.Kind.WRONG || kind == Verdicts.Kind.MISSED) {
                    problems.add(kind + ": " + example + " " + m.file() + ":" + m.line() + " expected "
                            + m.expected() + ", got " + gotText + (got == null ? "" : " reasons " + got.reasons()));
                }
            }
            for (Site s : sites) {
                problems.add("UNMARKED: " + example + " site " + s.id() + " at " + s.source().display()
                        + " matches no marker: " + Verdicts.describe(s));
            }
        }
        int exact = totals.getOrDefault(Verdicts.Kind.EXACT, 0);
        double share = markers == 0 ? 0 : (double) exact / markers;
        StringBuilder md = new StringBuilder();
        md.append("| example | line | queue | expected | got (producers, consumers, confidence, implementation) | class | reasons |\n");
        md.append("| --- | --- | --- | --- | --- | --- | --- |\n");
        rows.forEach(row -> md.append(row).append('\n'));
        md.append('\n').append("Totals over ").append(markers).append(" marked sites in ")
                .append(Examples.names().size()).append(" examples: ");
        for (Verdicts.Kind k : Verdicts.Kind.values()) {
            md.append(k.name().toLowerCase()).append(' ').append(totals.getOrDefault(k, 0)).append(", ");
        }
        md.append(String.format("exact share %.1f%%.%n", share * 100));
        Files.createDirectories(TABLE.getParent());
        Files.writeString(TABLE, md, StandardCharsets.UTF_8);
        System.out.println(md);
        problems.forEach(p -> System.out.println("PROBLEM " + p));
        assertTrue(markers >= 30, "expected at least 30 marked sites, found " + markers);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        if (Boolean.getBoolean("tempered.assertExactShare")) {
            assertTrue(share >= EXACT_SHARE_FLOOR, String.format("exact share %.1f%% is under %.0f%%",
                    share * 100, EXACT_SHARE_FLOOR * 100));
        } else if (share < EXACT_SHARE_FLOOR) {
            System.out.printf("NOTE exact share %.1f%% is under the %.0f%% floor (not asserted yet)%n",
                    share * 100, EXACT_SHARE_FLOOR * 100);
        }
    }
}
