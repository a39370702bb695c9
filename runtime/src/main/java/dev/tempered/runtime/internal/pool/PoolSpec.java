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

    /**
     * Statistics for every pool queue whose spec has no {@code stats} key: the system property {@code
     * tempered.pool.stats} ({@code jmx}, {@code jfr} or {@code jmx+jfr}), read once. The agent's specs carry no
     * {@code stats}, so this is how a user turns the per-worker counters on without rewriting anything.
     */
    private static final String DEFAULT_STATS = property("tempered.pool.stats");

    final boolean stealing;
    /** topology=spmc: one thread submits from outside the pool. */
    final boolean singleProducer;
    final boolean jmx;
    final boolean jfr;
    final String site;

    private PoolSpec(boolean stealing, boolean singleProducer, boolean jmx, boolean jfr, String site) {
        this.stealing = stealing;
        this.singleProducer = singleProducer;
        this.jmx = jmx;
        this.jfr = jfr;
        this.site = site;
    }

    private static String property(String key) {
        try {
            return System.getProperty(key);
        } catch (SecurityException denied) {
            return null;
        }
    }

    /** Whether a {@code stats} value ({@code jmx}, {@code jfr}, {@code jmx+jfr}, {@code jmx,jfr}) names {@code what}. */
    private static boolean names(String stats, String what) {
        if (stats == null) {
            return false;
        }
        for (String part : stats.split("[+,]")) {
            if (part.trim().equals(what)) {
                return true;
            }
        }
        return false;
    }

    public static PoolSpec parse(String spec) {
        boolean stealing = false;
        boolean singleProducer = false;
        String stats = null;
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
                    case "stats": stats = v; break;
                    case "topology": singleProducer = "spmc".equals(v) || "spsc".equals(v); break;
                    case "site": site = v; break;
                    default: break; // at, checks and newer keys: no effect on a pool queue
                }
            }
        }
        if (stats == null) {
            stats = DEFAULT_STATS;
        }
        return new PoolSpec(stealing, singleProducer, names(stats, "jmx"), names(stats, "jfr"), site);
    }

    /** The same spec in the FIFO form (a pool that will only ever have one worker). */
    public PoolSpec fifo() {
        return new PoolSpec(false, singleProducer, jmx, jfr, site);
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

    public boolean jfr() {
        return jfr;
    }

    /** Whether the queue keeps per-worker counters (for JMX, JFR or both). */
    public boolean counted() {
        return jmx || jfr;
    }

    public String site() {
        return site;
    }
}
