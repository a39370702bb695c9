package dev.tempered.cli;

import dev.tempered.analysis.AnalysisResult;
import dev.tempered.rewrite.ChecksMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tempered run}: analyse, then run the program in a second JVM with the agent and the fresh manifest. */
@Command(name = "run", mixinStandardHelpOptions = true,
        header = "Analyse, then run the program with the agent and the fresh manifest.",
        description = {"Analyse a program, then run it in a second JVM with the Tempered agent and the fresh manifest, "
                + "so its proven queues run specialised. Arguments after '--' go to the program."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  # main class from the jar's Main-Class",
            "  tempered run app.jar",
            "  tempered run --main com.acme.Main target/classes -- input.log --threads 4",
            "  # fail fast if a proven topology is broken",
            "  tempered run --checks=off app.jar"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the program exited with 0", "2:usage or input error (nothing was run)",
            "other:the program's own exit status (1 for an uncaught exception, e.g. a failed contract check)"})
final class RunCommand extends TemperedCommand {

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Jars or class directories of the program, then '--' and its arguments.")
    List<String> positional = new ArrayList<>();

    @Option(names = "--main", paramLabel = "CLASS", description = "Main class; default: the first jar's Main-Class.")
    String mainClass;

    @Option(names = {"--class-path", "-cp"}, paramLabel = "CP", description = "Dependencies, on the program's class path too.")
    String classPath;

    @Option(names = "--checks", paramLabel = "throw|off", defaultValue = ChecksMode.DEFAULT_SPEC,
            description = "Run-time contract checks in the specialised queues (default: ${DEFAULT-VALUE}; also strict-throw); "
                    + "a violation stops the queue. off removes them: a wrong verdict then loses elements silently.")
    String checks;

    @Option(names = "--manifest-out", paramLabel = "FILE", defaultValue = "tempered-manifest.json",
            description = "Where the fresh manifest is written (default: ${DEFAULT-VALUE}).")
    Path manifestOut;

    @Option(names = "--agent", paramLabel = "JAR", description = "The agent jar; default: the one built in the repository.")
    Path agent;

    @Override
    int execute(Console console) throws Exception {
        checksMode(checks);
        List<String> programArgs = programArgs();
        List<Path> inputs = positional.subList(0, positional.size() - programArgs.size()).stream().map(Path::of).toList();
        if (inputs.isEmpty()) {
            throw new UserError("no input given; pass the program's jar or class directory before '--'");
        }
        Inputs.check(inputs, "pass the jar or class directory to analyse");
        Path agentJar = Home.agentJar(agent);
        List<Path> cp = Inputs.classPath(classPath);
        String main = MainClass.resolve(mainClass, inputs);
        AnalysisResult result = Analysis.run(console, inputs, cp, main, false);
        Manifests.write(result.manifest(), manifestOut);
        if (!console.quiet()) {
            Analysis.printRemarks(console, result);
        }
        List<Path> programCp = new ArrayList<>(inputs);
        programCp.addAll(cp);
        String agentArg = agentJar.toAbsolutePath() + "=manifest=" + manifestOut.toAbsolutePath() + ",checks=" + checks
                + (console.verbose() ? ",verbose" : "");
        List<String> command = ChildJvm.command(agentArg, programCp, main, programArgs);
        console.note("running " + main + " with the agent (" + manifestOut + ")");
        console.detail(String.join(" ", command));
        return ChildJvm.inherit(command);
    }

}
