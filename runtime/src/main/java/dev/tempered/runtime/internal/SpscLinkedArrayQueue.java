package dev.tempered.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Iterator;
import org.jctools.queues.QueueProgressIndicators;

/**
 * Unbounded single-producer single-consumer queue on linked array chunks, with a weakly consistent iterator.
 * JCTools' unbounded SPSC queues (SpscUnboundedArrayQueue and its siblings) cannot iterate (their {@code iterator()}
 * throws), which {@code contains}, {@code toArray}, {@code toString} and the drop-in iterators need; its MPSC
 * linked-array queue can, but pays an atomic read-modify-write on every offer that one producer does not need.
 *
 * <p>Shape: element {@code i} lives in slot {@code i & mask} of the chunk whose current lap covers
 * {@code [base, base + length)}. The producer and the consumer each keep their own chunk, slots and end index in
 * fields only they write ({@link SpscLinkedArrayProducerFields}, {@link SpscLinkedArrayConsumerFields}), padded
 * apart.
 *
 * <p>Recycling. A chunk the consumer has left is handed back through a one-chunk mailbox
 * ({@code spare}) and the producer links it again, with a new {@code base}, instead of allocating: a hand-over whose
 * consumer keeps up then cycles through three chunks that stay in the two cores' caches, as JCTools' unbounded queue
 * stays in its one buffer, rather than walking fresh memory (markedly slower in the
 * hand-over). A recycled chunk has every slot null: the consumer nulled each slot it polled before handing the chunk
 * over. The mailbox has one writer per transition: the consumer stores a chunk only after reading it empty, the
 * producer empties it only after reading a chunk there.
 *
 * <p>Memory ordering. Producer: (when the current chunk is full, take the spare with an acquire load, reset its
 * {@code next}, store its new {@code base} with a release store, and link it, or a new chunk, with a release store of
 * {@code next}); store the element with a release store; publish {@code producerIndex} with a release store.
 * Consumer: read the slot with an acquire load, so the element's fields, written before the offer, are visible;
 * (follow {@code next} with an acquire load, so the chunk, its array and its base are seen; publish its new chunk
 * with a release store, then hand the one it left to the mailbox with a release store, after its nulls). The
 * indices are read with acquire only by size, isEmpty, peek and iterators. Walks (peek, iterators) validate what
 * they read against the chunk's {@code base}, as a sequence lock: see {@link LinkedRingWalk}.
 */
final class SpscLinkedArrayQueue<E> extends SpscLinkedArrayConsumerFields<E>
        implements QueueProgressIndicators, LinkedRingWalk.Ring, ConsumerSlots {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);
    private static final VarHandle PRODUCER_INDEX;
    private static final VarHandle CONSUMER_INDEX;
    private static final VarHandle CONSUMER_CHUNK;
    private static final VarHandle SPARE;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            PRODUCER_INDEX = l.findVarHandle(SpscLinkedArrayProducerFields.class, "producerIndex", long.class);
            CONSUMER_INDEX = l.findVarHandle(SpscLinkedArrayConsumerFields.class, "consumerIndex", long.class);
            CONSUMER_CHUNK = l.findVarHandle(SpscLinkedArrayConsumerFields.class, "consumerChunk", RingChunk.class);
            SPARE = l.findVarHandle(SpscLinkedArrayConsumerFields.class, "spare", RingChunk.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * chunk length - 1; the length is a power of two. For walks: the producer and the consumer read their own copies
     * ({@code producerMask}, {@code consumerMask}), as JCTools does, because this field sits after the consumer's
     * fields, usually on the line the consumer writes on every poll, which the producer should not read per offer.
     */
    private final int mask;
    // Trailing padding (a class's primitives come before its references, and this class has none): nothing allocated
    // after the queue shares a line with the consumer's fields.
    private byte q000, q001, q002, q003, q004, q005, q006, q007, q008, q009, q010, q011, q012, q013, q014, q015;
    private byte q016, q017, q018, q019, q020, q021, q022, q023, q024, q025, q026, q027, q028, q029, q030, q031;
    private byte q032, q033, q034, q035, q036, q037, q038, q039, q040, q041, q042, q043, q044, q045, q046, q047;
    private byte q048, q049, q050, q051, q052, q053, q054, q055, q056, q057, q058, q059, q060, q061, q062, q063;
    private byte q064, q065, q066, q067, q068, q069, q070, q071, q072, q073, q074, q075, q076, q077, q078, q079;
    private byte q080, q081, q082, q083, q084, q085, q086, q087, q088, q089, q090, q091, q092, q093, q094, q095;
    private byte q096, q097, q098, q099, q100, q101, q102, q103, q104, q105, q106, q107, q108, q109, q110, q111;
    private byte q112, q113, q114, q115, q116, q117, q118, q119, q120, q121, q122, q123, q124, q125, q126, q127;

    /** @param chunkLength slots per chunk, a power of two of at least 2 */
    SpscLinkedArrayQueue(int chunkLength) {
        if (chunkLength < 2 || Integer.bitCount(chunkLength) != 1) {
            throw new IllegalArgumentException("chunk length must be a power of two >= 2: " + chunkLength);
        }
        this.mask = chunkLength - 1;
        producerMask = mask;
        consumerMask = mask;
        RingChunk first = new RingChunk(0L, chunkLength);
        producerChunk = first;
        producerSlots = first.slots;
        producerEnd = chunkLength;
        consumerChunk = first;
        consumerSlots = first.slots;
        consumerEnd = chunkLength;
        // the plain stores above reach both sides through the holder's final field (Lane.q); the fence also covers a
        // holder that publishes the queue by other means
        VarHandle.releaseFence();
    }

    @Override
    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        long p = producerIndex; // own field
        if (p == producerEnd) {
            linkChunk(p);
        }
        // release: the element's fields are visible to the consumer's acquire load of the slot
        SLOT.setRelease(producerSlots, (int) p & producerMask, e);
        // release: for size, isEmpty, peek and iterators (see the class comment); the consumer does not read it
        PRODUCER_INDEX.setRelease(this, p + 1);
        return true;
    }

    private void linkChunk(long p) {
        // acquire: the consumer's nulls of every slot of the spare happen before this thread writes them again
        RingChunk c = (RingChunk) SPARE.getAcquire(this);
        if (c != null) {
            SPARE.setRelease(this, null); // the mailbox is empty again: the consumer may hand over the next one
            c.startLap(p); // its reset link and the consumer's nulls before its new base (see LinkedRingWalk)
        } else {
            c = new RingChunk(p, producerMask + 1);
        }
        // release: the chunk, its array and its base are visible to a consumer or walk acquiring next
        producerChunk.link(c);
        producerChunk = c;
        producerSlots = c.slots;
        producerEnd = p + producerMask + 1;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E poll() {
        long c = consumerIndex; // own field
        Object[] slots = consumerSlots;
        if (c == consumerEnd) {
            RingChunk next = consumerChunk.next(); // acquire: the chunk, its array and its base
            if (next == null) {
                return null; // the producer has not started the next chunk: nothing past c yet
            }
            slots = moveToChunk(next);
        }
        int i = (int) c & consumerMask;
        Object e = SLOT.getAcquire(slots, i);
        if (e == null) {
            return null;
        }
        // plain: the slot is never written again; it only lets the element be collected, and walks skip a null
        slots[i] = null;
        // release: after the slot's null, so a walk that reads this index with acquire sees the slot consumed
        CONSUMER_INDEX.setRelease(this, c + 1);
        return (E) e;
    }

    private Object[] moveToChunk(RingChunk next) {
        RingChunk left = consumerChunk;
        consumerSlots = next.slots;
        consumerEnd += consumerMask + 1;
        // release: a walk that reads consumerChunk with acquire finds the chunk constructed (see LinkedRingWalk)
        CONSUMER_CHUNK.setRelease(this, next);
        // Every slot of the chunk left was polled and nulled by this thread; the producer has moved past it (it
        // linked next). Hand it back unless the mailbox still holds one (then it is garbage, as before recycling).
        if (SPARE.getAcquire(this) == null) {
            SPARE.setRelease(this, left); // release: the nulls before the producer's acquire of the spare
        }
        return next.slots;
    }

    /**
     * {@link ConsumerSlots#consumerElementAt}, consumer only: in the chunk that holds that index, following the links
     * the producer published (acquire); null where nothing is stored yet.
     */
    @Override
    public Object consumerElementAt(int offset) {
        long index = consumerIndex + offset; // own field
        Object[] slots = consumerSlotsOf(index);
        // acquire: pairs with the producer's release store of the element
        return slots == null ? null : SLOT.getAcquire(slots, (int) index & consumerMask);
    }

    /** {@link ConsumerSlots#consumerReplace}, consumer only: a slot that holds an element. */
    @Override
    public void consumerReplace(int offset, Object e) {
        long index = consumerIndex + offset;
        // release: a walk that reads the slot with acquire sees e's fields
        SLOT.setRelease(consumerSlotsOf(index), (int) index & consumerMask, e);
    }

    /** The chunk array that holds element {@code index} (not below the consumer's), or null when not linked yet. */
    private Object[] consumerSlotsOf(long index) {
        Object[] slots = consumerSlots;
        long end = consumerEnd;
        RingChunk chunk = consumerChunk;
        while (index >= end) { // every chunk has the same length; the next one covers the next length of indices
            chunk = chunk.next(); // acquire: the chunk, its array and its base
            if (chunk == null) {
                return null;
            }
            slots = chunk.slots;
            end += consumerMask + 1;
        }
        return slots;
    }

    /** The head, from any thread: the first element not yet polled at the moment its slot was read. */
    @Override
    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) new LinkedRingWalk(this).next();
    }

    @Override
    public boolean isEmpty() {
        return ringIsEmpty();
    }

    @Override
    public int size() {
        return ringSize();
    }

    @Override
    public long currentProducerIndex() {
        return (long) PRODUCER_INDEX.getVolatile(this);
    }

    @Override
    public long currentConsumerIndex() {
        return (long) CONSUMER_INDEX.getVolatile(this);
    }

    /** Weakly consistent: the elements present when it was created, less those polled before it reaches them. */
    @Override
    public Iterator<E> iterator() {
        return new WalkIterator<>(new LinkedRingWalk(this));
    }

    // ---- what a walk reads (LinkedRingWalk.Ring): each with acquire

    @Override
    public RingChunk consumerChunkAcquire() {
        return (RingChunk) CONSUMER_CHUNK.getAcquire(this);
    }

    @Override
    public long consumerIndexAcquire() {
        return (long) CONSUMER_INDEX.getAcquire(this);
    }

    @Override
    public long producerIndexAcquire() {
        return (long) PRODUCER_INDEX.getAcquire(this);
    }

    @Override
    public int chunkMask() {
        return mask;
    }
}
