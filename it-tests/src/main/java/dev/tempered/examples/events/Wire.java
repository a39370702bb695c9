package dev.tempered.examples.events;

import java.util.SplittableRandom;

/**
 * The sensor wire format: one 64-bit frame per reading, {@code device (16 bits) | kind (8) | value (24, signed) |
 * check (16)}. The source is seeded, so every run decodes the same frames; a few frames arrive with bad check bits
 * and a few with readings outside their sensor's range, as a real field bus delivers them.
 */
final class Wire {
    static final int DEVICES = 512;
    static final String[] KINDS = {"temperature", "humidity", "pressure", "vibration"};
    /** Plausible range per kind, in hundredths of the unit. */
    static final int[] MIN = {-4_000, 0, 80_000, 0};
    static final int[] MAX = {12_500, 10_000, 110_000, 5_000};
    private static final int CORRUPT_ONE_IN = 4_096;
    private static final int OUT_OF_RANGE_ONE_IN = 2_048;

    private final SplittableRandom random;
    private final int[] level = new int[DEVICES * KINDS.length];

    Wire(long seed) {
        random = new SplittableRandom(seed);
        for (int i = 0; i < level.length; i++) {
            int kind = i % KINDS.length;
            level[i] = MIN[kind] + (MAX[kind] - MIN[kind]) / 3;
        }
    }

    /** The next frame off the wire: a device's reading drifts a little from its last one. */
    long next() {
        int device = random.nextInt(DEVICES);
        int kind = random.nextInt(KINDS.length);
        int slot = device * KINDS.length + kind;
        int span = MAX[kind] - MIN[kind];
        int value = level[slot] + random.nextInt(span / 50 + 1) - span / 100;
        level[slot] = Math.max(MIN[kind], Math.min(MAX[kind], value));
        if (random.nextInt(OUT_OF_RANGE_ONE_IN) == 0) {
            value = MAX[kind] + 1 + random.nextInt(span);
        }
        long frame = encode(device, kind, value);
        return random.nextInt(CORRUPT_ONE_IN) == 0 ? frame ^ (1L << (16 + random.nextInt(48))) : frame;
    }

    static long encode(int device, int kind, int value) {
        long body = ((long) device << 48) | ((long) kind << 40) | ((value & 0xff_ffffL) << 16);
        return body | check(body);
    }

    static Reading decode(long seq, long frame) {
        int device = (int) (frame >>> 48);
        int kind = (int) (frame >>> 40) & 0xff;
        int value = (int) (frame << 24 >> 40);
        boolean intact = (frame & 0xffff) == check(frame & ~0xffffL) && kind < KINDS.length && device < DEVICES;
        return new Reading(seq, device, kind, value, intact);
    }

    /** 16 check bits folded from the body: any single flipped bit changes them. */
    private static long check(long body) {
        long h = body * 0x9e3779b97f4a7c15L;
        return (h ^ (h >>> 29) ^ (h >>> 47)) & 0xffff;
    }
}
