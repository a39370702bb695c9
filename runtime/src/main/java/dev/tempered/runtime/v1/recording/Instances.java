package dev.tempered.runtime.v1.recording;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Queue objects made by a library (JCTools, Agrona, the Disruptor) mapped to their logs, by identity and weakly:
 * recording must neither keep a dropped queue alive nor trust a queue's own {@code equals}.
 */
final class Instances {
    private final ConcurrentHashMap<Key, QueueLog> logs = new ConcurrentHashMap<>();
    private final ReferenceQueue<Object> dropped = new ReferenceQueue<>();

    QueueLog get(Object queue) {
        return logs.get(new Lookup(queue));
    }

    /** Maps {@code queue} to {@code log} unless it has a log already; returns the log it keeps. */
    QueueLog putIfAbsent(Object queue, QueueLog log) {
        for (Reference<?> r; (r = dropped.poll()) != null; ) {
            logs.remove((Weak) r);
        }
        QueueLog had = logs.putIfAbsent(new Weak(queue, dropped), log);
        return had == null ? log : had;
    }

    int size() {
        return logs.size();
    }

    /** Equal when both name the same live object; a cleared key equals only itself. */
    private interface Key {
        Object referent();
    }

    private static boolean same(Key a, Object b) {
        if (a == b) {
            return true;
        }
        Object x = a.referent();
        return x != null && b instanceof Key k && x == k.referent();
    }

    private static final class Weak extends WeakReference<Object> implements Key {
        private final int hash;

        Weak(Object queue, ReferenceQueue<Object> q) {
            super(queue, q);
            this.hash = System.identityHashCode(queue);
        }

        @Override
        public Object referent() {
            return get();
        }

        @Override
        public boolean equals(Object o) {
            return same(this, o);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** A strong key for one look-up; never stored. */
    private static final class Lookup implements Key {
        private final Object queue;

        Lookup(Object queue) {
            this.queue = queue;
        }

        @Override
        public Object referent() {
            return queue;
        }

        @Override
        public boolean equals(Object o) {
            return same(this, o);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(queue);
        }
    }
}
