package dev.tempered.analysis.check;

/** The check's verdict on one declaration. */
public enum Status {
    /** The program's threads keep the declaration (possibly because a lock or executor serialises them). */
    VERIFIED("verified"),
    /** The analysis cannot see enough to decide; the finding says why. */
    NOT_VERIFIABLE("not verifiable"),
    /** Certainly more threads than declared on a side, or a blocking operation in a lock-free method. */
    BROKEN("broken");

    private final String word;

    Status(String word) {
        this.word = word;
    }

    /** {@code verified}, {@code not verifiable}, {@code broken}. */
    public String word() {
        return word;
    }
}
