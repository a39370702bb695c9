package dev.tempered.runtime;

/**
 * Thrown (with {@code checks=throw} or {@code checks=strict-throw}) when a queue side that the analysis proved to be
 * used by a single thread is entered by a second one. The message names the site, the proven topology and both threads.
 */
public class TopologyViolation extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public TopologyViolation(String message) {
        super(message);
    }
}
