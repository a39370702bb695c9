package dev.tempered.runtime.v1.recording;

/**
 * One thread's use of one queue. {@code depth} counts the recorded calls this thread is inside, so an operation
 * that the JDK implements by calling another ({@code add} calls {@code offer}) is noted once.
 */
final class ThreadLog {
    final String name;
    final long id;
    final SideLog producer = new SideLog();
    final SideLog consumer = new SideLog();
    int depth; // confined to the thread

    ThreadLog(Thread thread) {
        this.name = thread.getName();
        this.id = thread.getId();
    }
}
