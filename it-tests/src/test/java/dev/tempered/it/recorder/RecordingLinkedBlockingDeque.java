package dev.tempered.it.recorder;

import java.util.Collection;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;

/** {@link LinkedBlockingDeque} that notes, per thread, each producer and consumer operation. */
@SuppressWarnings("serial")
public class RecordingLinkedBlockingDeque<E> extends LinkedBlockingDeque<E> {
    // null while the super constructor runs (it may call add for an initial collection)
    private final transient Recorder.Instance rec;

    public RecordingLinkedBlockingDeque(String site) {
        super();
        rec = Recorder.register(site);
    }

    public RecordingLinkedBlockingDeque(int capacity, String site) {
        super(capacity);
        rec = Recorder.register(site);
    }

    public RecordingLinkedBlockingDeque(Collection<? extends E> c, String site) {
        super(c);
        rec = Recorder.register(site);
    }

    private void in(boolean producer) {
        if (rec != null) {
            rec.enter(producer);
        }
    }

    private void out(boolean producer) {
        if (rec != null) {
            rec.exit(producer);
        }
    }

    @Override
    public boolean add(E e) {
        in(true);
        try {
            return super.add(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean offer(E e) {
        in(true);
        try {
            return super.offer(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean offer(E e, long t, TimeUnit u) throws InterruptedException {
        in(true);
        try {
            return super.offer(e, t, u);
        } finally {
            out(true);
        }
    }

    @Override
    public void put(E e) throws InterruptedException {
        in(true);
        try {
            super.put(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean addAll(Collection<? extends E> c) {
        in(true);
        try {
            return super.addAll(c);
        } finally {
            out(true);
        }
    }

    @Override
    public E poll() {
        in(false);
        try {
            return super.poll();
        } finally {
            out(false);
        }
    }

    @Override
    public E poll(long t, TimeUnit u) throws InterruptedException {
        in(false);
        try {
            return super.poll(t, u);
        } finally {
            out(false);
        }
    }

    @Override
    public E take() throws InterruptedException {
        in(false);
        try {
            return super.take();
        } finally {
            out(false);
        }
    }

    @Override
    public E remove() {
        in(false);
        try {
            return super.remove();
        } finally {
            out(false);
        }
    }

    @Override
    public int drainTo(Collection<? super E> c) {
        in(false);
        try {
            return super.drainTo(c);
        } finally {
            out(false);
        }
    }

    @Override
    public int drainTo(Collection<? super E> c, int max) {
        in(false);
        try {
            return super.drainTo(c, max);
        } finally {
            out(false);
        }
    }

    @Override
    public void addFirst(E e) {
        in(true);
        try {
            super.addFirst(e);
        } finally {
            out(true);
        }
    }

    @Override
    public void addLast(E e) {
        in(true);
        try {
            super.addLast(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean offerFirst(E e) {
        in(true);
        try {
            return super.offerFirst(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean offerLast(E e) {
        in(true);
        try {
            return super.offerLast(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean offerFirst(E e, long t, TimeUnit u) throws InterruptedException {
        in(true);
        try {
            return super.offerFirst(e, t, u);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean offerLast(E e, long t, TimeUnit u) throws InterruptedException {
        in(true);
        try {
            return super.offerLast(e, t, u);
        } finally {
            out(true);
        }
    }

    @Override
    public void putFirst(E e) throws InterruptedException {
        in(true);
        try {
            super.putFirst(e);
        } finally {
            out(true);
        }
    }

    @Override
    public void putLast(E e) throws InterruptedException {
        in(true);
        try {
            super.putLast(e);
        } finally {
            out(true);
        }
    }

    @Override
    public void push(E e) {
        in(true);
        try {
            super.push(e);
        } finally {
            out(true);
        }
    }

    @Override
    public E pollFirst() {
        in(false);
        try {
            return super.pollFirst();
        } finally {
            out(false);
        }
    }

    @Override
    public E pollLast() {
        in(false);
        try {
            return super.pollLast();
        } finally {
            out(false);
        }
    }

    @Override
    public E pollFirst(long t, TimeUnit u) throws InterruptedException {
        in(false);
        try {
            return super.pollFirst(t, u);
        } finally {
            out(false);
        }
    }

    @Override
    public E pollLast(long t, TimeUnit u) throws InterruptedException {
        in(false);
        try {
            return super.pollLast(t, u);
        } finally {
            out(false);
        }
    }

    @Override
    public E takeFirst() throws InterruptedException {
        in(false);
        try {
            return super.takeFirst();
        } finally {
            out(false);
        }
    }

    @Override
    public E takeLast() throws InterruptedException {
        in(false);
        try {
            return super.takeLast();
        } finally {
            out(false);
        }
    }

    @Override
    public E removeFirst() {
        in(false);
        try {
            return super.removeFirst();
        } finally {
            out(false);
        }
    }

    @Override
    public E removeLast() {
        in(false);
        try {
            return super.removeLast();
        } finally {
            out(false);
        }
    }

    @Override
    public E pop() {
        in(false);
        try {
            return super.pop();
        } finally {
            out(false);
        }
    }
}
