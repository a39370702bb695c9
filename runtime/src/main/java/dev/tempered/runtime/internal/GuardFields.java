package dev.tempered.runtime.internal;

/**
 * The hot fields of a {@link SideGuard}, in their own class between the leading padding ({@link GuardPad}) and the
 * trailing padding (SideGuard's own fields): HotSpot lays superclass fields out first, and within one class puts
 * primitives before references, so padding bytes declared next to these fields would not follow them.
 * Accessed only through SideGuard's VarHandles.
 */
abstract class GuardFields extends GuardPad {
    /** the thread the guard is biased to; written by newcomers (volatile swap), read by everyone */
    Thread owner;
    /** the owner while it is inside an operation, else null; written by the thread inside, read by newcomers */
    Thread inside;
}
