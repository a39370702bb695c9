package dev.tempered.runtime.v1.recording;

import java.util.Collection;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;

/**
 * A {@link LinkedBlockingDeque} that notes which threads put into it and take from it (recording mode). Every producer and
 * consumer operation calls the superclass and notes the calling thread; other operations are inherited
 * unchanged, so the program behaves as with the original class.
 */
public class RecordingLinkedBlockingDeque<E> extends LinkedBlockingDeque<E> {
    private static final long serialVersionUID = 1L;

    private final transient QueueLog site;

    public RecordingLinkedBlockingDeque(String spec) {
        super();
        this.site = Recorder.queue(spec);
    }

    public RecordingLinkedBlockingDeque(int capacity, String spec) {
        super(capacity);
        this.site = Recorder.queue(spec);
    }

    public RecordingLinkedBlockingDeque(Collection<? extends E> c, String spec) {
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

    @Override
    public void addFirst(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "addFirst");
        try {
            super.addFirst(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public void addLast(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "addLast");
        try {
            super.addLast(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean offerFirst(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "offerFirst");
        try {
            return super.offerFirst(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean offerLast(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "offerLast");
        try {
            return super.offerLast(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public void putFirst(E e) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "putFirst");
        try {
            super.putFirst(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public void putLast(E e) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "putLast");
        try {
            super.putLast(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "offerFirst");
        try {
            return super.offerFirst(e, timeout, unit);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "offerLast");
        try {
            return super.offerLast(e, timeout, unit);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public void push(E e) {
        ThreadLog t = SiteLog.enter(site, Side.PRODUCER, "push");
        try {
            super.push(e);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E removeFirst() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "removeFirst");
        try {
            return super.removeFirst();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E removeLast() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "removeLast");
        try {
            return super.removeLast();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E pollFirst() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "pollFirst");
        try {
            return super.pollFirst();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E pollLast() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "pollLast");
        try {
            return super.pollLast();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E takeFirst() throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "takeFirst");
        try {
            return super.takeFirst();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E takeLast() throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "takeLast");
        try {
            return super.takeLast();
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "pollFirst");
        try {
            return super.pollFirst(timeout, unit);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "pollLast");
        try {
            return super.pollLast(timeout, unit);
        } finally {
            SiteLog.exit(t);
        }
    }

    @Override
    public E pop() {
        ThreadLog t = SiteLog.enter(site, Side.CONSUMER, "pop");
        try {
            return super.pop();
        } finally {
            SiteLog.exit(t);
        }
    }
}
