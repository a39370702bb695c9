package dev.tempered.manifest;

import java.util.Locale;

/**
 * Producer/consumer shape of a queue, derived from the two sides' {@link Multiplicity}. {@code NONE}: no thread on
 * either side (a queue no entry point reaches, or one nobody puts into or takes from); never a declared topology.
 */
public enum Topology {
    SPSC, MPSC, SPMC, MPMC, UNKNOWN, NONE;

    // spelled once: the agent's rewriter asks for it per site, interpreted, at start-up
    private final String json = name().toLowerCase(Locale.ROOT);

    public String json() {
        return json;
    }

    public static Topology fromJson(String s) {
        return ManifestEnums.parse(Topology.class, s);
    }

    /**
     * The topology that covers both sides. A side with no thread counts as single (nothing contends on it) when
     * the other side has one; with no thread on either side it is {@link #NONE}, so that a queue no thread uses
     * never reads as spsc. An unknown side makes the whole topology unknown.
     */
    public static Topology of(Multiplicity producers, Multiplicity consumers) {
        if (producers == Multiplicity.UNKNOWN || consumers == Multiplicity.UNKNOWN) {
            return UNKNOWN;
        }
        if (producers == Multiplicity.NONE && consumers == Multiplicity.NONE) {
            return NONE;
        }
        boolean singleProducer = producers != Multiplicity.MANY;
        boolean singleConsumer = consumers != Multiplicity.MANY;
        if (singleProducer) {
            return singleConsumer ? SPSC : SPMC;
        }
        return singleConsumer ? MPSC : MPMC;
    }
}
