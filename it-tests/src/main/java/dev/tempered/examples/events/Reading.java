package dev.tempered.examples.events;

/**
 * One decoded sensor frame: its sequence number, the device, what it measures and the reading in the unit of the
 * wire (hundredths), and whether the frame's check bits matched. {@link #END} closes a stream.
 */
record Reading(long seq, int device, int kind, int value, boolean intact) {
    static final Reading END = new Reading(-1, -1, -1, 0, false);
}
