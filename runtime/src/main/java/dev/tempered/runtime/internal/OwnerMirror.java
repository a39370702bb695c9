package dev.tempered.runtime.internal;

/**
 * Where a {@link SideGuard} copies its owner for a fast path that checks it without reaching the guard: the inline
 * ring's. The guard calls it on its slow paths only, whenever the owner moves: a newcomer taking the
 * side, the strict owner's claim.
 */
interface OwnerMirror {
    /**
     * Records {@code owner} with a volatile store, before the new owner's operation loads anything: an old owner whose
     * mirrored fast path still reads itself has not seen the store, so the new owner's operation had not begun when
     * that fast path's compare ran, and the old owner's next compare sends it through the guard.
     */
    void owner(Thread owner);
}
