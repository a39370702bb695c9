package dev.tempered.manifest;

import java.util.List;
import java.util.Objects;

/**
 * One queue allocation site (or, with {@code kind == "pool"}, one thread-pool factory call) and its verdict.
 *
 * <p>A site is found again in class bytes by {@code (className, method, descriptor, queueType, ordinal)} and
 * checked by {@code constructor}; {@code ordinal} counts the {@code NEW} instructions in the method whose type
 * is one of {@link QueueTypes#TRACKED}, in instruction order, from 0. {@code source} is for people only.
 *
 * @param kind        {@code queue} or {@code pool}
 * @param capacity    the constant capacity passed to the constructor, when the analysis saw one (else null)
 * @param operations  the queue methods the program calls on it, sorted, e.g. {@code offer}, {@code poll}
 * @param reasons     why the verdict is conservative or refused, one sentence each (empty when exact)
 * @param declared    a topology the program declares for this queue, or null
 * @param blocker     for a refused site, the root construct that refused it; else null
 * @param origin      {@link #ORIGIN_DEPENDENCY} for a site in a class-path jar (application mode), else null: a
 *                    site of the analysed inputs
 */
public record Site(String id, String kind, String className, String method, String descriptor, int ordinal,
                   SourceLocation source, ClassBytes classBytes, String queueType, String constructor,
                   Integer capacity, Side producers, Side consumers, List<String> operations, Topology topology,
                   Confidence confidence, List<String> reasons, Implementation implementation, Declared declared,
                   Blocker blocker, String origin) {

    public static final String KIND_QUEUE = "queue";
    public static final String KIND_POOL = "pool";
    /** {@link #origin()} of a site in a dependency jar ({@code --class-path}). */
    public static final String ORIGIN_DEPENDENCY = "dependency";

    /** A site of the inputs with no blocker recorded. */
    public Site(String id, String kind, String className, String method, String descriptor, int ordinal,
                SourceLocation source, ClassBytes classBytes, String queueType, String constructor,
                Integer capacity, Side producers, Side consumers, List<String> operations, Topology topology,
                Confidence confidence, List<String> reasons, Implementation implementation, Declared declared) {
        this(id, kind, className, method, descriptor, ordinal, source, classBytes, queueType, constructor, capacity,
                producers, consumers, operations, topology, confidence, reasons, implementation, declared, null, null);
    }

    /** This site with {@code b} as its blocker. */
    public Site withBlocker(Blocker b) {
        return new Site(id, kind, className, method, descriptor, ordinal, source, classBytes, queueType, constructor,
                capacity, producers, consumers, operations, topology, confidence, reasons, implementation, declared, b,
                origin);
    }

    /** This site with {@code o} as its origin ({@link #ORIGIN_DEPENDENCY} or null). */
    public Site withOrigin(String o) {
        return new Site(id, kind, className, method, descriptor, ordinal, source, classBytes, queueType, constructor,
                capacity, producers, consumers, operations, topology, confidence, reasons, implementation, declared,
                blocker, o);
    }

    /** True for a site in a dependency jar. */
    public boolean inDependency() {
        return ORIGIN_DEPENDENCY.equals(origin);
    }

    public Site {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(classBytes, "classBytes");
        Objects.requireNonNull(queueType, "queueType");
        Objects.requireNonNull(constructor, "constructor");
        Objects.requireNonNull(producers, "producers");
        Objects.requireNonNull(consumers, "consumers");
        Objects.requireNonNull(topology, "topology");
        Objects.requireNonNull(confidence, "confidence");
        Objects.requireNonNull(implementation, "implementation");
        operations = operations == null ? List.of() : List.copyOf(operations);
        reasons = reasons == null ? List.of() : List.copyOf(reasons);
    }

    /** {@code internal/ClassName.method(descriptor)#ordinal}, the format the brief fixes. */
    public static String idOf(String className, String method, String descriptor, int ordinal) {
        return className + "." + method + descriptor + "#" + ordinal;
    }

    /**
     * {@code internal/ClassName.method(descriptor)#p<ordinal>}: a pool site, where the ordinal counts the
     * {@code INVOKESTATIC java/util/concurrent/Executors} instructions of the method, in instruction order, from 0.
     */
    public static String idOfPool(String className, String method, String descriptor, int ordinal) {
        return className + "." + method + descriptor + "#p" + ordinal;
    }

    /** {@code LinkedBlockingQueue} from {@code java/util/concurrent/LinkedBlockingQueue}. */
    public String queueSimpleName() {
        return queueType.substring(queueType.lastIndexOf('/') + 1);
    }

    /** True when the rewriter should touch this site at all. */
    public boolean isSpecialized() {
        return implementation != Implementation.GENERAL;
    }
}
