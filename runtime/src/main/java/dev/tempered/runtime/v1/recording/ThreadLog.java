package dev.tempered.runtime.v1.recording;

/**
 * One thread's use of one site's queues. {@code depth} counts the recorded calls this thread is inside, so an
 * operation that the library implements by calling another ({@code add} calls {@code offer}) is noted once, and
 * {@code inside} is the side it entered at the outermost call, left when that call returns.
 */
final class ThreadLog {
    final String name;
    final long id;
    final SideLog producer = new SideLog();
    final SideLog consumer = new SideLog();
    int depth; // confined to the thread
    Inside inside; // confined to the thread

    ThreadLog(Thread thread) {
        this.name = thread.getName();
        this.id = thread.getId();
    }
}
