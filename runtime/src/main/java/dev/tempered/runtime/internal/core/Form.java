package dev.tempered.runtime.internal.core;

/** The queue families a spec can select; {@link #GENERAL} is the untouched JDK class (the safe fallback). */
public enum Form {
    /** one producer, one consumer */
    RING("ring", true, true),
    /** many producers, one consumer */
    SEGMENTED_SC("segmented/single-consumer", false, true),
    /** one producer, many consumers */
    SEGMENTED_SP("segmented/single-producer", true, false),
    /** many producers, many consumers, lock-free (opt-in) */
    SEGMENTED_GENERAL("segmented-general", false, false),
    /** the original JDK implementation */
    GENERAL("general", false, false);

    public final String label;
    final boolean singleProducer;
    final boolean singleConsumer;

    Form(String label, boolean singleProducer, boolean singleConsumer) {
        this.label = label;
        this.singleProducer = singleProducer;
        this.singleConsumer = singleConsumer;
    }

    public String label() {
        return label;
    }
}
