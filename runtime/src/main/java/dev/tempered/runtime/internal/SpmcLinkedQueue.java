package dev.tempered.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.AbstractQueue;
import java.util.Iterator;
import org.jctools.queues.QueueProgressIndicators;

/**
 * Unbounded single-producer multi-consumer queue. JCTools has none (JCTools#207; its SPMC queue is bounded), so
 * this is a linked queue in the Michael-Scott shape in which the single producer appends WITHOUT any atomic
 * read-modify-write (it alone owns {@code tail}) and consumers race for {@code head} with a CAS.
 * Each node carries its sequence number, which gives cheap indices for size and exact capacity checks.
 */
final class SpmcLinkedQueue<E> extends AbstractQueue<E> implements QueueProgressIndicators {
    private static final VarHandle HEAD;
    private static final VarHandle NEXT;
    private static final VarHandle ITEM;
    private static final VarHandle PRODUCED;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            HEAD = l.findVarHandle(SpmcLinkedQueue.class, "head", Node.class);
            PRODUCED = l.findVarHandle(SpmcLinkedQueue.class, "produced", long.class);
            NEXT = l.findVarHandle(Node.class, "next", Node.class);
            ITEM = l.findVarHandle(Node.class, "item", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Node {
        final long seq;
        Object item;
        Node next;

        Node(Object item, long seq) {
            this.item = item;
            this.seq = seq;
        }
    }

    /** consumers CAS it; it always points at the dummy node whose successor is the first element */
    @SuppressWarnings("unused")
    private volatile Node head;
    /** producer-only */
    private Node tail;
    /** number of elements ever offered; written by the producer only */
    @SuppressWarnings("unused")
    private volatile long produced;

    SpmcLinkedQueue() {
        Node dummy = new Node(null, 0);
        tail = dummy;
        HEAD.setRelease(this, dummy);
    }

    @Override
    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node t = tail;
        Node n = new Node(e, t.seq + 1);
        // Release: the item (plain store in the constructor) is visible to any consumer that acquires t.next.
        NEXT.setRelease(t, n);
        tail = n;
        PRODUCED.setRelease(this, n.seq);
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E poll() {
        for (;;) {
            Node h = (Node) HEAD.getAcquire(this);
            Node n = (Node) NEXT.getAcquire(h);
            if (n == null) {
                return null;
            }
            // Winning the CAS makes this consumer the only one that takes n's item; n becomes the new dummy.
            if (HEAD.compareAndSet(this, h, n)) {
                Object item = ITEM.getAcquire(n);
                ITEM.setRelease(n, null); // help GC; readers treat a null item as already consumed
                return (E) item;
            }
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public E peek() {
        for (;;) {
            Node h = (Node) HEAD.getAcquire(this);
            Node n = (Node) NEXT.getAcquire(h);
            if (n == null) {
                return null;
            }
            Object item = ITEM.getAcquire(n);
            if (item != null) {
                return (E) item;
            }
            // n was consumed after we read head: head has moved on, read it again
        }
    }

    @Override
    public boolean isEmpty() {
        Node h = (Node) HEAD.getAcquire(this);
        return NEXT.getAcquire(h) == null;
    }

    @Override
    public int size() {
        long s = currentProducerIndex() - currentConsumerIndex();
        return s <= 0 ? 0 : (int) Math.min(s, Integer.MAX_VALUE);
    }

    @Override
    public long currentProducerIndex() {
        return (long) PRODUCED.getVolatile(this);
    }

    @Override
    public long currentConsumerIndex() {
        return ((Node) HEAD.getVolatile(this)).seq;
    }

    /** Weakly consistent: walks from the current head, skipping items consumed meanwhile. Read-only. */
    @Override
    public Iterator<E> iterator() {
        return new WalkIterator<>(new WalkIterator.Walk() {
            private Node node = (Node) HEAD.getAcquire(SpmcLinkedQueue.this);

            @Override
            public Object next() {
                for (;;) {
                    Node n = (Node) NEXT.getAcquire(node);
                    if (n == null) {
                        return null;
                    }
                    node = n;
                    Object item = ITEM.getAcquire(n);
                    if (item != null) {
                        return item;
                    }
                }
            }
        });
    }
}
