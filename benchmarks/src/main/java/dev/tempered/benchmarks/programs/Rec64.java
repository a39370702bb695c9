package dev.tempered.benchmarks.programs;

/**
 * A 64-byte element on a 64-bit JVM with compressed class pointers: a 12-byte header, an int and six longs. A
 * copy of the eval workloads' record, so that the programs' jar needs nothing outside its own package.
 */
final class Rec64 {
    int stage;
    final long id;
    long a;
    long b;
    long c;
    long d;
    long e;

    Rec64(long id) {
        this.id = id;
        this.a = id * 31;
    }
}
