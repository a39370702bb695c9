package dev.tempered.benchmarks.eval;

import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.Queue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Function;
import java.util.function.Supplier;
import org.agrona.concurrent.ManyToOneConcurrentArrayQueue;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;
import org.jctools.queues.varhandle.MpmcVarHandleArrayQueue;
import org.jctools.queues.varhandle.MpscVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpmcVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpscUnboundedVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * The queues the eval workloads compare, named by the JMH {@code variant} parameter. The prefix is the baseline:
 * {@code B0} the program as written (a {@link LinkedBlockingQueue}), {@code B1} a general library queue, {@code B2}
 * the expert's queue for the topology used directly, {@code B3} the program with the Tempered substitute written
 * in its source, constructed exactly as the rewriter constructs it (substitute class + spec). Every variant is
 * bounded at the capacity the workload asks for (a power of two, so the rings are exactly that size).
 * {@link #makeUnbounded} builds the unbounded form of the queue where a variant has one (B0, the JCTools SPSC
 * B2 and the ring B3; W1x uses it).
 * <p>
 * A topology-specific variant (ring, one-to-one, Spsc, Mpsc, Spmc) is only valid for the topology in its name;
 * {@link #make} refuses a mismatch rather than run an unsafe queue.
 */
public enum Variant {
    B0_LBQ("B0-LBQ", "*", c -> new LinkedBlockingQueue<>(c), LinkedBlockingQueue::new),
    B1_JCT_MPMC("B1-JCT-MpmcArray", "*", c -> new MpmcVarHandleArrayQueue<>(c)),
    B1_AGRONA_M2O("B1-Agrona-ManyToOne", "spsc mpsc", c -> new ManyToOneConcurrentArrayQueue<>(c)),
    B2_JCT_SPSC("B2-JCT-SpscArray", "spsc", c -> new SpscVarHandleArrayQueue<>(c),
            () -> new SpscUnboundedVarHandleArrayQueue<>(Variant.UNBOUNDED_CHUNK)),
    B2_AGRONA_O2O("B2-Agrona-OneToOne", "spsc", c -> new OneToOneConcurrentArrayQueue<>(c)),
    B2_JCT_MPSC("B2-JCT-MpscArray", "spsc mpsc", c -> new MpscVarHandleArrayQueue<>(c)),
    B2_JCT_SPMC("B2-JCT-SpmcArray", "spsc spmc", c -> new SpmcVarHandleArrayQueue<>(c)),
    B3_RING("B3-Tempered-ring", "spsc", c -> tempered(c, "ring", "spsc"), () -> temperedUnbounded("ring", "spsc")),
    B3_SEG_MPSC("B3-Tempered-segmented-mpsc", "spsc mpsc", c -> tempered(c, "segmented", "mpsc")),
    B3_SEG_SPMC("B3-Tempered-segmented-spmc", "spsc spmc", c -> tempered(c, "segmented", "spmc")),
    B3_RING_CHECKS("B3-Tempered-ring-checks", "spsc", c -> tempered(c, "ring", "spsc", "throw"));

    /** chunk of the unbounded JCTools SPSC queue (B2 unbounded): the bounded workloads' ring size */
    static final int UNBOUNDED_CHUNK = 1024;

    private final String param;
    private final String topologies;
    private final Function<Integer, Queue<Object>> make;
    private final Supplier<Queue<Object>> makeUnbounded; // null: no unbounded form

    Variant(String param, String topologies, Function<Integer, Queue<Object>> make) {
        this(param, topologies, make, null);
    }

    Variant(String param, String topologies, Function<Integer, Queue<Object>> make,
            Supplier<Queue<Object>> makeUnbounded) {
        this.param = param;
        this.topologies = topologies;
        this.make = make;
        this.makeUnbounded = makeUnbounded;
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
        checkTopology(topology);
        return Channel.of(make.apply(capacity));
    }

    /**
     * A channel over a fresh unbounded queue of this variant: B0 {@code new LinkedBlockingQueue<>()}, B2 JCTools'
     * {@link SpscUnboundedVarHandleArrayQueue} (chunk {@value #UNBOUNDED_CHUNK}), B3 the substitute's unbounded
     * constructor with the ring spec. Refuses a variant without an unbounded form, or a topology mismatch.
     */
    public Channel makeUnbounded(String topology) {
        if (makeUnbounded == null) {
            throw new IllegalArgumentException(param + " has no unbounded form");
        }
        checkTopology(topology);
        return Channel.of(makeUnbounded.get());
    }

    private void checkTopology(String topology) {
        if (!"*".equals(topologies) && !(" " + topologies + " ").contains(" " + topology + " ")) {
            throw new IllegalArgumentException(param + " is not safe for topology " + topology);
        }
    }

    static Queue<Object> tempered(int capacity, String form, String topology) {
        return tempered(capacity, form, topology, "off");
    }

    /** The spec the rewriter writes for a proven site of this topology. */
    static Queue<Object> tempered(int capacity, String form, String topology, String checks) {
        return new TemperedLinkedBlockingQueue<>(capacity, spec(form, topology, checks));
    }

    /** The unbounded substitute, constructed as the rewriter rewrites {@code new LinkedBlockingQueue<>()}. */
    static Queue<Object> temperedUnbounded(String form, String topology) {
        return new TemperedLinkedBlockingQueue<>(spec(form, topology, "off"));
    }

    private static String spec(String form, String topology, String checks) {
        return "v1|form=" + form + "|checks=" + checks + "|topology=" + topology
                + "|at=Eval.java:1|site=dev/tempered/benchmarks/eval/Eval.run()V#0";
    }
}
