package dev.tempered.report;

import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.util.List;

/**
 * Sites no thread uses (not reached from the entry points, or never put into nor taken from): every output folds
 * them into one line, so that they neither read like proven queues nor crowd out the ones that matter.
 */
public final class Unused {
    /** Places named on the folded line; the rest are counted. */
    private static final int PLACES = 8;

    private Unused() {
    }

    /** True for a site with no thread on either side: its topology is {@code none}. */
    public static boolean folded(Site s) {
        return s.topology() == Topology.NONE;
    }

    /** The folded sites among {@code sites}, in their order. */
    public static List<Site> of(List<Site> sites) {
        return sites.stream().filter(Unused::folded).toList();
    }

    /**
     * {@code 3 sites with no thread on either side (not reached from the entry points, or unused), kept general:
     * com/acme/A.java:12, ...}; empty when there are none.
     */
    public static String line(List<Site> folded) {
        if (folded.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder().append(folded.size())
                .append(folded.size() == 1 ? " site" : " sites")
                .append(" with no thread on either side (not reached from the entry points, or unused), kept general: ");
        for (int i = 0; i < Math.min(PLACES, folded.size()); i++) {
            b.append(i == 0 ? "" : ", ").append(folded.get(i).source().display());
        }
        if (folded.size() > PLACES) {
            b.append(", ... and ").append(folded.size() - PLACES).append(" more");
        }
        return b.toString();
    }
}
