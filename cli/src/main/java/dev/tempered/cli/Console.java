package dev.tempered.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Help.Ansi;

/**
 * Where a command writes. Results go to standard output, notes and progress to standard error, so that
 * {@code tempered report m.json > report.md} captures only the report. Colour only on a terminal.
 */
final class Console {
    private final PrintWriter out;
    private final PrintWriter err;
    private final Verbosity verbosity;
    private final Ansi ansi;

    Console(PrintWriter out, PrintWriter err, Verbosity verbosity, Ansi ansi) {
        this.out = out;
        this.err = err;
        this.verbosity = verbosity;
        this.ansi = ansi;
    }

    /** A result line on standard output; {@code @|bold text|@} markup is coloured on a terminal only. */
    void result(String line) {
        out.println(ansi.string(line));
        out.flush();
    }

    /** Raw text on standard output (a report): never touched. */
    void raw(String text) {
        out.print(text);
        out.flush();
    }

    /** A note on standard error, unless {@code --quiet}. */
    void note(String line) {
        if (!verbosity.quiet) {
            err.println(ansi.string(line));
            err.flush();
        }
    }

    /** A detail on standard error, only with {@code --verbose}. */
    void detail(String line) {
        if (verbosity.verbose && !verbosity.quiet) {
            err.println(line);
            err.flush();
        }
    }

    /** A warning on standard error; shown even with {@code --quiet}. */
    void warn(String line) {
        err.println("tempered: warning: " + line);
        err.flush();
    }

    boolean quiet() {
        return verbosity.quiet;
    }

    boolean verbose() {
        return verbosity.verbose;
    }

    PrintWriter err() {
        return err;
    }

    /** Escapes text that must not be read as colour markup (paths, program output). */
    static String plain(String s) {
        return s.replace("@|", "@ |");
    }
}
