package dev.tempered.runtime.internal;

import java.lang.invoke.VarHandle;

/**
 * An {@link ArmedMirror} that keeps the copy as one bit of a queue's {@code long} detour word, through that field's
 * handle: the inline rings' consumer reads the word once per poll and leaves its fast path when any bit is set.
 * Read-modify-writes, because other bits of the word are written by other parties (the contract
 * checks' bit at construction, waiters' arming, the signaller's disarm), and no write may lose another's. Called on
 * the rare paths only (a waiter's announcement, an acknowledgement, a disarm), so the handle need not be a constant.
 */
final class DetourBitMirror implements ArmedMirror {
    /** the detour word's bit for contract checks on: set at construction, never cleared */
    static final long CHECKS = 1L;
    /** the detour word's bit that mirrors the producers' waiters' {@code armed}: a producer may wait in put */
    static final long PRODUCER_ARMED = 2L;

    private final Object queue;
    private final VarHandle word;
    private final long bit;

    DetourBitMirror(Object queue, VarHandle word, long bit) {
        this.queue = queue;
        this.word = word;
        this.bit = bit;
    }

    @Override
    public void arm() {
        // opaque first, so that a waiter blocking again does not write the signaller's line again
        if (((long) word.getOpaque(queue) & bit) == 0) {
            word.getAndBitwiseOr(queue, bit);
        }
    }

    @Override
    public void disarm() {
        word.getAndBitwiseAnd(queue, ~bit);
    }
}
