package dev.tempered.cli;

import dev.tempered.rewrite.ChecksMode;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every subcommand shares: {@code --quiet}/{@code --verbose}, the console, and the exit-code contract.
 * A new subcommand is one class extending this, annotated with {@code @Command}, listed in {@link Tempered}.
 */
abstract class TemperedCommand implements Callable<Integer> {
    @Mixin
    Verbosity verbosity = new Verbosity();

    @Spec
    CommandSpec spec;

    @Override
    public final Integer call() throws Exception {
        return execute(new Console(spec.commandLine().getOut(), spec.commandLine().getErr(), verbosity,
                spec.commandLine().getColorScheme().ansi()));
    }

    /** Runs the command; returns an {@link Exit} code. Throw {@link UserError} for anything the user can fix. */
    abstract int execute(Console console) throws Exception;

    /** The {@code --checks} value as a mode, or the one-line error every command gives for a bad one. */
    static ChecksMode checksMode(String value) {
        try {
            return ChecksMode.parse(value);
        } catch (IllegalArgumentException e) {
            if (value.equals("log") || value.equals("strict-log")) {
                throw new UserError("--checks " + value + " is no longer supported: a violation is seen only after it may"
                        + " have lost an element; use --checks " + (value.startsWith("strict") ? "strict-throw" : "throw")
                        + ", which stops the queue and prints the violation");
            }
            throw new UserError("--checks " + value + " is not a checks mode; use off, throw or strict-throw");
        }
    }

    /**
     * Everything after the first {@code --} that follows this subcommand's name: the program's own arguments.
     * Picocli turns those into positionals at the end of the list, so the raw arguments are the only place where the
     * split is visible.
     */
    final List<String> programArgs() {
        List<String> raw = spec.commandLine().getParseResult().originalArgs();
        int self = Math.max(raw.indexOf(spec.name()), 0);
        int dash = raw.subList(self, raw.size()).indexOf("--");
        if (dash < 0) {
            return List.of();
        }
        return List.copyOf(raw.subList(self + dash + 1, raw.size()));
    }
}
