package dev.tempered.runtime.internal.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Consumer;

/**
 * A Chase-Lev work-stealing deque (Chase and Lev, SPAA 2005; orderings after Le, Pop, Cohen and Zappa Nardelli,
 * PPoPP 2013, translated to VarHandle access modes). One owner thread pushes and pops at the bottom; any thread may
 * steal at the top with a CAS. The circular array grows (never shrinks) when the owner finds it full.
 *
 * <p>Indices are monotonic {@code long}s: an element keeps its index for its whole life, so a thief that read an
 * element at index {@code t} from an old array after a growth still reads the right element (the copy keeps index
 * positions and nobody writes into an old array again), and its CAS of {@code top} from {@code t} decides.
 *
 * <p>Ownership may move to another thread only with a happens-before edge from the old owner's last operation to
 * the new owner's first (the registry hands a dead worker's deque over after {@code Thread.isAlive()} returned
 * false, which the JLS makes a synchronizes-with edge).
 */
public final class ChaseLevDeque<E> {
    private static final VarHandle TOP;
    private static final VarHandle BOTTOM;
    private static final VarHandle ARRAY;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            TOP = l.findVarHandle(ChaseLevDeque.class, "top", long.class);
            BOTTOM = l.findVarHandle(ChaseLevDeque.class, "bottom", long.class);
            ARRAY = l.findVarHandle(ChaseLevDeque.class, "array", Object[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Read by every thief, CASed by thieves and by the owner taking the last element. Padded away from bottom. */
    @SuppressWarnings("unused")
    private volatile long top;
    @SuppressWarnings("unused")
    private long p01, p02, p03, p04, p05, p06, p07;
    /** Written only by the owner. */
    @SuppressWarnings("unused")
    private long bottom;
    @SuppressWarnings("unused")
    private long p11, p12, p13, p14, p15, p16, p17;
    /** Power-of-two length; replaced only by the owner. */
    @SuppressWarnings("unused")
    private Object[] array;

    public ChaseLevDeque(int initialCapacity) {
        int cap = Integer.highestOneBit(Math.max(2, initialCapacity - 1)) << 1;
        // Plain store: the deque is published to other threads through a final field or a volatile array store.
        ARRAY.set(this, new Object[cap]);
    }

    /** Owner only. */
    public void push(E e) {
        // Owner's own variable: a plain read sees its own last write.
        long b = (long) BOTTOM.get(this);
        // Acquire: pairs with the thieves' CAS so the space they freed is really free before we overwrite it.
        long t = (long) TOP.getAcquire(this);
        // Plain: only the owner replaces the array.
        Object[] a = (Object[]) ARRAY.get(this);
        if (b - t > a.length - 1) {
            a = grow(a, b, t);
        }
        // Plain-ish (opaque) store of the slot: it is ordered before the bottom increment by the release store below.
        SLOT.setOpaque(a, (int) b & (a.length - 1), e);
        // Release: a thief that reads bottom == b + 1 with acquire also sees the slot (and the element's fields).
        BOTTOM.setRelease(this, b + 1);
    }

    private Object[] grow(Object[] old, long b, long t) {
        Object[] a = new Object[old.length << 1];
        // Plain copies into an array nobody else can see yet; the release store below publishes them.
        for (long i = t; i < b; i++) {
            a[(int) i & (a.length - 1)] = old[(int) i & (old.length - 1)];
        }
        // Release: a thief that reads the new array (after an acquire of bottom, which the owner stores later with
        // release) sees the copied slots. Thieves that still hold the old array read valid elements there.
        ARRAY.setRelease(this, a);
        return a;
    }

    /** Owner only: takes the most recently pushed element, or null. */
    @SuppressWarnings("unchecked")
    public E pop() {
        // Plain reads: bottom and array are written only by the owner, which sees its own writes.
        long b = (long) BOTTOM.get(this) - 1;
        Object[] a = (Object[]) ARRAY.get(this);
        // Opaque store followed by a full fence: the StoreLoad between "bottom = b" and "read top" is the heart of
        // Chase-Lev. Without it a thief and the owner could both take the last element: the owner reads an old top
        // while the thief reads the old bottom.
        BOTTOM.setOpaque(this, b);
        VarHandle.fullFence();
        long t = (long) TOP.getOpaque(this);
        if (t > b) {
            // Empty: restore. Opaque suffices: nothing was taken, thieves only read bottom to compare.
            BOTTOM.setOpaque(this, b + 1);
            return null;
        }
        // Opaque: the owner wrote this slot itself; opaque only keeps the racy-looking read well defined.
        Object e = SLOT.getOpaque(a, (int) b & (a.length - 1));
        if (t == b) {
            // The last element: race thieves for it with the same CAS they use (volatile CAS, sequentially
            // consistent), so exactly one of us wins.
            boolean won = TOP.compareAndSet(this, t, t + 1);
            BOTTOM.setOpaque(this, b + 1);
            if (!won) {
                return null;
            }
        } else {
            // Not the last one: thieves cannot reach index b any more (they would need top == b, and top <= t < b
            // was read after the fence that published bottom = b). Clear the slot so the task can be collected.
        }
        // Opaque clear: a thief never reads index b again once it is ours (see above); it only drops the reference.
        SLOT.setOpaque(a, (int) b & (a.length - 1), null);
        return (E) e;
    }

    /**
     * Any thread: takes the oldest element, or null when empty or when it lost a race (the caller retries or
     * moves on; {@link #isEmpty()} tells the two apart for blocking decisions).
     */
    @SuppressWarnings("unchecked")
    public E steal() {
        // Acquire top, then a full fence, then acquire bottom: the fence orders our read of top before our read of
        // bottom against the owner's pop (store bottom; fence; load top). Either we see the owner's decremented
        // bottom, or the owner sees our incremented top (after our CAS), never neither.
        long t = (long) TOP.getAcquire(this);
        VarHandle.fullFence();
        long b = (long) BOTTOM.getAcquire(this);
        if (t >= b) {
            return null;
        }
        // Acquire: pairs with the release store in grow(); bottom's release store came after it, so this is at
        // least the array that holds index t.
        Object[] a = (Object[]) ARRAY.getAcquire(this);
        Object e = SLOT.getOpaque(a, (int) t & (a.length - 1));
        // Sequentially consistent CAS: linearizes the steal. If it fails someone else (thief or owner) took index t
        // and e must not be used.
        if (!TOP.compareAndSet(this, t, t + 1)) {
            return null;
        }
        return (E) e;
    }

    /** Any thread: true when no element was present at some moment during the call. */
    public boolean isEmpty() {
        return size() == 0;
    }

    /** Any thread: an estimate, exact when the deque is quiescent. */
    public int size() {
        // Acquire reads of both indices; in flight a pop may leave bottom one below top, hence the clamp.
        long t = (long) TOP.getAcquire(this);
        long b = (long) BOTTOM.getAcquire(this);
        long n = b - t;
        return n <= 0 ? 0 : (int) Math.min(n, Integer.MAX_VALUE);
    }

    /**
     * Any thread: visits the elements present between top and bottom, weakly consistent (elements may be visited
     * that were taken meanwhile; callers re-check them, e.g. with a claim CAS).
     */
    @SuppressWarnings("unchecked")
    public void forEachPresent(Consumer<? super E> action) {
        // Acquire reads, as in steal(): slots below the bottom we read are visible; no fence is needed because
        // nothing is taken here (callers claim through TaskCell).
        long t = (long) TOP.getAcquire(this);
        long b = (long) BOTTOM.getAcquire(this);
        Object[] a = (Object[]) ARRAY.getAcquire(this);
        for (long i = Math.max(t, b - a.length); i < b; i++) {
            Object e = SLOT.getOpaque(a, (int) i & (a.length - 1));
            if (e != null) {
                action.accept((E) e);
            }
        }
    }
}
