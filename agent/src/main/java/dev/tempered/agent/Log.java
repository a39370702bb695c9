package dev.tempered.agent;

/** One line per fact on stderr, each starting with {@code tempered: } so it is easy to grep. */
final class Log {
    private Log() {
    }

    static void line(String message) {
        // one println call: lines from different threads do not interleave
        System.err.println("tempered: " + message.replace('\n', ' '));
    }
}
