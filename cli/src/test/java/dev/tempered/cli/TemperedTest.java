package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class TemperedTest {

    @Test
    void helpListsEveryCommand() {
        Cli.Result r = Cli.run("--help");
        assertEquals(0, r.exit());
        for (String c : new String[] {"analyze", "report", "rewrite", "run", "cds", "explain", "demo", "version", "help"}) {
            assertTrue(r.out().contains("\n  " + c), "missing " + c + " in\n" + r.out());
        }
        assertTrue(r.out().contains("Exit codes:"), r.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"analyze", "report", "rewrite", "run", "cds", "explain", "demo", "version"})
    void everyCommandHasHelpWithExamplesAndExitCodes(String command) {
        Cli.Result r = Cli.run(command, "--help");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Example"), command + " help has no examples:\n" + r.out());
        assertTrue(r.out().contains("Exit codes:"), command + " help has no exit codes:\n" + r.out());
        assertTrue(r.out().contains("--quiet") && r.out().contains("--verbose"), r.out());
        assertTrue(r.out().lines().allMatch(l -> l.length() <= 80), "help wider than 80 columns:\n" + r.out());
    }

    @Test
    void unknownOptionIsOneLineAndExit2() {
        String line = Cli.run("analyze", "--bogus").oneLineError(2);
        assertEquals("tempered: unknown option: '--bogus'; see 'tempered analyze --help'", line);
    }

    @Test
    void unknownCommandIsOneLineAndExit2() {
        String line = Cli.run("frobnicate").oneLineError(2);
        assertTrue(line.startsWith("tempered: unmatched argument at index 0: 'frobnicate'"), line);
        assertTrue(line.endsWith("; see 'tempered --help'"), line);
    }

    @Test
    void helpForAnUnknownCommand() {
        assertEquals("tempered: unknown subcommand 'nonexist'; see 'tempered --help'", Cli.run("help", "nonexist").oneLineError(2));
    }

    @Test
    void noCommandIsAUsageError() {
        assertEquals("tempered: no command given; see 'tempered --help'", Cli.run().oneLineError(2));
    }

    @Test
    void versionNamesToolAndJava() {
        Cli.Result r = Cli.run("version");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("tempered " + dev.tempered.manifest.Manifest.currentToolVersion() + "\nJava "), r.out());
        assertEquals(r.out(), Cli.run("--version").out());
    }
}
