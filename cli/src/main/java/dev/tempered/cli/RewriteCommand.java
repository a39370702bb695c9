package dev.tempered.cli;

import dev.tempered.manifest.Manifest;
import dev.tempered.rewrite.AbsentClassCheck;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.JarRewriteException;
import dev.tempered.rewrite.JarRewriteReport;
import dev.tempered.rewrite.JarRewriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tempered rewrite}: the offline rewriter for a build step, jar to jar or directory to directory. */
@Command(name = "rewrite", mixinStandardHelpOptions = true,
        header = "Rewrite a jar or class directory offline, per the manifest.",
        description = {"Rewrite a jar (or class directory) offline: each site the manifest specialises gets its "
                + "substitute, when the class bytes are still the analysed ones. The output is byte-for-byte "
                + "reproducible; other entries are copied untouched. One line per site says what happened."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  tempered rewrite --manifest app.tempered.json --in app.jar --out app-tempered.jar",
            "  tempered rewrite --manifest m.json --in app.jar --out app-t.jar --embed-runtime --checks=off",
            "  tempered rewrite --manifest m.json --in target/classes --out target/classes-tempered --on-stale=warn",
            "  # the program and its dependencies in one run",
            "  tempered rewrite --manifest m.json --in app.jar --out out/app.jar --in lib/netty.jar --out out/netty.jar"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:written (every specialised site applied, or --on-stale=warn)",
            "1:refused: a site was stale or not found with --on-stale=fail, a signed jar without --strip-signatures, "
                    + "or a manifest that assumes classes absent without --assume-absent",
            "2:usage or input error"})
final class RewriteCommand extends TemperedCommand {

    @Option(names = "--manifest", required = true, paramLabel = "FILE", description = "The manifest from 'tempered analyze'.")
    Path manifest;

    @Option(names = "--in", required = true, paramLabel = "JAR|DIR",
            description = "The analysed jar or class directory; repeat it for the program's dependencies (each "
                    + "--in is written to the --out at the same position).")
    List<Path> in;

    @Option(names = "--out", required = true, paramLabel = "JAR|DIR",
            description = "Where to write the rewritten copy; one per --in, in the same order.")
    List<Path> out;

    @Option(names = "--checks", paramLabel = "MODE", defaultValue = ChecksMode.DEFAULT_SPEC,
            description = "Contract checks: throw, strict-throw or off (default: ${DEFAULT-VALUE}); a violation stops the "
                    + "queue. off removes them: a wrong verdict then loses elements silently.")
    String checks;

    @Option(names = "--embed-runtime", description = "Copy the Tempered runtime classes into the output, so it needs no extra jar.")
    boolean embedRuntime;

    @Option(names = "--on-stale", paramLabel = "fail|warn", defaultValue = "fail",
            description = "A specialised site whose class changed since the analysis: fail (write nothing) or warn "
                    + "(write, leave it general) (default: ${DEFAULT-VALUE}).")
    String onStale;

    @Option(names = "--strip-signatures", description = "Rewrite a signed jar, removing its signature files.")
    boolean stripSignatures;

    @Option(names = "--assume-absent", description = "The manifest's verdicts take classes the analysed class path "
            + "lacks as absent at run time (it lists them): rewrite anyway, for a deployment whose class path lacks "
            + "them too. Without it such a manifest is refused, since a rewritten jar cannot check its class path.")
    boolean assumeAbsent;

    @Override
    int execute(Console console) throws Exception {
        ChecksMode mode = checksMode(checks);
        JarRewriter.OnStale stale = switch (onStale.toLowerCase(Locale.ROOT)) {
            case "fail" -> JarRewriter.OnStale.FAIL;
            case "warn" -> JarRewriter.OnStale.WARN;
            default -> throw new UserError("--on-stale " + onStale + " is not fail or warn; pass --on-stale=fail or --on-stale=warn");
        };
        Manifest m = Manifests.read(manifest, "manifest");
        if (in.size() != out.size()) {
            throw new UserError(in.size() + " --in but " + out.size() + " --out; give one --out per --in, in the "
                    + "same order");
        }
        Set<Path> targets = new HashSet<>();
        for (int i = 0; i < in.size(); i++) {
            Path from = in.get(i);
            Path to = out.get(i);
            Inputs.checkOne(from, "pass the jar or class directory that was analysed");
            if (from.toAbsolutePath().normalize().equals(to.toAbsolutePath().normalize())) {
                throw new UserError("--out " + to + " is the same as its --in; write the rewritten copy somewhere else");
            }
            if (!targets.add(to.toAbsolutePath().normalize())) {
                throw new UserError("--out " + to + " is given twice; give each --in its own --out");
            }
            if (Files.isDirectory(from) && Files.isRegularFile(to) || Files.isRegularFile(from) && Files.isDirectory(to)) {
                throw new UserError("--in " + from + " and its --out must both be jars or both directories");
            }
        }
        checkAbsent(m, console);
        JarRewriter rewriter = new JarRewriter(m, new JarRewriter.Options(mode, embedRuntime, stale, stripSignatures, null));
        JarRewriteReport report;
        try {
            report = rewriter.rewrite(in, out);
        } catch (JarRewriteException e) {
            for (String line : e.report().lines()) {
                console.note(Console.plain(line));
            }
            throw new UserError(Exit.FINDINGS, stripPrefix(e.getMessage()));
        }
        for (String line : report.lines()) {
            console.result(Console.plain(line));
        }
        console.note("wrote " + out.stream().map(Path::toString).collect(java.util.stream.Collectors.joining(", "))
                + " (" + report.changedEntries() + " entries changed)");
        return Exit.OK;
    }

    /** The manifest's absent classes (docs/closed-world.md): checked in the inputs, and assumed only when told. */
    private void checkAbsent(Manifest m, Console console) throws java.io.IOException {
        String problem = AbsentClassCheck.problem(m, in, assumeAbsent, "--assume-absent");
        if (problem != null) {
            throw new UserError(Exit.FINDINGS, problem);
        }
        String note = AbsentClassCheck.note(m);
        if (note != null) {
            console.note(note + " (--assume-absent)");
        }
    }

    static String stripPrefix(String message) {
        String m = Tempered.oneLine(message);
        return m.startsWith("tempered: ") ? m.substring("tempered: ".length()) : m;
    }
}
