package dev.tempered.benchmarks.eval.sizes;

/**
 * Elements of W1x, allocated fresh by the producer for every hand-over: a boxed int (16 bytes), a 64-byte object
 * (header 12 + int 4 + six longs 48) or a 256-byte one (header 16 + long[30] 240), each carrying its sequence
 * number so the consumer can check order and count.
 */
final class Payload {
    private Payload() {
    }

    static Object make(String size, int seq) {
        switch (size) {
            case "int":
                return Integer.valueOf(seq | 0x4000_0000); // outside Integer's cache: a real allocation
            case "64":
                return new Obj64(seq);
            case "256":
                return new Obj256(seq);
            default:
                throw new IllegalArgumentException("size " + size);
        }
    }

    static int seq(Object e) {
        if (e instanceof Integer) {
            return (Integer) e & ~0x4000_0000;
        }
        return e instanceof Obj64 ? ((Obj64) e).seq : ((Obj256) e).seq;
    }

    static final class Obj64 {
        final int seq;
        long a, b, c, d, e, f;

        Obj64(int seq) {
            this.seq = seq;
            this.a = seq;
        }
    }

    static final class Obj256 {
        final int seq;
        final long[] data = new long[28]; // object 16 + array 16 + 224 = 256 bytes

        Obj256(int seq) {
            this.seq = seq;
            data[0] = seq;
        }
    }
}
