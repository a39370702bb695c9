package dev.tempered.examples.events;

/** Something a notifier must tell somebody about: which frame, which device, and why. {@link #END} stops a notifier. */
record Alert(long seq, int device, Reason reason) {
    static final Alert END = new Alert(-1, -1, null);

    enum Reason { CORRUPT_FRAME, OUT_OF_RANGE, OVER_THRESHOLD }
}
