package dev.tempered.runtime.internal.pool;

/**
 * The fields of a constructor spec ({@code v1|form=..|topology=..|stats=..|at=..|site=..}) that a pool queue
 * reads. Parsing never throws: anything it does not understand selects the FIFO form, which hands tasks out in
 * exactly the original queue's order.
 */
public final class PoolSpec {
    /** Per-worker deques with stealing. */
    public static final String FORM_STEALING = "work-stealing";
    /** One FIFO injection queue shared by all workers: the original's order, for single-worker pools. */
    public static final String FORM_FIFO = "work-stealing-fifo";

    final boolean stealing;
    /** topology=spmc: one thread submits from outside the pool. */
    final boolean singleProducer;
    final boolean jmx;
    final String site;

    private PoolSpec(boolean stealing, boolean singleProducer, boolean jmx, String site) {
        this.stealing = stealing;
        this.singleProducer = singleProducer;
        this.jmx = jmx;
        this.site = site;
    }

    public static PoolSpec parse(String spec) {
        boolean stealing = false;
        boolean singleProducer = false;
        boolean jmx = false;
        String site = null;
        if (spec != null && spec.startsWith("v1|")) {
            for (String f : spec.substring(3).split("\\|")) {
                int eq = f.indexOf('=');
                if (eq <= 0) {
                    continue;
                }
                String k = f.substring(0, eq);
                String v = f.substring(eq + 1);
                switch (k) {
                    case "form": stealing = FORM_STEALING.equals(v); break;
                    case "stats": jmx = "jmx".equals(v); break;
                    case "topology": singleProducer = "spmc".equals(v) || "spsc".equals(v); break;
                    case "site": site = v; break;
                    default: break; // at, checks and newer keys: no effect on a pool queue
                }
            }
        }
        return new PoolSpec(stealing, singleProducer, jmx, site);
    }

    /** The same spec in the FIFO form (a pool that will only ever have one worker). */
    public PoolSpec fifo() {
        return new PoolSpec(false, singleProducer, jmx, site);
    }

    public boolean stealing() {
        return stealing;
    }

    public boolean singleProducer() {
        return singleProducer;
    }

    public boolean jmx() {
        return jmx;
    }

    public String site() {
        return site;
    }
}
