package dev.tempered.cli;

import picocli.CommandLine.Option;

/** {@code --quiet} and {@code --verbose}, mixed into every command. */
final class Verbosity {
    @Option(names = {"-q", "--quiet"}, description = "Print only results and errors: no progress, no notes.")
    boolean quiet;

    @Option(names = {"-v", "--verbose"}, description = "Print more: what is read, what runs, full stack traces on errors.")
    boolean verbose;
}
