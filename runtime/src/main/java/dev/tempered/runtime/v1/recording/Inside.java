package dev.tempered.runtime.v1.recording;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many threads are inside an operation of one side of one queue object right now, feeding the most ever seen
 * into the site's high-water mark. Counted per object, not per site: two queues made at one site, each with its
 * own single producer, must not read as two producers at once.
 */
final class Inside {
    private final AtomicInteger now = new AtomicInteger();
    private final AtomicInteger most; // the site's, shared by its objects

    Inside(AtomicInteger most) {
        this.most = most;
    }

    void in() {
        int n = now.incrementAndGet();
        // a plain read first: the high-water mark rarely moves, so the common case writes nothing shared
        for (int m = most.get(); n > m; m = most.get()) {
            if (most.compareAndSet(m, n)) {
                return;
            }
        }
    }

    void out() {
        now.decrementAndGet();
    }
}
