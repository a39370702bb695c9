package dev.tempered.runtime.v1.recording;

import java.util.Collection;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link ArrayBlockingQueue} that notes which threads put into it and take from it (recording mode). Every producer and
 * consumer operation calls the superclass and notes the calling thread; other operations are inherited
 * unchanged, so the program behaves as with the original class.
 */
public class RecordingArrayBlockingQueue<E> extends ArrayBlockingQueue<E> {
    private static final long serialVersionUID = 1L;

    private final transient QueueLog site;

    public RecordingArrayBlockingQueue(int capacity, String spec) {
        super(capacity);
        this.site = Recorder.queue(spec);
    }

    public RecordingArrayBlockingQueue(int capacity, boolean fair, String spec) {
        super(capacity, fair);
        this.site = Recorder.queue(spec);
    }

    public RecordingArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c, String spec) {
        super(capacity, fair, c);
        this.site = Recorder.queue(spec);
    }

    @Override
    public boolean add(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "add");
        try {
            return super.add(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean offer(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "offer");
        try {
            return super.offer(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "offer");
        try {
            return super.offer(e, timeout, unit);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public void put(E e) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "put");
        try {
            super.put(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean addAll(Collection<? extends E> c) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "addAll");
        try {
            return super.addAll(c);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E poll() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "poll");
        try {
            return super.poll();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "poll");
        try {
            return super.poll(timeout, unit);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E take() throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "take");
        try {
            return super.take();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E remove() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "remove");
        try {
            return super.remove();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public int drainTo(Collection<? super E> c) {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "drainTo");
        try {
            return super.drainTo(c);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public int drainTo(Collection<? super E> c, int maxElements) {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "drainTo");
        try {
            return super.drainTo(c, maxElements);
        } finally {
            SiteLog.exit(t);
        }
    }
}
