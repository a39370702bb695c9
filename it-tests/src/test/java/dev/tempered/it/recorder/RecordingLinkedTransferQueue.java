package dev.tempered.it.recorder;

import java.util.Collection;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;

/** {@link LinkedTransferQueue} that notes, per thread, each producer and consumer operation. */
@SuppressWarnings("serial")
public class RecordingLinkedTransferQueue<E> extends LinkedTransferQueue<E> {
    // null while the super constructor runs (it may call add for an initial collection)
    private final transient Recorder.Instance rec;

    public RecordingLinkedTransferQueue(String site) {
        super();
        rec = Recorder.register(site);
    }

    public RecordingLinkedTransferQueue(Collection<? extends E> c, String site) {
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
    public boolean offer(E e, long t, TimeUnit u) {
        in(true);
        try {
            return super.offer(e, t, u);
        } finally {
            out(true);
        }
    }

    @Override
    public void put(E e) {
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
    public void transfer(E e) throws InterruptedException {
        in(true);
        try {
            super.transfer(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean tryTransfer(E e) {
        in(true);
        try {
            return super.tryTransfer(e);
        } finally {
            out(true);
        }
    }

    @Override
    public boolean tryTransfer(E e, long t, TimeUnit u) throws InterruptedException {
        in(true);
        try {
            return super.tryTransfer(e, t, u);
        } finally {
            out(true);
        }
    }
}
