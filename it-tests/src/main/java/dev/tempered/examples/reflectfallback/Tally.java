package dev.tempered.examples.reflectfallback;

/** Adds numbers up somewhere else. */
public interface Tally {
    void add(long value);

    /** Waits until every number added before is counted, and returns the total. */
    long close() throws InterruptedException;
}
