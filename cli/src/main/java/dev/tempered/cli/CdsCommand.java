package dev.tempered.cli;

import dev.tempered.rewrite.ChecksMode;
import java.io.File;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tempered cds}: the user guide's AppCDS recipe as one command (design note start-up). A training run of the
 * program with the agent records the classes it loads; the JVM dumps them, the agent's included, into a static archive;
 * the command prints the {@code java} line that uses it.
 */
@Command(name = "cds", mixinStandardHelpOptions = true,
        header = "Dump an AppCDS archive that holds the agent's classes, for a faster start.",
        description = {"Cut the agent's start-up cost: run the program once with the agent and the manifest (the "
                + "training run), record the classes it loads, dump them (the agent's classes included) into a static "
                + "AppCDS archive, and print the java command line that uses it: the agent jar last on -cp, the agent "
                + "loaded as -agentlib:instrument=JAR=OPTIONS (see --agent-form), and -XX:SharedArchiveFile. Arguments "
                + "after '--' go to the training run; it must exit on its own, so give it a short, representative job. "
                + "The training run's output is shown with --verbose.",
            "",
            "The archive belongs to the JVM that dumped it (--java, default: the one running tempered; JDK 17 and "
                + "newer, tested on 17 and 25) and to the jars at the paths it names: dump it again when the "
                + "program's jars, the agent jar or the JDK change. A stale archive is ignored silently (the JVM starts "
                + "slower); add -Xshare:on to make such a start fail instead. The manifest is read at each start, not "
                + "archived. CDS archives classes from jars only: jar class directories first.",
            ""},
        footerHeading = "%nExamples:%n",
        footer = {
            "  tempered analyze app.jar -o app.tempered.json",
            "  tempered cds --manifest app.tempered.json --archive app.jsa app.jar",
            "  # a dependency, a main class, and a short training job",
            "  tempered cds --manifest m.json --archive app.jsa --main com.acme.Main \\",
            "      -cp lib/netty.jar app.jar -- --warm-up-only",
            "  # an archive for another JDK",
            "  tempered cds --java ~/jdk-25 --manifest m.json --archive app.jsa app.jar",
            "  # heap and GC options belong in the dump too",
            "  tempered cds --java-option=-Xmx8g --manifest m.json --archive app.jsa app.jar"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the archive is written; the java command line is on standard output",
            "1:the training run failed or timed out, or the JVM refused the dump (nothing written)",
            "2:usage or input error (nothing was run)"})
final class CdsCommand extends TemperedCommand {
    private static final Pattern LOG_DECORATION = Pattern.compile("^(?:\\[[^\\]]*\\])+\\s*");
    /**
     * The JDK's instrument library loaded directly (design note start-up): what {@code -javaagent} loads, without the
     * {@code jdk.module.addmods=java.instrument} that {@code -javaagent} also sets and that turns off JDK 17's
     * archived module graph.
     */
    static final String AGENTLIB = "-agentlib:instrument=";
    static final String JAVAAGENT = "-javaagent:";
    /**
     * What the instrument library (stderr) and the JVM (stdout) print when the library cannot start an agent, before
     * the JVM aborts; the same for -agentlib as for -javaagent.
     */
    private static final List<String> AGENT_START_FAILED = List.of("java.lang.instrument ASSERTION FAILED",
            "processing of -javaagent failed");

    /** The training run's JVM could not start the agent loaded as {@link #AGENTLIB}. */
    private static final class AgentLibraryRefused extends Exception {
        AgentLibraryRefused(String message) {
            super(message);
        }
    }

    @Parameters(paramLabel = "PATH", arity = "1..*",
            description = "The program's jars, then '--' and the training run's arguments.")
    List<String> positional = new ArrayList<>();

    @Option(names = "--manifest", required = true, paramLabel = "FILE", description = "The manifest from 'tempered analyze'.")
    Path manifest;

    @Option(names = "--archive", required = true, paramLabel = "FILE", description = "Where the archive goes (e.g. app.jsa); replaced only when the dump succeeds.")
    Path archive;

    @Option(names = "--main", paramLabel = "CLASS", description = "Main class; default: the first jar's Main-Class.")
    String mainClass;

    @Option(names = {"--class-path", "-cp"}, paramLabel = "CP", description = "Dependencies, on the program's class path too.")
    String classPath;

    @Option(names = "--agent", paramLabel = "JAR", description = "The agent jar; default: the one built in the repository.")
    Path agent;

    @Option(names = "--checks", paramLabel = "MODE", defaultValue = ChecksMode.DEFAULT_SPEC,
            description = "The agent's contract checks: throw, strict-throw or off (default: ${DEFAULT-VALUE}).")
    String checks;

    @Option(names = "--agent-form", paramLabel = "FORM", defaultValue = "auto",
            description = "How the printed command loads the agent: agentlib (-agentlib:instrument=JAR=OPTIONS), javaagent "
                    + "(-javaagent:JAR=OPTIONS) or auto (default): agentlib, or javaagent when the training run shows "
                    + "that this program's JVM cannot load it the other way. Both load the same agent through the JDK's "
                    + "instrument library; -javaagent also adds java.instrument to the root modules, which costs JDK 17 "
                    + "its archived module graph (about 35 ms at every start). agentlib needs java.instrument in the "
                    + "boot layer, which a class-path program on a full JDK has.")
    String agentForm;

    @Option(names = "--java", paramLabel = "JAVA", description = "The java (or JDK home) to train, dump and run with; default: the one running tempered.")
    Path java;

    @Option(names = "--java-option", paramLabel = "OPT", description = "A JVM option for the training run, the dump and the printed command (repeatable); heap and GC "
                    + "options must match between dump and run, e.g. --java-option=-Xmx8g.")
    List<String> javaOptions = new ArrayList<>();

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "Longest the training run may take (default: ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    @Override
    int execute(Console console) throws Exception {
        ChecksMode mode = checksMode(checks);
        String form = agentForm();
        if (timeoutSeconds < 1) {
            throw new UserError("--timeout must be at least 1 second");
        }
        List<String> programArgs = programArgs();
        List<Path> inputs = positional.subList(0, positional.size() - programArgs.size()).stream().map(Path::of).toList();
        if (inputs.isEmpty()) {
            throw new UserError("no input given; pass the program's jars before '--'");
        }
        Inputs.check(inputs, "pass the program's jars");
        List<Path> deps = Inputs.classPath(classPath);
        for (Path dep : deps) {
            Inputs.checkOne(dep, "fix --class-path");
        }
        Manifests.read(manifest, "manifest");
        Path agentJar = Home.agentJar(agent).toAbsolutePath().normalize();
        Path javaExe = javaExecutable();
        String main = MainClass.resolve(mainClass, inputs);
        Path target = archive.toAbsolutePath().normalize();
        if (Files.isDirectory(target)) {
            throw new UserError("--archive " + archive + " is a directory; pass a file name such as app.jsa");
        }
        try {
            Files.createDirectories(target.getParent());
        } catch (IOException e) {
            throw new UserError("cannot create the folder of --archive " + archive + ": " + e.getMessage()
                    + "; pass a writable path");
        }

        // the agent jar goes last: the JVM appends the agent's jar to the class path, and an archive is only used
        // when the run's class path starts with the dump's; on -cp, its classes load by the application loader
        // from a jar CDS can archive
        List<String> cp = new ArrayList<>();
        for (Path p : inputs) {
            cp.add(p.toAbsolutePath().normalize().toString());
        }
        for (Path p : deps) {
            cp.add(p.toAbsolutePath().normalize().toString());
        }
        cp.add(agentJar.toString());
        String cpArg = String.join(File.pathSeparator, cp);
        String agentOptions = agentJar + "=manifest=" + manifest.toAbsolutePath().normalize()
                + (mode == ChecksMode.DEFAULT ? "" : ",checks=" + checks);
        boolean agentlib = !form.equals("javaagent");
        String agentArg = (agentlib ? AGENTLIB : JAVAAGENT) + agentOptions;

        Path work = Files.createTempDirectory("tempered-cds");
        try {
            List<String> classList;
            try {
                classList = train(console, javaExe, cpArg, agentArg, main, programArgs, work);
            } catch (AgentLibraryRefused e) {
                if (!form.equals("auto")) {
                    throw new UserError(Exit.FINDINGS, "the training run's JVM could not load the agent as "
                            + "-agentlib:instrument (" + e.getMessage() + "): java.instrument is not in its boot layer; "
                            + "use --agent-form=javaagent; nothing was written to " + archive);
                }
                console.note("training run: this JVM cannot load the agent as -agentlib:instrument (java.instrument is "
                        + "not in its boot layer); loading it with -javaagent instead");
                agentlib = false;
                agentArg = JAVAAGENT + agentOptions;
                classList = train(console, javaExe, cpArg, agentArg, main, programArgs, work);
            }
            // the dump's root modules must be the run's: -javaagent adds java.instrument, -agentlib does not
            dump(console, javaExe, cpArg, classList, target, work, !agentlib);
        } finally {
            FileTrees.delete(work);
        }

        List<String> use = new ArrayList<>();
        use.add(javaExe.toString());
        use.add("-XX:SharedArchiveFile=" + target);
        use.addAll(javaOptions);
        use.add("-cp");
        use.add(cpArg);
        use.add(agentArg);
        use.add(main);
        console.note("start the program with this command line, its arguments at the end (add -Xshare:on to fail "
                + "rather than start without the archive):");
        console.result(Console.plain(shellLine(use)));
        return Exit.OK;
    }

    private String agentForm() {
        String form = agentForm.toLowerCase(Locale.ROOT);
        if (!form.equals("auto") && !form.equals("agentlib") && !form.equals("javaagent")) {
            throw new UserError("--agent-form must be auto, agentlib or javaagent, not '" + agentForm + "'");
        }
        return form;
    }

    /**
     * Runs the program once with the agent; returns the loaded-class list without its {@code @cp} lines.
     *
     * @throws AgentLibraryRefused when the agent was given as {@link #AGENTLIB} and the JVM could not start it
     */
    private List<String> train(Console console, Path javaExe, String cpArg, String agentArg, String main,
            List<String> programArgs, Path work) throws Exception {
        Path recorded = work.resolve("loaded.classlist");
        Path report = work.resolve("agent-report.json");
        List<String> command = new ArrayList<>();
        command.add(javaExe.toString());
        command.add("-XX:DumpLoadedClassList=" + recorded);
        command.addAll(javaOptions);
        command.add("-cp");
        command.add(cpArg);
        command.add(agentArg + ",report=" + report);
        command.add(main);
        command.addAll(programArgs);
        console.note("training run: " + main + " with the agent");
        console.detail(shellLine(command));
        ChildJvm.Result run;
        try {
            run = ChildJvm.capture(command, work, timeoutSeconds);
        } catch (UserError timeout) {
            throw new UserError(Exit.FINDINGS, "the training run did not finish within " + timeoutSeconds + " s; give it "
                    + "a job that ends (arguments after '--') or raise --timeout; nothing was written to " + archive);
        }
        if (console.verbose()) {
            run.stdout().lines().forEach(l -> console.detail("  | " + l));
            run.stderr().lines().forEach(l -> console.detail("  ! " + l));
        }
        if (run.exitCode() != 0 && agentArg.startsWith(AGENTLIB)) {
            String failed = (run.stderr() + "\n" + run.stdout()).lines()
                    .filter(l -> AGENT_START_FAILED.stream().anyMatch(l::contains)).findFirst().orElse(null);
            if (failed != null) {
                throw new AgentLibraryRefused(failed.strip());
            }
        }
        if (run.exitCode() != 0) {
            // the program's own first line (its exception), past the agent's notes and the JVM's warnings
            List<String> lines = run.stderr().lines().filter(l -> !l.isBlank()).toList();
            String err = lines.stream().filter(l -> !l.startsWith("tempered: ") && !l.contains(" VM warning: "))
                    .findFirst().orElse(lines.isEmpty() ? "no message on standard error" : lines.get(0));
            throw new UserError(Exit.FINDINGS, "the training run exited with status " + run.exitCode() + ": "
                    + err.strip() + "; nothing was written to " + archive);
        }
        String summary = DemoCommand.agentSummary(report);
        if (summary.matches("agent: [1-9].*")) {
            console.note("training run: " + summary);
        } else {
            console.warn("training run: " + summary + "; the archive still speeds up the start, but check that the "
                    + "manifest matches these jars ('tempered explain')");
        }
        if (!Files.isRegularFile(recorded)) {
            throw new UserError(Exit.FINDINGS, "the training run wrote no class list; this JVM (" + javaExe
                    + ") may not support -XX:DumpLoadedClassList (HotSpot JDK 17 or newer does)");
        }
        List<String> kept = new ArrayList<>();
        for (String line : Files.readAllLines(recorded)) {
            // JDK 21+ records the class path as '@cp' lines, which a dump from a class list file does not accept
            if (!line.startsWith("@cp ")) {
                kept.add(line);
            }
        }
        return kept;
    }

    /** Dumps into a temporary file beside the archive and moves it there only when the JVM succeeded. */
    private void dump(Console console, Path javaExe, String cpArg, List<String> classList, Path target, Path work,
                      boolean addInstrument) throws Exception {
        Path listFile = work.resolve("app.classlist");
        Files.write(listFile, classList);
        Path partial = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".partial");
        try {
            List<String> command = new ArrayList<>(List.of(javaExe.toString(), "-Xshare:dump"));
            // the JVM rejects an archive whose heap settings (compressed oops and class pointers) differ from the run's
            command.addAll(javaOptions);
            if (addInstrument) { // as -javaagent adds it at run time (JDK 25 refuses an archive whose modules differ)
                command.addAll(List.of("--add-modules", "java.instrument"));
            }
            command.addAll(List.of("-XX:SharedClassListFile=" + listFile, "-XX:SharedArchiveFile=" + partial, "-cp",
                    cpArg));
            console.note("dumping " + classList.size() + " classes into " + archive);
            console.detail(shellLine(command));
            ChildJvm.Result run = ChildJvm.capture(command, work, timeoutSeconds);
            if (run.exitCode() != 0 || Files.size(partial) == 0) {
                String reason = firstError(run);
                String hint = reason.contains("directory")
                        ? "; CDS archives classes from jars only: jar the class directories (jar cf app.jar -C DIR .)"
                        : "; rerun with --verbose to see the dump's command";
                throw new UserError(Exit.FINDINGS, "the JVM refused the dump (status " + run.exitCode() + "): " + reason
                        + hint + "; nothing was written to " + archive);
            }
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
            console.note(String.format(Locale.ROOT, "wrote %s (%.1f MB)", archive, Files.size(target) / 1e6));
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** The JVM's own first error line, without its log decorations ({@code [0.1s][error][cds] }). */
    static String firstError(ChildJvm.Result run) {
        List<String> lines = new ArrayList<>(run.stderr().lines().toList());
        lines.addAll(run.stdout().lines().toList());
        for (String l : lines) {
            if (l.matches("^\\[[^\\]]*\\]\\[error\\s*\\].*")) {
                Matcher m = LOG_DECORATION.matcher(l);
                return m.replaceFirst("").strip();
            }
        }
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("Error occurred during") && i + 1 < lines.size() && !lines.get(i + 1).isBlank()) {
                return lines.get(i + 1).strip();
            }
        }
        for (String l : lines) {
            if (l.toLowerCase(Locale.ROOT).contains("error")) {
                return l.strip();
            }
        }
        return run.stderr().lines().filter(l -> !l.isBlank()).findFirst().orElse("no message").strip();
    }

    private Path javaExecutable() {
        if (java == null) {
            return ChildJvm.java();
        }
        Path exe = Files.isDirectory(java) ? java.resolve("bin").resolve("java") : java;
        if (!Files.isRegularFile(exe) || !Files.isExecutable(exe)) {
            throw new UserError("--java " + java + " is not a java executable or a JDK home; pass e.g. --java "
                    + "/usr/lib/jvm/jdk-25 or --java /usr/lib/jvm/jdk-25/bin/java");
        }
        return exe.toAbsolutePath().normalize();
    }


    /** A POSIX shell line: words with only safe characters as they are, others in single quotes. */
    static String shellLine(List<String> words) {
        List<String> out = new ArrayList<>();
        for (String w : words) {
            out.add(!w.isEmpty() && w.matches("[A-Za-z0-9_./:=,@%+-]+") ? w : "'" + w.replace("'", "'\\''") + "'");
        }
        return String.join(" ", out);
    }
}
