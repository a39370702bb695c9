package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the tempered command in-process with captured standard output and error. */
final class Cli {
    record Result(int exit, String out, String err) {
        /** Asserts the exit code and that standard error is exactly one line, and returns that line. */
        String oneLineError(int expectedExit) {
            assertEquals(expectedExit, exit, "exit code; stderr: " + err);
            assertEquals(1, err.lines().count(), "error must be one line: " + err);
            return err.strip();
        }
    }

    private Cli() {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = Tempered.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int exit = cmd.execute(args);
        return new Result(exit, out.toString(), err.toString());
    }
}
