package dev.tempered.cli;

/**
 * A failure the user can fix: its message is one line that says what is wrong and what to do, printed as
 * {@code tempered: <message>}, and the command exits with {@link #exitCode()}.
 */
final class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    UserError(String message) {
        this(Exit.USAGE, message);
    }

    UserError(int exitCode, String message) {
        super(message.replace('\n', ' ').replace('\r', ' '));
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
