package dev.tempered.analysis.check;

/**
 * How strict the check is.
 *
 * @param strict {@link Status#NOT_VERIFIABLE} fails the check too
 */
public record CheckOptions(boolean strict) {
    public static CheckOptions defaults() {
        return new CheckOptions(false);
    }
}
