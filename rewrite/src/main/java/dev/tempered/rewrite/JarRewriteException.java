package dev.tempered.rewrite;

/** An offline rewrite that was refused; nothing was written. The message is one line; the report says the rest. */
public final class JarRewriteException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient JarRewriteReport report;

    JarRewriteException(String message, JarRewriteReport report) {
        super(message);
        this.report = report;
    }

    /** What was found before the rewrite was refused (may be empty). */
    public JarRewriteReport report() {
        return report;
    }
}
