package dev.tempered.runtime.internal;

/**
 * Where a {@link SideGuard} copies its owner for a fast path that checks it without reaching the guard: the inline
 * ring's (decision 0041). The guard calls it on its slow paths only, whenever the owner moves: a newcomer taking the
 * side, the strict owner's claim.
 */
interface OwnerMirror {
    /**
     * Records {@code owner} with a volatile store, before the new owner's operation loads anything: the mirrored fast
     * path's exit re-check relies on it as the guard's own re-check relies on the owner swap's fence.
     */
    void owner(Thread owner);
}
