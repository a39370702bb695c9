package dev.tempered.benchmarks.eval;

import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.Queue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Function;
import org.agrona.concurrent.ManyToOneConcurrentArrayQueue;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;
import org.jctools.queues.varhandle.MpmcVarHandleArrayQueue;
import org.jctools.queues.varhandle.MpscVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpmcVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * The queues the eval workloads compare, named by the JMH {@code variant} parameter. The prefix is the baseline:
 * {@code B0} the program as written (a {@link LinkedBlockingQueue}), {@code B1} a general library queue, {@code B2}
 * the expert's queue for the topology used directly, {@code B3} the program with the Tempered substitute written
 * in its source, constructed exactly as the rewriter constructs it (substitute class + spec). Every variant is
 * bounded at the capacity the workload asks for (a power of two, so the rings are exactly that size).
 * <p>
 * A topology-specific variant (ring, one-to-one, Spsc, Mpsc, Spmc) is only valid for the topology in its name;
 * {@link #make} refuses a mismatch rather than run an unsafe queue.
 */
public enum Variant {
    B0_LBQ("B0-LBQ", "*", c -> new LinkedBlockingQueue<>(c)),
    B1_JCT_MPMC("B1-JCT-MpmcArray", "*", c -> new MpmcVarHandleArrayQueue<>(c)),
    B1_AGRONA_M2O("B1-Agrona-ManyToOne", "spsc mpsc", c -> new ManyToOneConcurrentArrayQueue<>(c)),
    B2_JCT_SPSC("B2-JCT-SpscArray", "spsc", c -> new SpscVarHandleArrayQueue<>(c)),
    B2_AGRONA_O2O("B2-Agrona-OneToOne", "spsc", c -> new OneToOneConcurrentArrayQueue<>(c)),
    B2_JCT_MPSC("B2-JCT-MpscArray", "spsc mpsc", c -> new MpscVarHandleArrayQueue<>(c)),
    B2_JCT_SPMC("B2-JCT-SpmcArray", "spsc spmc", c -> new SpmcVarHandleArrayQueue<>(c)),
    B3_RING("B3-Tempered-ring", "spsc", c -> tempered(c, "ring", "spsc")),
    B3_SEG_MPSC("B3-Tempered-segmented-mpsc", "spsc mpsc", c -> tempered(c, "segmented", "mpsc")),
    B3_SEG_SPMC("B3-Tempered-segmented-spmc", "spsc spmc", c -> tempered(c, "segmented", "spmc")),
    B3_RING_CHECKS("B3-Tempered-ring-checks", "spsc", c -> tempered(c, "ring", "spsc", "throw"));

    private final String param;
    private final String topologies;
    private final Function<Integer, Queue<Object>> make;

    Variant(String param, String topologies, Function<Integer, Queue<Object>> make) {
        this.param = param;
        this.topologies = topologies;
        this.make = make;
    }

    public String param() {
        return param;
    }

    public static Variant of(String param) {
        for (Variant v : values()) {
            if (v.param.equals(param)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown variant " + param);
    }

    /** A channel over a fresh queue of this variant, for a workload whose queue has the given topology. */
    public Channel make(int capacity, String topology) {
        if (!"*".equals(topologies) && !(" " + topologies + " ").contains(" " + topology + " ")) {
            throw new IllegalArgumentException(param + " is not safe for topology " + topology);
        }
        return Channel.of(make.apply(capacity));
    }

    static Queue<Object> tempered(int capacity, String form, String topology) {
        return tempered(capacity, form, topology, "off");
    }

    /** The spec the rewriter writes for a proven site of this topology. */
    static Queue<Object> tempered(int capacity, String form, String topology, String checks) {
        String spec = "v1|form=" + form + "|checks=" + checks + "|topology=" + topology
                + "|at=Eval.java:1|site=dev/tempered/benchmarks/eval/Eval.run()V#0";
        return new TemperedLinkedBlockingQueue<>(capacity, spec);
    }
}
