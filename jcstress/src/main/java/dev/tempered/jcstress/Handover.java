package dev.tempered.jcstress;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Queue;

/**
 * Bookkeeping for the exactly-once part of the publication tests: what was taken by the actors,
 * then what the arbiter still finds in the queue.
 */
final class Handover {

    private Handover() {
    }

    /**
     * Encodes {@code 10 * distinct + total} over the elements taken (both arguments may be null)
     * and those still queued; two offers handed over exactly once give 22.
     */
    static int exactlyOnce(Queue<Object> q, Object taken1, Object taken2) {
        Map<Object, Boolean> distinct = new IdentityHashMap<>();
        int total = 0;
        for (Object o : new Object[] {taken1, taken2}) {
            if (o != null) {
                distinct.put(o, Boolean.TRUE);
                total++;
            }
        }
        for (Object o; (o = q.poll()) != null; ) {
            distinct.put(o, Boolean.TRUE);
            total++;
        }
        return 10 * distinct.size() + total;
    }
}
