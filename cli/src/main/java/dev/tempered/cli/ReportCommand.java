package dev.tempered.cli;

import dev.tempered.manifest.Manifest;
import dev.tempered.report.ReportFormat;
import dev.tempered.report.SourcePaths;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tempered report}: the manifest as a PR comment, a browsable page or SARIF for code scanning. */
@Command(name = "report", mixinStandardHelpOptions = true,
        header = "Turn a manifest into a Markdown, HTML or SARIF report for review.",
        description = {"Turn a manifest into a report for code review: Markdown (a pull-request comment), HTML (one "
                + "self-contained page, a card per queue with its threads and call chains) or SARIF 2.1.0 (code "
                + "scanning). With --base, the report leads with what changed since the base manifest."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  # Markdown on standard output",
            "  tempered report app.tempered.json",
            "  # lead with the changes since main",
            "  tempered report app.tempered.json --base main.tempered.json",
            "  tempered report app.tempered.json --format=html -o report.html",
            "  tempered report app.tempered.json --format=sarif --source-root=src/main/java -o tempered.sarif"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "2:usage error, missing or malformed manifest, unwritable output"})
final class ReportCommand extends TemperedCommand {

    @Parameters(index = "0", paramLabel = "MANIFEST", description = "The manifest written by 'tempered analyze'.")
    Path manifest;

    @Option(names = "--format", paramLabel = "md|html|sarif", defaultValue = "md", converter = FormatConverter.class,
            description = "Report format (default: ${DEFAULT-VALUE}).")
    ReportFormat format;

    @Option(names = "--base", paramLabel = "OLD.json",
            description = "A base manifest (e.g. from the target branch): the report leads with what changed.")
    Path base;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report here instead of standard output.")
    Path output;

    @Option(names = "--source-root", paramLabel = "DIR", split = ",",
            description = "Source roots (e.g. app/src/main/java) used to turn class-file source names into repository "
                    + "paths in SARIF; repeat or separate with commas. Paths are relative to the current directory.")
    List<Path> sourceRoots = new ArrayList<>();

    @Override
    int execute(Console console) {
        Manifest head = Manifests.read(manifest, "manifest");
        Manifest old = base == null ? null : Manifests.read(base, "base manifest");
        for (Path root : sourceRoots) {
            if (!root.toFile().isDirectory()) {
                throw new UserError("--source-root " + root + " is not a directory; pass the folder that holds the "
                        + "package folders, e.g. src/main/java");
            }
        }
        SourcePaths paths = sourceRoots.isEmpty() ? SourcePaths.packagePaths()
                : SourcePaths.under(Path.of("").toAbsolutePath(), sourceRoots);
        String text = format.render(head, old, paths);
        if (output == null) {
            console.raw(text);
        } else {
            Manifests.writeText(text, output);
            console.note("wrote " + output + " (" + format.displayName() + ", " + head.sites().size() + " queues)");
        }
        return Exit.OK;
    }

    static final class FormatConverter implements ITypeConverter<ReportFormat> {
        @Override
        public ReportFormat convert(String value) {
            try {
                return ReportFormat.parse(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
