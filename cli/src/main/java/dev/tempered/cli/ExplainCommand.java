package dev.tempered.cli;

import dev.tempered.manifest.Manifest;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.Explainer;
import dev.tempered.rewrite.RewriteOptions;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tempered explain}: a dry run of the rewriter, site by site. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        header = "Dry run: what the rewriter would do with each site, and why.",
        description = {"Dry run: for every site of the manifest, say what the rewriter (or the agent) would do with "
                + "these class files and why: applied, stale (the class changed since the analysis), not found, "
                + "skipped (kept general). Nothing is written."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  tempered explain --manifest app.tempered.json app.jar",
            "  tempered explain --manifest app.tempered.json target/classes --checks=off"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every specialised site would be applied", "1:some specialised site would not be (stale, not found)",
            "2:usage or input error"})
final class ExplainCommand extends TemperedCommand {

    @Option(names = "--manifest", required = true, paramLabel = "FILE", description = "The manifest from 'tempered analyze'.")
    Path manifest;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "The jars, class directories or .class files to check.")
    List<Path> paths;

    @Option(names = "--checks", paramLabel = "MODE", defaultValue = ChecksMode.DEFAULT_SPEC,
            description = "The checks mode the specs would carry (default: ${DEFAULT-VALUE}).")
    String checks;

    @Override
    int execute(Console console) throws Exception {
        Manifest m = Manifests.read(manifest, "manifest");
        for (Path p : paths) {
            if (!p.toString().endsWith(".class")) {
                Inputs.checkOne(p, "pass the jar or class directory that was analysed");
            } else if (!p.toFile().isFile()) {
                throw new UserError("cannot read " + p + ": no such file; pass the class file that was analysed");
            }
        }
        List<Explainer.Explanation> all = Explainer.explain(m, paths, RewriteOptions.of(checksMode(checks)));
        int missed = 0;
        for (Explainer.Explanation e : all) {
            console.result(Console.plain(e.line()));
            boolean specialised = m.sites().stream().anyMatch(s -> s.id().equals(e.siteId()) && s.isSpecialized());
            if (specialised && e.status() != dev.tempered.rewrite.SiteStatus.APPLIED) {
                missed++;
            }
        }
        long specialisedSites = m.sites().stream().filter(s -> s.isSpecialized()).count();
        console.note(specialisedSites - Math.min(missed, specialisedSites) + " of " + specialisedSites
                + " specialised sites would be applied" + (missed > 0 ? "; re-run 'tempered analyze' on these classes" : ""));
        return missed > 0 ? Exit.FINDINGS : Exit.OK;
    }
}
