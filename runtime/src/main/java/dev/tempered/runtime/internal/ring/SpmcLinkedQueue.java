package dev.tempered.runtime.internal.ring;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Iterator;
import org.jctools.queues.QueueProgressIndicators;

/**
 * Unbounded single-producer multi-consumer queue. JCTools has none (JCTools#207; its SPMC queue is bounded), so
 * this is a linked queue in the Michael-Scott shape in which the single producer appends WITHOUT any atomic
 * read-modify-write (it alone owns {@code tail}) and consumers race for {@code head} with a CAS.
 * Each node carries its sequence number, which gives cheap indices for size and exact capacity checks.
 */
public final class SpmcLinkedQueue<E> extends SpmcLinkedConsumerFields<E> implements QueueProgressIndicators {
    private static final VarHandle HEAD;
    private static final VarHandle NEXT;
    private static final VarHandle ITEM;
    private static final VarHandle PRODUCED;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            HEAD = l.findVarHandle(SpmcLinkedConsumerFields.class, "head", Node.class);
            PRODUCED = l.findVarHandle(SpmcLinkedProducerFields.class, "produced", long.class);
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

    // Trailing padding: nothing allocated after the queue shares a line with head (the fields live in the
    // superclasses: SpmcLinkedProducerFields, then SpmcLinkedConsumerFields, padded apart).
    private byte q000, q001, q002, q003, q004, q005, q006, q007, q008, q009, q010, q011, q012, q013, q014, q015;
    private byte q016, q017, q018, q019, q020, q021, q022, q023, q024, q025, q026, q027, q028, q029, q030, q031;
    private byte q032, q033, q034, q035, q036, q037, q038, q039, q040, q041, q042, q043, q044, q045, q046, q047;
    private byte q048, q049, q050, q051, q052, q053, q054, q055, q056, q057, q058, q059, q060, q061, q062, q063;
    private byte q064, q065, q066, q067, q068, q069, q070, q071, q072, q073, q074, q075, q076, q077, q078, q079;
    private byte q080, q081, q082, q083, q084, q085, q086, q087, q088, q089, q090, q091, q092, q093, q094, q095;
    private byte q096, q097, q098, q099, q100, q101, q102, q103, q104, q105, q106, q107, q108, q109, q110, q111;
    private byte q112, q113, q114, q115, q116, q117, q118, q119, q120, q121, q122, q123, q124, q125, q126, q127;


    public SpmcLinkedQueue() {
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
