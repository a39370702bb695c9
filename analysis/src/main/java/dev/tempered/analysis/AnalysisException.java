package dev.tempered.analysis;

/**
 * The analysis could not start or finish because of its input (no input given, an input path that does not
 * exist, no main class). The message is one line that says what is wrong and what to do about it.
 */
public final class AnalysisException extends Exception {
    private static final long serialVersionUID = 1L;

    public AnalysisException(String message) {
        super(message);
    }

    public AnalysisException(String message, Throwable cause) {
        super(message, cause);
    }
}
