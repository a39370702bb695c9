package dev.tempered.cli;

import dev.tempered.analysis.ProgressListener;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * A one-line progress display on standard error, redrawn with {@code \r}: only on a terminal, only once the
 * analysis has run for a second (short analyses print nothing), at most ten redraws a second.
 */
final class ProgressLine implements ProgressListener {
    private static final long SHOW_AFTER_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintWriter err;
    private final LongSupplier clock;
    private final long started;
    private long lastDraw;
    private int classes;
    private int methods;
    private boolean drawn;

    ProgressLine(PrintWriter err, LongSupplier clock) {
        this.err = err;
        this.clock = clock;
        this.started = clock.getAsLong();
    }

    /** A display on a terminal; a listener that ignores everything otherwise (pipes, CI logs, --quiet). */
    static ProgressListener forConsole(Console console) {
        if (console.quiet() || System.console() == null) {
            return new ProgressListener() {
                @Override
                public void classesRead(int count) {
                }

                @Override
                public void methodsAnalysed(int count) {
                }
            };
        }
        return new ProgressLine(console.err(), System::nanoTime);
    }

    @Override
    public void classesRead(int count) {
        classes = count;
        draw();
    }

    @Override
    public void methodsAnalysed(int count) {
        methods = count;
        draw();
    }

    private void draw() {
        long now = clock.getAsLong();
        if (now - started < SHOW_AFTER_NANOS || now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        drawn = true;
        err.print("\ranalysing: " + classes + " classes read, " + methods + " methods analysed ");
        err.flush();
    }

    /** Clears the line so the next output starts clean. */
    void finish() {
        if (drawn) {
            err.print("\r" + " ".repeat(72) + "\r");
            err.flush();
        }
    }

    static void finish(ProgressListener listener) {
        if (listener instanceof ProgressLine line) {
            line.finish();
        }
    }
}
