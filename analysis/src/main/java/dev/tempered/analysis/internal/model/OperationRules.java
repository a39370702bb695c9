package dev.tempered.analysis.internal.model;

import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Topology;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Which queue methods count as producing, as consuming, and which each runtime form honours: the table of
 * {@code docs/runtime-operations.md}, row for row (a test compares the two). Operations are named by method name,
 * except {@code remove(Object)} (unlike {@code remove()}), {@code Iterator.remove()} on a queue's iterator, and the
 * timed overloads ({@code poll(timed)} for {@code poll(long, TimeUnit)}): a timed call waits, the untimed one does
 * not, and the rewriter tells the runtime when no operation of a site waits (design note waiting). Otherwise overloads
 * of one name behave alike in every form.
 *
 * <p>Side counting is form-independent and errs towards more threads: {@code peek}, {@code element},
 * {@code peekFirst} and {@code getFirst} are consumer operations in the ring and single-consumer forms and free
 * ({@code any}) in the others, so they always count as consumers (counting a thread too many is safe, too few is
 * not). An operation the table does not list is refused by every specialised form, except the identity methods of
 * {@code Object}, which no substitute changes.
 */
public final class OperationRules {
    /** A column of the runtime table. */
    public enum Form { RING, SEGMENTED_SC, SEGMENTED_SP, SEGMENTED_GENERAL }

    /** A cell of the runtime table. */
    enum Cell { ANY, WEAK, PRODUCER, CONSUMER, UNSUPPORTED }

    private static final Map<String, Cell[]> TABLE = new HashMap<>();

    private static final Set<String> OBJECT_IDENTITY = Set.of("equals", "hashCode", "wait", "notify", "notifyAll");

    static {
        Cell p = Cell.PRODUCER;
        Cell c = Cell.CONSUMER;
        Cell w = Cell.WEAK;
        Cell a = Cell.ANY;
        Cell u = Cell.UNSUPPORTED;
        for (String op : new String[] {"offer", "put", "add", "addAll", "addLast", "offerLast", "putLast"}) {
            row(op, p, p, p, p);
        }
        for (String op : new String[] {"poll", "take", "remove", "drainTo", "clear", "pollFirst", "takeFirst",
                "removeFirst", "pop"}) {
            row(op, c, c, c, c);
        }
        for (String op : new String[] {"peek", "element", "peekFirst", "getFirst"}) {
            row(op, c, c, a, a);
        }
        for (String op : new String[] {"size", "isEmpty", "remainingCapacity", "contains", "containsAll",
                "iterator", "spliterator", "stream", "parallelStream", "forEach", "toArray", "toString",
                "writeReplace", "hasWaitingConsumer", "getWaitingConsumerCount", "descendingIterator"}) {
            row(op, w, w, w, w);
        }
        // removal: the ring's consumer compacts its own stretch (issue 35); the other forms cannot
        for (String op : new String[] {"remove(Object)", "removeAll", "retainAll", "removeIf", "Iterator.remove()",
                "removeFirstOccurrence", "removeLastOccurrence"}) {
            row(op, c, u, u, u);
        }
        for (String op : new String[] {"transfer", "tryTransfer", "addFirst", "offerFirst", "putFirst", "push",
                "pollLast", "takeLast", "removeLast", "getLast", "peekLast", "reversed"}) {
            row(op, u, u, u, u);
        }
    }

    private static void row(String op, Cell ring, Cell sc, Cell sp, Cell general) {
        TABLE.put(op, new Cell[] {ring, sc, sp, general});
    }

    private OperationRules() {
    }

    /**
     * The operation name recorded for a call: the method name, except {@code remove(Object)} and the timed overloads
     * (a {@code TimeUnit} parameter: {@code offer(timed)}, {@code poll(timed)}...), whose meaning differs from the
     * other overloads of their name.
     */
    public static String operationName(String name, String desc) {
        if (name.equals("remove") && !desc.startsWith("()")) {
            return "remove(Object)";
        }
        if (desc.contains(TIME_UNIT)) {
            return name + TIMED;
        }
        return name;
    }

    private static final String TIME_UNIT = "Ljava/util/concurrent/TimeUnit;";
    /** What {@link #operationName} appends to the name of a timed overload. */
    public static final String TIMED = "(timed)";

    /**
     * The name a timed overload is classified under: the untimed one. A call with a timeout is on the same side, and
     * served by the same forms, as the call without; only whether it waits differs, which is why it is recorded apart.
     */
    private static String untimed(String op) {
        return op.endsWith(TIMED) ? op.substring(0, op.length() - TIMED.length()) : op;
    }

    /** The name recorded for {@code remove()} called on an iterator of a queue. */
    public static final String ITERATOR_REMOVE = "Iterator.remove()";

    /** The cell of {@code op} in {@code form}'s column, or null when the table does not list the operation. */
    static Cell cell(Form form, String op) {
        Cell[] r = TABLE.get(untimed(op));
        return r == null ? null : r[form.ordinal()];
    }

    /** True when some form's column makes {@code op} a producer operation. */
    public static boolean isProducer(String op) {
        op = untimed(op);
        return anyColumn(op, Cell.PRODUCER) || UNSUPPORTED_INSERTS.contains(op) || LIBRARY_INSERTS.contains(op)
                || unlisted(op);
    }

    /** JCTools' {@code MessagePassingQueue} insertions and removals, on queues of an analysed library. */
    private static final Set<String> LIBRARY_INSERTS = Set.of("relaxedOffer", "fill");
    private static final Set<String> LIBRARY_REMOVALS = Set.of("relaxedPoll", "relaxedPeek", "drain");

    /**
     * Any other operation the table does not list, on a queue of an analysed library: it may insert or remove,
     * so its thread counts on both sides (too many is safe; before, such a thread was counted on neither).
     */
    private static boolean unlisted(String op) {
        return !TABLE.containsKey(op) && !LIBRARY_INSERTS.contains(op) && !LIBRARY_REMOVALS.contains(op)
                && !OBJECT_IDENTITY.contains(op) && !op.equals("getClass");
    }

    /** Insertions no specialised form supports: they still add elements in the general form, so they produce. */
    private static final Set<String> UNSUPPORTED_INSERTS = Set.of("addFirst", "offerFirst", "putFirst", "push",
            "transfer", "tryTransfer");

    /**
     * True when some form's column makes {@code op} a consumer operation; also for the removals no specialised form
     * supports, which take elements out in the general form.
     */
    public static boolean isConsumer(String op) {
        op = untimed(op);
        return anyColumn(op, Cell.CONSUMER) || LIBRARY_REMOVALS.contains(op) || unlisted(op)
                || op.equals("remove(Object)") || op.equals("removeIf")
                || op.equals("removeAll") || op.equals("retainAll") || op.equals(ITERATOR_REMOVE)
                || op.equals("pollLast") || op.equals("takeLast") || op.equals("removeLast")
                || op.equals("removeFirstOccurrence") || op.equals("removeLastOccurrence") || op.equals("getLast")
                || op.equals("peekLast");
    }

    private static boolean anyColumn(String op, Cell want) {
        Cell[] r = TABLE.get(op);
        if (r == null) {
            return false;
        }
        for (Cell x : r) {
            if (x == want) {
                return true;
            }
        }
        return false;
    }

    /** The table column the rewriter's spec selects for an implementation and the proved topology, or null. */
    public static Form form(Implementation impl, Topology topology) {
        return switch (impl) {
            case RING -> Form.RING;
            case SEGMENTED -> topology == Topology.SPMC ? Form.SEGMENTED_SP : Form.SEGMENTED_SC;
            case SEGMENTED_GENERAL -> Form.SEGMENTED_GENERAL;
            default -> null;
        };
    }

    /** True when the form chosen by {@code impl} and {@code topology} honours {@code op}. */
    public static boolean supports(Implementation impl, Topology topology, String op) {
        Form f = form(impl, topology);
        if (f == null) {
            return true; // general (the JDK's own) and work-stealing (overrides every method) honour everything
        }
        if (OBJECT_IDENTITY.contains(op)) {
            return true;
        }
        Cell cell = cell(f, op);
        return cell != null && cell != Cell.UNSUPPORTED;
    }

    /** {@link #supports(Implementation, Topology, String)} for the single-consumer reading of segmented. */
    public static boolean supports(Implementation form, String op) {
        return supports(form, Topology.MPSC, op);
    }
}
