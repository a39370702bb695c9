package dev.tempered.cli;

/** The exit codes every command honours; the help of each command lists them. */
final class Exit {
    /** It worked. */
    static final int OK = 0;
    /** It worked and found something that fails the run: outputs differ, a contract check failed. */
    static final int FINDINGS = 1;
    /** Bad usage or bad input: unknown option, missing or unreadable file, malformed manifest. */
    static final int USAGE = 2;
    /** A bug in tempered: the message says what to report. */
    static final int INTERNAL = 3;

    private Exit() {
    }
}
