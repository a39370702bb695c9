package dev.tempered.cli;

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
}
