package dev.tempered.manifest;

/** A manifest that cannot be read: the message is one line that says what is wrong and where. */
public final class ManifestException extends Exception {
    private static final long serialVersionUID = 1L;

    public ManifestException(String message) {
        super(message);
    }

    public ManifestException(String message, Throwable cause) {
        super(message, cause);
    }
}
