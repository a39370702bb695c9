package dev.tempered.cli;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.check.CheckOptions;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.manifest.Manifest;
import dev.tempered.report.CheckText;
import dev.tempered.report.SarifReport;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tempered check}: declared topologies and {@code @LockFree} methods as a build gate. */
@Command(name = "check", mixinStandardHelpOptions = true,
        header = "Fail the build when the program breaks a topology it declares or a @LockFree method can block.",
        description = {"Prove the producer and consumer threads of every queue whose topology the program declares "
                + "(JCTools Spsc/Mpsc/Spmc queues, Agrona OneToOne/ManyToOne queues, @Topology fields and "
                + "allocations) and report each as verified, not verifiable (with the reason) or broken (two threads "
                + "certainly run a side declared single, named with where they start and the call chain). Methods "
                + "annotated @LockFree must not reach a blocking operation."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  tempered check --main com.acme.Main target/classes --class-path lib/jctools-core.jar",
            "  tempered check app.jar --format sarif -o tempered-check.sarif",
            "  # not verifiable fails too",
            "  tempered check --strict app.jar"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:nothing broken (and, with --strict, everything verified)",
            "1:a declared topology is broken or a @LockFree method can block (--strict: or not verifiable)",
            "2:usage or input error: missing or unreadable jar, no main class"})
final class CheckCommand extends TemperedCommand {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Jars or class directories to check.")
    List<Path> inputs;

    @Option(names = "--main", paramLabel = "CLASS", description = "Main class (binary name); default: the first jar's Main-Class.")
    String mainClass;

    @Option(names = "--library", description = "Library mode: every public method may be called by any number of unknown threads.")
    boolean library;

    @Option(names = {"--class-path", "-cp"}, paramLabel = "CP",
            description = "Dependencies, read and analysed but not reported (separated by '${sys:path.separator}').")
    String classPath;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text or sarif (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report here instead of standard output.")
    Path output;

    @Option(names = "--strict", description = "Fail on 'not verifiable' too.")
    boolean strict;

    @Override
    int execute(Console console) {
        if (library && mainClass != null) {
            throw new UserError("--library and --main exclude each other; a library has no main class, drop one");
        }
        if (!format.equals("text") && !format.equals("sarif")) {
            throw new UserError("unknown --format '" + format + "': use text or sarif");
        }
        Inputs.check(inputs, "pass the jar or class directory to check");
        List<Path> cp = Inputs.classPath(classPath);
        for (Path p : cp) {
            Inputs.checkOne(p, "fix the --class-path entry or leave it out");
        }
        ProgressListener progress = ProgressLine.forConsole(console);
        CheckOptions options = new CheckOptions(strict);
        CheckResult result;
        try {
            result = dev.tempered.analysis.check.Checker.check(AnalysisRequest.builder().inputs(inputs).classPath(cp)
                    .mainClass(mainClass).library(library).progress(progress).build(), options);
        } catch (AnalysisException e) {
            throw new UserError(Tempered.oneLine(e.getMessage()));
        } finally {
            ProgressLine.finish(progress);
        }
        for (String d : result.analysis().diagnostics()) {
            console.warn(d);
        }
        String report = format.equals("sarif") ? SarifReport.check(result, Manifest.currentToolVersion())
                : CheckText.format(result);
        if (output != null) {
            Manifests.writeText(report, output);
            console.note("wrote " + output + "; " + result.summary());
        } else {
            console.raw(report);
        }
        return result.fails(options) ? Exit.FINDINGS : Exit.OK;
    }
}
