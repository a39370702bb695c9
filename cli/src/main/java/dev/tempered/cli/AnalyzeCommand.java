package dev.tempered.cli;

import dev.tempered.analysis.AnalysisResult;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tempered analyze}: prove each queue's threads and write the manifest. */
@Command(name = "analyze", aliases = "analyse", mixinStandardHelpOptions = true,
        header = "Prove which threads use each queue; print remarks; write the manifest.",
        description = {"Analyse a program's class files: for each concurrent queue, prove which threads put into and "
                + "take from it, print one remark per queue and a summary line, and write the manifest the agent, "
                + "'rewrite' and 'report' read. Application mode (default) takes the class path as the whole program."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  # main class from the jar's Main-Class",
            "  tempered analyze app.jar",
            "  tempered analyze --main com.acme.Main target/classes -o app.tempered.json",
            "  tempered analyze app.jar --class-path lib/a.jar:lib/b.jar",
            "  # add the reflection a recorded run saw (agent option record=rec.json)",
            "  tempered analyze app.jar --reflection-log rec.json.reflection.json",
            "  # every public method, unknown callers",
            "  tempered analyze --library mylib.jar"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:manifest written", "2:usage or input error: missing or unreadable jar, no main class"})
final class AnalyzeCommand extends TemperedCommand {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Jars or class directories to analyse (and later rewrite).")
    List<Path> inputs;

    @Option(names = "--main", paramLabel = "CLASS", description = "Main class (binary name); default: the first jar's Main-Class.")
    String mainClass;

    @Option(names = "--library", description = "Library mode: every public method may be called by any number of unknown threads.")
    boolean library;

    @Option(names = {"--class-path", "-cp"}, paramLabel = "CP",
            description = "Dependencies, analysed as part of the program; the queues the program reaches in them are "
                    + "reported apart (separated by '${sys:path.separator}').")
    String classPath;

    @Option(names = "--reflection-log", paramLabel = "FILE",
            description = "The reflection log of a recorded run (the agent's record=PATH writes PATH.reflection.json): "
                    + "adds the classes and methods its reflective calls reached where the code does not tell; "
                    + "verdicts that depend on them say so (docs/closed-world.md).")
    Path reflectionLog;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", defaultValue = "tempered-manifest.json",
            description = "Where to write the manifest (default: ${DEFAULT-VALUE}).")
    Path output;

    @Override
    int execute(Console console) {
        if (library && mainClass != null) {
            throw new UserError("--library and --main exclude each other; a library has no main class, drop one");
        }
        AnalysisResult result = Analysis.run(console, inputs, Inputs.classPath(classPath), mainClass, library,
                reflectionLog);
        Manifests.write(result.manifest(), output);
        Analysis.printRemarks(console, result);
        console.note("wrote " + output + "; next: 'tempered report " + output + "' or 'tempered run'");
        return Exit.OK;
    }
}
