package dev.tempered.it.recorder;

import java.util.Collection;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/** {@link ConcurrentLinkedQueue} that notes, per thread, each producer and consumer operation. */
@SuppressWarnings("serial")
public class RecordingConcurrentLinkedQueue<E> extends ConcurrentLinkedQueue<E> {
    // null while the super constructor runs (it may call add for an initial collection)
    private final transient Recorder.Instance rec;

    public RecordingConcurrentLinkedQueue(String site) {
        super();
        rec = Recorder.register(site);
    }

    public RecordingConcurrentLinkedQueue(Collection<? extends E> c, String site) {
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
    public E remove() {
        in(false);
        try {
            return super.remove();
        } finally {
            out(false);
        }
    }
}
