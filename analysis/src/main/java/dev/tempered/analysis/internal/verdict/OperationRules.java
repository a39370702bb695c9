package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.Implementation;
import java.util.Set;

/**
 * Which queue methods count as producing, as consuming, and which a specialised form cannot honour. The one place
 * to update when the runtime documents more operations per form (docs/runtime-operations.md).
 */
public final class OperationRules {
    private static final Set<String> PRODUCER = Set.of("add", "offer", "put", "addAll", "addFirst", "addLast",
            "offerFirst", "offerLast", "putFirst", "putLast", "push", "transfer", "tryTransfer");

    private static final Set<String> CONSUMER = Set.of("poll", "take", "remove", "element", "peek", "drainTo",
            "clear", "pollFirst", "pollLast", "takeFirst", "takeLast", "removeFirst", "removeLast", "peekFirst",
            "peekLast", "getFirst", "getLast", "pop", "removeFirstOccurrence", "removeLastOccurrence", "removeIf",
            "removeAll", "retainAll");

    /** Not honoured by ring or segmented forms (until the runtime documents otherwise). */
    private static final Set<String> UNSUPPORTED_SPECIALISED = Set.of("iterator", "remove(Object)", "removeIf",
            "removeAll", "retainAll", "contains", "toArray", "forEach", "stream", "parallelStream", "spliterator",
            "addFirst", "offerFirst", "putFirst", "push", "pollLast", "takeLast", "removeLast", "peekLast",
            "getLast", "removeFirstOccurrence", "removeLastOccurrence", "descendingIterator", "pop", "transfer",
            "tryTransfer", "hasWaitingConsumer", "getWaitingConsumerCount");

    private OperationRules() {
    }

    /**
     * The operation name recorded for a call: the method name, except {@code remove(Object)} and the other
     * overloads whose meaning differs from the no-argument form.
     */
    public static String operationName(String name, String desc) {
        if (name.equals("remove") && !desc.startsWith("()")) {
            return "remove(Object)";
        }
        return name;
    }

    public static boolean isProducer(String op) {
        return PRODUCER.contains(op);
    }

    public static boolean isConsumer(String op) {
        return CONSUMER.contains(op) || op.equals("remove(Object)");
    }

    /** True when {@code form} can honour {@code op}; the general form honours everything. */
    public static boolean supports(Implementation form, String op) {
        if (form == Implementation.GENERAL) {
            return true;
        }
        return !UNSUPPORTED_SPECIALISED.contains(op);
    }
}
