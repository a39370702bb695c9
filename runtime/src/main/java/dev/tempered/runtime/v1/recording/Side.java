package dev.tempered.runtime.v1.recording;

/** Which side of a queue an operation is on. */
enum Side {
    PRODUCER, CONSUMER
}
