package dev.tempered.runtime.internal.check;

/**
 * Run-time contract check modes ({@code checks=} in the spec). Every mode that checks fails stop ({@link Fuse}).
 *
 * <p>There is no mode that reports a violation and goes on: the check finds an overlap of brief operations only at the
 * owner's exit, after both operations wrote (SideGuard), when an element may already be lost or taken twice, so no
 * hand-over to a locked path afterwards could make the queue correct again; making every operation take a lock
 * instead is the general queue's cost. A spec that still asks for {@code log} or {@code strict-log} (written by an
 * older rewriter) keeps the general queue ({@link #removed}).
 */
public enum Checks {
    OFF, THROW, STRICT_THROW;

    boolean strict() {
        return this == STRICT_THROW;
    }

    public static Checks parse(String s) {
        switch (s) {
            case "off": return OFF;
            case "throw": return THROW;
            case "strict-throw": return STRICT_THROW;
            default: return null;
        }
    }

    /** Whether {@code s} is a mode this runtime no longer has (see the class comment). */
    public static boolean removed(String s) {
        return "log".equals(s) || "strict-log".equals(s);
    }
}
