package dev.tempered.rewrite;

/** Reads a method's StackMapTable (JVMS 4.7.4) for what {@link InPlaceSwap} must not disturb. */
final class StackMapFrames {
    private static final int UNINITIALIZED = 8;
    private static final int OBJECT = 7;

    private StackMapFrames() {
    }

    /**
     * Marks in {@code frames} the code position of every frame, and in {@code uninitialized} the position of every
     * {@code NEW} whose uninitialized object some frame holds.
     */
    static void mark(ClassFileView cf, int table, boolean[] frames, boolean[] uninitialized) {
        int count = cf.u2(table);
        int p = table + 2;
        int offset = -1;
        for (int i = 0; i < count; i++) {
            int type = cf.u1(p++);
            int delta;
            if (type < 64) {                      // same_frame
                delta = type;
            } else if (type < 128) {              // same_locals_1_stack_item
                delta = type - 64;
                p = type(cf, p, uninitialized);
            } else if (type < 247) {
                throw new IllegalArgumentException("reserved frame type " + type);
            } else {
                delta = cf.u2(p);
                p += 2;
                if (type == 247) {                // same_locals_1_stack_item_extended
                    p = type(cf, p, uninitialized);
                } else if (type >= 252 && type <= 254) { // append
                    for (int k = 0; k < type - 251; k++) {
                        p = type(cf, p, uninitialized);
                    }
                } else if (type == 255) {         // full_frame: locals, then stack
                    for (int part = 0; part < 2; part++) {
                        int n = cf.u2(p);
                        p += 2;
                        for (int k = 0; k < n; k++) {
                            p = type(cf, p, uninitialized);
                        }
                    }
                }                                 // 248-251: chop, same_frame_extended
            }
            offset = i == 0 ? delta : offset + delta + 1;
            Bytecode.mark(frames, offset);
        }
    }

    private static int type(ClassFileView cf, int p, boolean[] uninitialized) {
        int tag = cf.u1(p);
        if (tag == OBJECT) {
            return p + 3;
        }
        if (tag == UNINITIALIZED) {
            Bytecode.mark(uninitialized, cf.u2(p + 1));
            return p + 3;
        }
        if (tag > UNINITIALIZED) {
            throw new IllegalArgumentException("bad verification type " + tag);
        }
        return p + 1;
    }
}
