package dev.tempered.rewrite;

/** Instruction lengths, branch targets and operand-stack effects of JVM opcodes (JVMS 6.5), read from code bytes. */
final class Bytecode {
    static final int NEW = 0xBB;
    static final int DUP = 0x59;
    static final int LDC = 0x12;
    static final int LDC_W = 0x13;
    static final int INVOKESPECIAL = 0xB7;
    static final int INVOKESTATIC = 0xB8;
    static final int TABLESWITCH = 0xAA;
    static final int LOOKUPSWITCH = 0xAB;
    static final int WIDE = 0xC4;
    /** {@link #effect}'s answer for an instruction that ends the straight line: branch, switch, return, throw. */
    static final int CONTROL = -1;

    /** Length of each opcode from 0x00 to 0xC9; '0' where it varies (the switches, wide). */
    private static final String LENGTHS =
            "1111111111111111232332222211111111111111111111111111112222211111"
            + "1111111111111111111111111111111111111111111111111111111111111111"
            + "1111311111111111111111111333333333333333320011111133333335532311"
            + "3311043355";
    /**
     * Operand-stack slots each opcode pops and pushes, two digits per opcode from 0x00 to 0xC9; 'CC' where it ends
     * the straight line, 'DD' where a descriptor or operand decides ({@link #effect}). The dup and swap family are
     * written as popping every slot they touch and pushing them back, so that "pops" is how deep they reach.
     */
    private static final String EFFECTS =
            "0001010101010101010202010101020201010101020102010201010101010202"
            + "0202010101010202020201010101212221222121212110201020101010101020"
            + "2020201010101020202020101010103040304030303030102012233424354622"
            + "2142214221422142214221422142214221422142112211222132213221322142"
            + "21422142001211122121221112122122211111114121214141CCCCCCCCCCCCCC"
            + "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCDDDDDDDDDDDDDDDDDD01111111CC"
            + "11111010DDDDCCCCCCCC";

    /** {@link #LENGTHS} and {@link #EFFECTS} as arrays: an array load is one bytecode, and this runs interpreted. */
    private static final byte[] LENGTH = new byte[256];
    private static final byte[] POPS = new byte[256];
    private static final byte[] PUSHES = new byte[256];
    /** In {@link #LENGTH}: the length depends on the operands. */
    private static final byte VARIES = -1;
    /** In {@link #POPS}: the effect depends on a descriptor or an operand. */
    private static final byte DESCRIBED = -3;
    private static final byte UNDEFINED = -2;

    static {
        java.util.Arrays.fill(LENGTH, UNDEFINED);
        java.util.Arrays.fill(POPS, UNDEFINED);
        for (int op = 0; op < LENGTHS.length(); op++) {
            int length = LENGTHS.charAt(op) - '0';
            LENGTH[op] = length == 0 ? VARIES : (byte) length;
            char pops = EFFECTS.charAt(2 * op);
            POPS[op] = pops == 'C' ? (byte) CONTROL : pops == 'D' ? DESCRIBED : (byte) (pops - '0');
            PUSHES[op] = (byte) (EFFECTS.charAt(2 * op + 1) - '0');
        }
        LENGTH[WIDE] = VARIES; // a wide opcode's length depends on the opcode it widens
        LENGTH[TABLESWITCH] = VARIES;
        LENGTH[LOOKUPSWITCH] = VARIES;
    }

    private Bytecode() {
    }

    /** The length of the instruction at {@code pos}; {@code start} is the code's first byte (switch padding). */
    static int length(ClassFileView cf, int start, int pos) {
        int op = cf.u1(pos);
        int fixed = LENGTH[op];
        if (fixed > 0) {
            return fixed;
        }
        if (op == TABLESWITCH || op == LOOKUPSWITCH) {
            int pad = 3 - ((pos - start) & 3);
            int base = pos + 1 + pad;
            if (op == TABLESWITCH) {
                return 1 + pad + 12 + 4 * (cf.s4(base + 8) - cf.s4(base + 4) + 1);
            }
            return 1 + pad + 8 + 8 * cf.s4(base + 4);
        }
        if (op == WIDE) {
            return cf.u1(pos + 1) == 0x84 ? 6 : 4; // wide iinc has a 2-byte constant too
        }
        throw new IllegalArgumentException("undefined opcode " + op + " at " + (pos - start));
    }

    /**
     * Adds to {@code targets} (indexed by code position) every position the instruction at {@code pos} may jump to.
     */
    static void markTargets(ClassFileView cf, int start, int pos, boolean[] targets) {
        int op = cf.u1(pos);
        int at = pos - start;
        if ((op >= 0x99 && op <= 0xA8) || op == 0xC6 || op == 0xC7) { // if*, goto, jsr, ifnull, ifnonnull
            mark(targets, at + cf.s2(pos + 1));
        } else if (op == 0xC8 || op == 0xC9) {                        // goto_w, jsr_w
            mark(targets, at + cf.s4(pos + 1));
        } else if (op == TABLESWITCH || op == LOOKUPSWITCH) {
            int base = pos + 1 + (3 - (at & 3));
            mark(targets, at + cf.s4(base));                          // default
            if (op == TABLESWITCH) {
                int n = cf.s4(base + 8) - cf.s4(base + 4) + 1;
                for (int i = 0; i < n; i++) {
                    mark(targets, at + cf.s4(base + 12 + 4 * i));
                }
            } else {
                int n = cf.s4(base + 4);
                for (int i = 0; i < n; i++) {
                    mark(targets, at + cf.s4(base + 12 + 8 * i));
                }
            }
        }
    }

    static void mark(boolean[] targets, int at) {
        if (at < 0 || at >= targets.length) {
            throw new IllegalArgumentException("jump outside the code to " + at);
        }
        targets[at] = true;
    }

    /** {@code pops << 8 | pushes} in stack slots for the instruction at {@code pos}, or {@link #CONTROL}. */
    static int effect(ClassFileView cf, int pos) {
        int op = cf.u1(pos);
        int pops = POPS[op];
        if (pops >= 0) {
            return pops << 8 | PUSHES[op];
        }
        if (pops == CONTROL) {
            return CONTROL;
        }
        if (pops == UNDEFINED) {
            throw new IllegalArgumentException("undefined opcode " + op);
        }
        switch (op) {
            case 0xB2, 0xB3, 0xB4, 0xB5 -> {                  // getstatic, putstatic, getfield, putfield
                int size = slots(cf.memberDescriptor(cf.u2(pos + 1)).charAt(0));
                int receiver = op >= 0xB4 ? 1 : 0;
                return (op == 0xB2 || op == 0xB4) ? receiver << 8 | size : (receiver + size) << 8;
            }
            case 0xB6, 0xB7, 0xB8, 0xB9, 0xBA -> {            // invokes
                String d = cf.memberDescriptor(cf.u2(pos + 1));
                int receiver = op == 0xB8 || op == 0xBA ? 0 : 1;
                return (receiver + argumentSlots(d)) << 8 | slots(d.charAt(d.indexOf(')') + 1));
            }
            case 0xC5 -> {                                    // multianewarray
                return cf.u1(pos + 3) << 8 | 1;
            }
            case WIDE -> {
                int next = cf.u1(pos + 1);
                if (next == 0x84) {
                    return 0;                                 // iinc
                }
                if (next == 0xA9) {
                    return CONTROL;                           // ret
                }
                int size = next == 0x16 || next == 0x18 || next == 0x37 || next == 0x39 ? 2 : 1;
                if (next >= 0x15 && next <= 0x19) {
                    return size;                              // loads
                }
                if (next >= 0x36 && next <= 0x3A) {
                    return size << 8;                         // stores
                }
                throw new IllegalArgumentException("bad wide opcode " + next);
            }
            default -> throw new IllegalArgumentException("undefined opcode " + op);
        }
    }

    /** Stack slots of the arguments of a method descriptor. */
    static int argumentSlots(String descriptor) {
        int slots = 0;
        int i = 1;
        while (descriptor.charAt(i) != ')') {
            char c = descriptor.charAt(i);
            while (c == '[') {
                c = descriptor.charAt(++i);
            }
            if (c == 'L') {
                i = descriptor.indexOf(';', i);
            }
            slots += descriptor.charAt(i - 1) == '[' || c == 'L' ? 1 : slots(c);
            i++;
        }
        return slots;
    }

    /** Stack slots of a value whose descriptor starts with {@code c}: 0 for void, 2 for long and double. */
    static int slots(char c) {
        return c == 'V' ? 0 : c == 'J' || c == 'D' ? 2 : 1;
    }
}
