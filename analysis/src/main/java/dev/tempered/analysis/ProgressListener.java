package dev.tempered.analysis;

/**
 * Told, from the analysing thread, how far an analysis has come. Counts are running totals; calls are
 * periodic, not one per class or method.
 */
public interface ProgressListener {
    /** {@code count} class files have been read so far. */
    void classesRead(int count);

    /** {@code count} method bodies (per context) have been analysed so far. */
    void methodsAnalysed(int count);
}
