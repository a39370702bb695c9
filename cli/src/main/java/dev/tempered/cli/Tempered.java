package dev.tempered.cli;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/** The {@code tempered} command. Each subcommand is one class; this lists them and owns error handling. */
@Command(name = "tempered",
        mixinStandardHelpOptions = true,
        versionProvider = Tempered.Version.class,
        description = {
            "Proves which threads put into and take from each concurrent queue of a Java program, and swaps the "
                    + "general queue for a specialised one where the proof allows.",
            ""
        },
        subcommands = {
            AnalyzeCommand.class,
            ReportCommand.class,
            RewriteCommand.class,
            CheckCommand.class,
            RunCommand.class,
            CdsCommand.class,
            ExplainCommand.class,
            DemoCommand.class,
            VersionCommand.class,
            CommandLine.HelpCommand.class
        },
        synopsisSubcommandLabel = "COMMAND",
        footerHeading = "%nExamples:%n",
        footer = {
            "  tempered demo",
            "  tempered analyze app.jar -o app.tempered.json",
            "  tempered report app.tempered.json --format=html -o report.html",
            "  tempered run app.jar -- --port 8080",
            "  tempered cds --manifest app.tempered.json --archive app.jsa app.jar",
            "",
            "Run 'tempered help COMMAND' for a command's options and examples."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:findings: outputs differ, a check failed",
            "2:usage or input error (message on one line)",
            "3:internal error in tempered (please report it)"
        })
public final class Tempered implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "no command given");
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line: one-line errors, documented exit codes. Tests set out/err on it. */
    public static CommandLine commandLine() {
        CommandLine cmd = new CommandLine(new Tempered());
        cmd.setParameterExceptionHandler(Tempered::usageError);
        cmd.setExecutionExceptionHandler(Tempered::failure);
        return cmd;
    }

    private static int usageError(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String name = cmd.getCommandSpec().qualifiedName();
        String msg = e.getMessage() == null ? "bad arguments" : e.getMessage().replace('\n', ' ').trim();
        // an unknown option is the cause a user needs to hear, even when picocli reports a missing parameter first
        java.util.List<String> unmatched = cmd.getParseResult() == null ? java.util.List.of() : cmd.getParseResult().unmatched();
        if (!(e instanceof CommandLine.UnmatchedArgumentException) && !unmatched.isEmpty() && unmatched.get(0).startsWith("-")) {
            msg = "unknown option: '" + unmatched.get(0) + "'";
        }
        msg = Character.toLowerCase(msg.charAt(0)) + msg.substring(1);
        if (msg.endsWith(".")) {
            msg = msg.substring(0, msg.length() - 1);
        }
        cmd.getErr().println("tempered: " + msg + "; see '" + name + " --help'");
        cmd.getErr().flush();
        return Exit.USAGE;
    }

    private static int failure(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        boolean verbose = cmd.getCommand() instanceof TemperedCommand t && t.verbosity.verbose;
        int code;
        if (e instanceof UserError u) {
            err.println("tempered: " + u.getMessage());
            code = u.exitCode();
        } else if (e instanceof ManifestException || e instanceof AnalysisException) {
            err.println("tempered: " + oneLine(e.getMessage()));
            code = Exit.USAGE;
        } else {
            err.println("tempered: internal error: " + e.getClass().getSimpleName() + ": " + oneLine(e.getMessage())
                    + "; rerun with --verbose for the stack trace and report it");
            code = Exit.INTERNAL;
        }
        if (verbose) {
            e.printStackTrace(err);
        }
        err.flush();
        return code;
    }

    static String oneLine(String s) {
        return s == null ? "" : s.replace('\n', ' ').replace('\r', ' ').trim();
    }

    /** {@code tempered 0.1.0 (Java 17.0.15)}. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"tempered " + Manifest.currentToolVersion(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
        }
    }
}
