package dev.tempered.benchmarks.eval;

/**
 * A 64-byte record on a 64-bit JVM with compressed class pointers: a 12-byte header, an int and six longs
 * (12 + 4 + 48 = 64). Each pipeline stage reads and writes it, so a record is real data, not a shared token.
 */
public final class Record64 {
    public static final Record64 END = new Record64(-1);

    public int stage;
    public long id;
    public long a;
    public long b;
    public long c;
    public long d;
    public long e;

    public Record64(long id) {
        this.id = id;
        this.a = id * 31;
    }
}
