package dev.tempered.examples.demo;

/** A reader's audit record for one batch of lines: how many, how many bytes, a checksum of the raw text. */
record Audit(int shard, int lines, long bytes, long checksum) {
    static final Audit END = new Audit(-1, 0, 0, 0);
}
