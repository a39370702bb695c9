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
 * Naming, which {@code benchmarks/summarize.py} relies on: a JDK original as written (B0) is its
 * short name ({@code LBQ}, {@code ABQ}, {@code CLQ}, {@code LTQ}, {@code LBD}) with {@code :1024} when bounded ({@code :1000}
 * for the capacity that is not a power of two);
 * a Tempered substitute is {@code T-} + the original's name + {@code :off} or {@code :throw} (its
 * contract checks); JCTools used directly (B2) starts with {@code JCT-}. {@code TQ-} is a Tempered substitute as the
 * rewriter makes it for a site where no operation waits (spec {@code waits=none}, decision 0037): the spin and
 * one-thread hand-overs, which only offer and poll, are such sites; {@code T-} is the same substitute with the
 * wake-up test, as at a site that also calls put or take. {@code FWD:1024} is a control: a class that only forwards
 * offer and poll to JCTools' ring, the price of one delegation and nothing else; {@code FWDP:1024} is the same with
 * its field typed and padded, so that no type check and no neighbour's writes are in the figure.
 */
enum Subject {
    LBQ_BOUNDED("LBQ:1024", () -> new LinkedBlockingQueue<>(Subject.CAPACITY)),
    ABQ("ABQ:1024", () -> new ArrayBlockingQueue<>(Subject.CAPACITY)),
    T_ABQ_OFF("T-ABQ:1024:off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, spec("off"))),
    T_ABQ_THROW("T-ABQ:1024:throw", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, spec("throw"))),
    T_ABQ_LOG("T-ABQ:1024:log", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, spec("log"))),
    T_ABQ_STRICT("T-ABQ:1024:strict-throw", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, spec("strict-throw"))),
    /** the same class with the other forms' storage: a JVM that runs them too sees several storage types */
    T_ABQ_SC_OFF("T-ABQ:1024:sc-off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY,
            spec("segmented", "mpsc", "off"))),
    T_ABQ_SP_OFF("T-ABQ:1024:sp-off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY,
            spec("segmented", "spmc", "off"))),
    /** the single-consumer form where no operation waits: its many-producer signal is a full fence per offer */
    TQ_ABQ_SC_OFF("TQ-ABQ:1024:sc-off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY,
            quiet("segmented", "mpsc", "off"))),
    T_LBQ_BOUNDED_OFF("T-LBQ:1024:off", () -> new TemperedLinkedBlockingQueue<>(Subject.CAPACITY, spec("off"))),
    T_LBQ_BOUNDED_THROW("T-LBQ:1024:throw", () -> new TemperedLinkedBlockingQueue<>(Subject.CAPACITY, spec("throw"))),
    TQ_LBQ_BOUNDED_OFF("TQ-LBQ:1024:off", () -> new TemperedLinkedBlockingQueue<>(Subject.CAPACITY, quiet("off"))),
    TQ_LBQ_BOUNDED_THROW("TQ-LBQ:1024:throw", () -> new TemperedLinkedBlockingQueue<>(Subject.CAPACITY, quiet("throw"))),
    T_LBQ_1000_OFF("T-LBQ:1000:off", () -> new TemperedLinkedBlockingQueue<>(1000, spec("off"))),
    T_LBD_BOUNDED_OFF("T-LBD:1024:off", () -> new TemperedLinkedBlockingDeque<>(Subject.CAPACITY, spec("off"))),
    TQ_ABQ_OFF("TQ-ABQ:1024:off", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, quiet("off"))),
    TQ_ABQ_THROW("TQ-ABQ:1024:throw", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, quiet("throw"))),
    TQ_ABQ_STRICT("TQ-ABQ:1024:strict-throw", () -> new TemperedArrayBlockingQueue<>(Subject.CAPACITY, quiet("strict-throw"))),
    /** a quiet ring whose capacity is not a power of two: inline on an array of 1024 (decision 0040) */
    TQ_ABQ_1000_OFF("TQ-ABQ:1000:off", () -> new TemperedArrayBlockingQueue<>(1000, quiet("off"))),
    TQ_ABQ_1000_THROW("TQ-ABQ:1000:throw", () -> new TemperedArrayBlockingQueue<>(1000, quiet("throw"))),
    ABQ_1000("ABQ:1000", () -> new ArrayBlockingQueue<>(1000)),
    /** the same capacity at a site where a thread may wait: the core's ring, with signals */
    T_ABQ_1000_OFF("T-ABQ:1000:off", () -> new TemperedArrayBlockingQueue<>(1000, spec("off"))),
    FWD("FWD:1024", () -> new InterleavedHotPath.Forwarding<>(new SpscVarHandleArrayQueue<>(Subject.CAPACITY))),
    FWDP("FWDP:1024", () -> new InterleavedHotPath.PaddedForwarding<>(Subject.CAPACITY)),
    JCT_SPSC_ARRAY("JCT-SpscArray:1024", () -> new SpscVarHandleArrayQueue<>(Subject.CAPACITY)),

    LBQ("LBQ", LinkedBlockingQueue::new),
    CLQ("CLQ", ConcurrentLinkedQueue::new),
    LTQ("LTQ", LinkedTransferQueue::new),
    LBD("LBD", LinkedBlockingDeque::new),
    T_LBQ_OFF("T-LBQ:off", () -> new TemperedLinkedBlockingQueue<>(spec("off"))),
    T_LBQ_THROW("T-LBQ:throw", () -> new TemperedLinkedBlockingQueue<>(spec("throw"))),
    T_LBQ_STRICT("T-LBQ:strict-throw", () -> new TemperedLinkedBlockingQueue<>(spec("strict-throw"))),
    TQ_LBQ_OFF("TQ-LBQ:off", () -> new TemperedLinkedBlockingQueue<>(quiet("off"))),
    TQ_LBQ_THROW("TQ-LBQ:throw", () -> new TemperedLinkedBlockingQueue<>(quiet("throw"))),
    /** the unbounded single-producer segmented form (the runtime's own SPMC linked queue) */
    T_LBQ_SP_OFF("T-LBQ:sp-off", () -> new TemperedLinkedBlockingQueue<>(spec("segmented", "spmc", "off"))),
    /** the unbounded single-consumer segmented form (JCTools' MPSC linked array) */
    T_LBQ_SC_OFF("T-LBQ:sc-off", () -> new TemperedLinkedBlockingQueue<>(spec("segmented", "mpsc", "off"))),
    TQ_LBQ_SC_OFF("TQ-LBQ:sc-off", () -> new TemperedLinkedBlockingQueue<>(quiet("segmented", "mpsc", "off"))),
    T_CLQ_OFF("T-CLQ:off", () -> new TemperedConcurrentLinkedQueue<>(spec("off"))),
    T_CLQ_THROW("T-CLQ:throw", () -> new TemperedConcurrentLinkedQueue<>(spec("throw"))),
    T_LTQ_OFF("T-LTQ:off", () -> new TemperedLinkedTransferQueue<>(spec("off"))),
    T_LTQ_THROW("T-LTQ:throw", () -> new TemperedLinkedTransferQueue<>(spec("throw"))),
    T_LBD_OFF("T-LBD:off", () -> new TemperedLinkedBlockingDeque<>(spec("off"))),
    T_LBD_THROW("T-LBD:throw", () -> new TemperedLinkedBlockingDeque<>(spec("throw"))),
    TQ_LTQ_OFF("TQ-LTQ:off", () -> new TemperedLinkedTransferQueue<>(quiet("off"))),
    TQ_LBD_OFF("TQ-LBD:off", () -> new TemperedLinkedBlockingDeque<>(quiet("off"))),
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
