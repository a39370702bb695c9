package dev.tempered.benchmarks;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedConcurrentLinkedQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingDeque;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedTransferQueue;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.function.Supplier;
import org.jctools.queues.varhandle.SpscUnboundedVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * The queues a hand-over benchmark can run, named by the JMH {@code subject} parameter.
 * <p>
 * Naming, which {@code benchmarks/scripts/summarize.py} relies on: a JDK original as written (B0) is its
 * short name ({@code LBQ}, {@code ABQ}, {@code CLQ}, {@code LTQ}, {@code LBD}) with {@code :1024} when bounded ({@code
 * :1000} for the capacity that is not a power of two);
 * a Tempered substitute is {@code T-} + the original's name + {@code :off} or {@code :throw} (its
 * contract checks); JCTools used directly (B2) starts with {@code JCT-}. {@code TQ-} is a Tempered substitute as the
 * rewriter makes it for a site where no operation waits (spec {@code waits=none}, design note waiting): the spin and
 * one-thread hand-overs, which only offer and poll, are such sites; {@code T-} is the same substitute with the
 * wake-up test, as at a site that also calls put or take. Both are made by the substitute's {@code allocate}, as the
 * rewriter's usual, in-place form does (design note rewrite-and-abi; the spec's copy, which allocate ignores, is null
 * here). {@code TC-} and {@code TCQ-} are the same sites made by the constructor form, which keeps the substitute's own
 * class and its per-call test of the site's kind (design note rewrite-and-abi). {@code FWD:1024} is a control: a class
 * that only forwards offer and poll to JCTools' ring, the price of one delegation and nothing else; {@code FWDP:1024}
 * is the same with its field typed and padded, so that no type check and no neighbour's writes are in the figure.
 */
enum Subject {
    LBQ_BOUNDED("LBQ:1024", () -> new LinkedBlockingQueue<>(Subject.CAPACITY)),
    ABQ("ABQ:1024", () -> new ArrayBlockingQueue<>(Subject.CAPACITY)),
    T_ABQ_OFF("T-ABQ:1024:off", () -> TemperedArrayBlockingQueue.allocate(spec("off"), null, Subject.CAPACITY)),
    T_ABQ_THROW("T-ABQ:1024:throw", () -> TemperedArrayBlockingQueue.allocate(spec("throw"), null, Subject.CAPACITY)),
    T_ABQ_STRICT("T-ABQ:1024:strict-throw", () -> TemperedArrayBlockingQueue.allocate(spec("strict-throw"), null, Subject.CAPACITY)),
    /** the same class with the other forms' storage: a JVM that runs them too sees several storage types */
    T_ABQ_SC_OFF("T-ABQ:1024:sc-off", () -> TemperedArrayBlockingQueue.allocate(spec("segmented", "mpsc", "off"), null, Subject.CAPACITY)),
    T_ABQ_SP_OFF("T-ABQ:1024:sp-off", () -> TemperedArrayBlockingQueue.allocate(spec("segmented", "spmc", "off"), null, Subject.CAPACITY)),
    /** the single-consumer form where no operation waits: its many-producer signal is a full fence per offer */
    TQ_ABQ_SC_OFF("TQ-ABQ:1024:sc-off", () -> TemperedArrayBlockingQueue.allocate(quiet("segmented", "mpsc", "off"), null, Subject.CAPACITY)),
    T_LBQ_BOUNDED_OFF("T-LBQ:1024:off", () -> TemperedLinkedBlockingQueue.allocate(spec("off"), null, Subject.CAPACITY)),
    T_LBQ_BOUNDED_THROW("T-LBQ:1024:throw", () -> TemperedLinkedBlockingQueue.allocate(spec("throw"), null, Subject.CAPACITY)),
    TQ_LBQ_BOUNDED_OFF("TQ-LBQ:1024:off", () -> TemperedLinkedBlockingQueue.allocate(quiet("off"), null, Subject.CAPACITY)),
    TQ_LBQ_BOUNDED_THROW("TQ-LBQ:1024:throw", () -> TemperedLinkedBlockingQueue.allocate(quiet("throw"), null, Subject.CAPACITY)),
    T_LBQ_1000_OFF("T-LBQ:1000:off", () -> TemperedLinkedBlockingQueue.allocate(spec("off"), null, 1000)),
    T_LBD_BOUNDED_OFF("T-LBD:1024:off", () -> TemperedLinkedBlockingDeque.allocate(spec("off"), null, Subject.CAPACITY)),
    TQ_LBD_BOUNDED_OFF("TQ-LBD:1024:off", () -> TemperedLinkedBlockingDeque.allocate(quiet("off"), null, Subject.CAPACITY)),
    TQ_LBD_BOUNDED_THROW("TQ-LBD:1024:throw", () -> TemperedLinkedBlockingDeque.allocate(quiet("throw"), null, Subject.CAPACITY)),
    TC_ABQ_OFF("TC-ABQ:1024:off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, spec("off"))),
    TCQ_ABQ_OFF("TCQ-ABQ:1024:off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, quiet("off"))),
    TCQ_LBQ_BOUNDED_OFF("TCQ-LBQ:1024:off", () -> new TemperedLinkedBlockingQueue<>(Subject.CAPACITY, quiet("off"))),
    TQ_ABQ_OFF("TQ-ABQ:1024:off", () -> TemperedArrayBlockingQueue.allocate(quiet("off"), null, Subject.CAPACITY)),
    TQ_ABQ_THROW("TQ-ABQ:1024:throw", () -> TemperedArrayBlockingQueue.allocate(quiet("throw"), null, Subject.CAPACITY)),
    TQ_ABQ_STRICT("TQ-ABQ:1024:strict-throw", () -> TemperedArrayBlockingQueue.allocate(quiet("strict-throw"), null, Subject.CAPACITY)),
    /** a quiet ring whose capacity is not a power of two: inline on an array of 1024 (design note rings) */
    TQ_ABQ_1000_OFF("TQ-ABQ:1000:off", () -> TemperedArrayBlockingQueue.allocate(quiet("off"), null, 1000)),
    TQ_ABQ_1000_THROW("TQ-ABQ:1000:throw", () -> TemperedArrayBlockingQueue.allocate(quiet("throw"), null, 1000)),
    ABQ_1000("ABQ:1000", () -> new ArrayBlockingQueue<>(1000)),
    /** the same capacity at a site where a thread may wait: the core's ring, with signals */
    T_ABQ_1000_OFF("T-ABQ:1000:off", () -> TemperedArrayBlockingQueue.allocate(spec("off"), null, 1000)),
    FWD("FWD:1024", () -> new InterleavedHotPath.Forwarding<>(new SpscVarHandleArrayQueue<>(Subject.CAPACITY))),
    FWDP("FWDP:1024", () -> new InterleavedHotPath.PaddedForwarding<>(Subject.CAPACITY)),
    JCT_SPSC_ARRAY("JCT-SpscArray:1024", () -> new SpscVarHandleArrayQueue<>(Subject.CAPACITY)),

    LBQ("LBQ", LinkedBlockingQueue::new),
    CLQ("CLQ", ConcurrentLinkedQueue::new),
    LTQ("LTQ", LinkedTransferQueue::new),
    LBD("LBD", LinkedBlockingDeque::new),
    T_LBQ_OFF("T-LBQ:off", () -> TemperedLinkedBlockingQueue.allocate(spec("off"), null)),
    T_LBQ_THROW("T-LBQ:throw", () -> TemperedLinkedBlockingQueue.allocate(spec("throw"), null)),
    T_LBQ_STRICT("T-LBQ:strict-throw", () -> TemperedLinkedBlockingQueue.allocate(spec("strict-throw"), null)),
    TQ_LBQ_OFF("TQ-LBQ:off", () -> TemperedLinkedBlockingQueue.allocate(quiet("off"), null)),
    TQ_LBQ_THROW("TQ-LBQ:throw", () -> TemperedLinkedBlockingQueue.allocate(quiet("throw"), null)),
    /** the unbounded single-producer segmented form (the runtime's own SPMC linked queue) */
    T_LBQ_SP_OFF("T-LBQ:sp-off", () -> TemperedLinkedBlockingQueue.allocate(spec("segmented", "spmc", "off"), null)),
    /** the unbounded single-consumer segmented form (JCTools' MPSC linked array) */
    T_LBQ_SC_OFF("T-LBQ:sc-off", () -> TemperedLinkedBlockingQueue.allocate(spec("segmented", "mpsc", "off"), null)),
    TQ_LBQ_SC_OFF("TQ-LBQ:sc-off", () -> TemperedLinkedBlockingQueue.allocate(quiet("segmented", "mpsc", "off"), null)),
    T_CLQ_OFF("T-CLQ:off", () -> TemperedConcurrentLinkedQueue.allocate(spec("off"), null)),
    T_CLQ_THROW("T-CLQ:throw", () -> TemperedConcurrentLinkedQueue.allocate(spec("throw"), null)),
    T_LTQ_OFF("T-LTQ:off", () -> TemperedLinkedTransferQueue.allocate(spec("off"), null)),
    T_LTQ_THROW("T-LTQ:throw", () -> TemperedLinkedTransferQueue.allocate(spec("throw"), null)),
    T_LBD_OFF("T-LBD:off", () -> TemperedLinkedBlockingDeque.allocate(spec("off"), null)),
    T_LBD_THROW("T-LBD:throw", () -> TemperedLinkedBlockingDeque.allocate(spec("throw"), null)),
    TQ_LTQ_OFF("TQ-LTQ:off", () -> TemperedLinkedTransferQueue.allocate(quiet("off"), null)),
    TQ_LBD_OFF("TQ-LBD:off", () -> TemperedLinkedBlockingDeque.allocate(quiet("off"), null)),
    JCT_SPSC_UNBOUNDED("JCT-SpscUnbounded", () -> new SpscUnboundedVarHandleArrayQueue<>(Subject.CHUNK));

    /** Bounded capacity: a power of two, so JCTools' ring is exactly this size too. */
    static final int CAPACITY = 1024;
    /** Chunk length of JCTools' unbounded ring used directly. */
    static final int CHUNK = 1024;

    private final String param;
    private final Supplier<Queue<Object>> make;

    Subject(String param, Supplier<Queue<Object>> make) {
        this.param = param;
        this.make = make;
    }

    Queue<Object> make() {
        return make.get();
    }

    static Subject of(String param) {
        for (Subject s : values()) {
            if (s.param.equals(param)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown subject " + param);
    }

    /** The spec the rewriter writes for a proven one-producer, one-consumer site. */
    private static String spec(String checks) {
        return spec("ring", "spsc", checks);
    }

    /** The spec the rewriter writes for a proven one-producer, one-consumer site whose operations never wait. */
    private static String quiet(String checks) {
        return quiet("ring", "spsc", checks);
    }

    private static String quiet(String form, String topology, String checks) {
        return "v1|form=" + form + "|checks=" + checks + "|topology=" + topology + "|waits=none|at=Handover.java:1"
                + "|site=dev/tempered/benchmarks/Handover.run()V#0";
    }

    private static String spec(String form, String topology, String checks) {
        return "v1|form=" + form + "|checks=" + checks + "|topology=" + topology + "|at=Handover.java:1"
                + "|site=dev/tempered/benchmarks/Handover.run()V#0";
    }
}
