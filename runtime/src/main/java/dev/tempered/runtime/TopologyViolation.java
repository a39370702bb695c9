package dev.tempered.runtime;

/**
 * Thrown (with {@code checks=throw} or {@code checks=strict-throw}) when a queue side that the analysis proved to be
 * used by a single thread is entered by a second one. The message names the site, the proven topology and both threads.
 * The queue then fails stop: every later operation on it, by any thread, throws this exception with the first
 * violation's message, and every thread waiting in it wakes and throws it; the first violation is also printed once to
 * standard error, for programs whose libraries swallow exceptions.
 */
public class TopologyViolation extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public TopologyViolation(String message) {
        super(message);
    }
}
