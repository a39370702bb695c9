package dev.tempered.analysis.internal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Topology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** OperationRules against the runtime's own table, docs/runtime-operations.md, row by row. */
class OperationRulesTest {
    private static final Path DOC = Path.of("..", "docs", "runtime-operations.md");

    /** {@code LinkedBlockingDeque.pollFirst(long,TimeUnit)} -> {@code pollFirst(timed)}; keeps the two removes apart. */
    static String opName(String cell) {
        String op = cell.replace("`", "").replaceAll("\\s*\\(serialization\\)", "").trim();
        if (op.startsWith("Iterator.")) {
            return OperationRules.ITERATOR_REMOVE;
        }
        int dot = op.indexOf('.');
        if (dot > 0 && dot < op.indexOf('(') && Character.isUpperCase(op.charAt(0))) {
            op = op.substring(dot + 1);
        }
        String name = op.substring(0, op.indexOf('('));
        boolean noArgs = op.endsWith("()");
        if (op.contains("TimeUnit")) {
            return name + OperationRules.TIMED;
        }
        return name.equals("remove") && !noArgs ? "remove(Object)" : name;
    }

    private static List<String[]> rows() throws Exception {
        List<String> lines = Files.readAllLines(DOC);
        int header = lines.indexOf("| operation | general | ring | segmented-sc | segmented-sp | segmented-general |");
        assertTrue(header >= 0, "the machine-readable header of " + DOC + " changed");
        List<String[]> out = new ArrayList<>();
        for (int i = header + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String[] cells = lines.get(i).split("\\|");
            String[] r = new String[6];
            for (int k = 0; k < 6; k++) {
                r[k] = cells[k + 1].trim();
            }
            out.add(r);
        }
        return out;
    }

    @Test
    void everyRowOfTheRuntimeTableMatches() throws Exception {
        List<String[]> rows = rows();
        assertTrue(rows.size() > 40, "read " + rows.size() + " rows");
        OperationRules.Form[] forms = OperationRules.Form.values(); // ring, sc, sp, general: doc columns 2..5
        for (String[] r : rows) {
            String op = opName(r[0]);
            for (int k = 0; k < forms.length; k++) {
                String want = r[k + 2].toLowerCase(Locale.ROOT);
                OperationRules.Cell got = OperationRules.cell(forms[k], op);
                assertEquals(want, got == null ? "missing" : got.name().toLowerCase(Locale.ROOT),
                        r[0] + " in " + forms[k]);
            }
        }
    }

    /**
     * Issue 35: every removal operation is a consumer-side operation of the single-consumer forms (ring, segmented-sc)
     * in the runtime's table and in the rules the analysis reads, so a site is never refused for one of them there.
     */
    @Test
    void noRemovalIsUnsupportedInTheSingleConsumerForms() throws Exception {
        List<String> removals = List.of("remove(Object)", "removeAll", "retainAll", "removeIf",
                OperationRules.ITERATOR_REMOVE, "removeFirstOccurrence", "removeLastOccurrence");
        List<String> seen = new ArrayList<>();
        for (String[] r : rows()) {
            String op = opName(r[0]);
            if (removals.contains(op)) {
                seen.add(op);
                assertEquals("consumer", r[2], r[0] + " in the ring column");
                assertEquals("consumer", r[3], r[0] + " in the segmented-sc column");
                assertTrue(OperationRules.supports(Implementation.RING, Topology.SPSC, op), op);
                assertTrue(OperationRules.supports(Implementation.SEGMENTED, Topology.MPSC, op), op);
                assertTrue(OperationRules.isConsumer(op), op);
            }
        }
        assertEquals(removals.size(), seen.size(), "rows found: " + seen);
    }

    @Test
    void sidesCountEveryThreadTheStrictestColumnCounts() throws Exception {
        for (String[] r : rows()) {
            String op = opName(r[0]);
            String all = String.join(" ", r[2], r[3], r[4], r[5]);
            if (all.contains("producer")) {
                assertTrue(OperationRules.isProducer(op), r[0]);
            }
            if (all.contains("consumer")) {
                assertTrue(OperationRules.isConsumer(op), r[0]);
            }
        }
    }

    @Test
    void insertionsNoFormSupportsStillCountAsProducers() {
        // a deque filled only by push() has a producer: missing it would claim fewer threads than run
        for (String op : List.of("push", "addFirst", "offerFirst", "offerFirst(timed)", "putFirst", "transfer",
                "tryTransfer", "tryTransfer(timed)")) {
            assertTrue(OperationRules.isProducer(op), op);
        }
        assertTrue(OperationRules.isConsumer("pollLast(timed)"));
        assertFalse(OperationRules.isProducer("size"));
    }

    @Test
    void timedOverloadsAreNamedApartFromTheOthersOfTheirName() {
        // a timed call waits and the untimed one does not: the rewriter's waits=none rests on telling them apart
        assertEquals("poll(timed)", OperationRules.operationName("poll", "(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;"));
        assertEquals("poll", OperationRules.operationName("poll", "()Ljava/lang/Object;"));
        assertEquals("offer(timed)",
                OperationRules.operationName("offer", "(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z"));
        assertEquals("offer", OperationRules.operationName("offer", "(Ljava/lang/Object;)Z"));
        assertEquals("remove(Object)", OperationRules.operationName("remove", "(Ljava/lang/Object;)Z"));
        assertTrue(OperationRules.supports(Implementation.RING, Topology.SPSC, "poll(timed)"));
        assertFalse(OperationRules.supports(Implementation.SEGMENTED, Topology.MPSC, "pollLast(timed)"));
    }

    @Test
    void chosenFormRefusesWhatItCannotHonour() {
        assertTrue(OperationRules.supports(Implementation.RING, Topology.SPSC, "remove(Object)"));
        assertTrue(OperationRules.isConsumer("remove(Object)"));
        assertTrue(OperationRules.supports(Implementation.SEGMENTED, Topology.MPSC, "remove(Object)"));
        assertTrue(OperationRules.supports(Implementation.SEGMENTED, Topology.MPSC, OperationRules.ITERATOR_REMOVE));
        assertFalse(OperationRules.supports(Implementation.SEGMENTED, Topology.SPMC, "remove(Object)"));
        assertFalse(OperationRules.supports(Implementation.SEGMENTED, Topology.SPMC, OperationRules.ITERATOR_REMOVE));
        assertFalse(OperationRules.supports(Implementation.RING, Topology.SPSC, "pollLast"));
        assertFalse(OperationRules.supports(Implementation.SEGMENTED, Topology.SPMC, "transfer"));
        assertFalse(OperationRules.supports(Implementation.RING, Topology.SPSC, "getClass"));
        assertTrue(OperationRules.supports(Implementation.RING, Topology.SPSC, "iterator"));
        assertTrue(OperationRules.supports(Implementation.SEGMENTED, Topology.SPMC, "peek"));
        assertTrue(OperationRules.supports(Implementation.RING, Topology.SPSC, "hashCode"));
        assertTrue(OperationRules.supports(Implementation.GENERAL, Topology.MPMC, "remove(Object)"));
    }
}
