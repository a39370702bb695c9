package dev.tempered.runtime.v1.recording;

import java.util.Collection;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A {@link ConcurrentLinkedQueue} that notes which threads put into it and take from it (recording mode). Every producer and
 * consumer operation calls the superclass and notes the calling thread; other operations are inherited
 * unchanged, so the program behaves as with the original class.
 */
public class RecordingConcurrentLinkedQueue<E> extends ConcurrentLinkedQueue<E> {
    private static final long serialVersionUID = 1L;

    private final transient QueueLog site;

    public RecordingConcurrentLinkedQueue(String spec) {
        super();
        this.site = Recorder.queue(spec);
    }

    public RecordingConcurrentLinkedQueue(Collection<? extends E> c, String spec) {
        super(c);
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
    public E remove() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "remove");
        try {
            return super.remove();
        } finally {
            SiteLog.exit(t);
        }
    }
}
