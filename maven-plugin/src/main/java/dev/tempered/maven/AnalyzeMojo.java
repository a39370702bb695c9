package dev.tempered.maven;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.analysis.Remark;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestException;
import dev.tempered.manifest.ManifestReader;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.report.MarkdownReport;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Analyses the project's classes with its runtime class path as dependencies: proves which threads put into and
 * take from each concurrent queue, prints one remark per queue and a summary, and writes the manifest and a
 * Markdown report (for a pull-request comment) to {@code target/tempered/}.
 *
 * <p>Up to date when a SHA-256 of the classes, the class path, this configuration and the tool version equals the
 * one recorded beside the last manifest: the analysis is then skipped. Bind it to {@code process-classes} when
 * {@code prepare-agent} should hand the manifest to the tests:
 *
 * <pre>{@code
 * <execution>
 *   <id>tempered-analyze</id>
 *   <phase>process-classes</phase>
 *   <goals><goal>analyze</goal></goals>
 *   <configuration><mainClass>com.acme.Main</mainClass></configuration>
 * </execution>
 * }</pre>
 */
@Mojo(name = "analyze", defaultPhase = LifecyclePhase.PACKAGE, requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public final class AnalyzeMojo extends AbstractAnalysisMojo {

    /** Skips this goal only ({@code tempered.skip} skips every goal). */
    @Parameter(property = "tempered.analyze.skip", defaultValue = "false")
    private boolean skipAnalyze;

    /** The Markdown report: the summary, one table row per queue and the evidence. */
    @Parameter(property = "tempered.report", defaultValue = "${project.build.directory}/tempered/tempered-report.md")
    private File report;

    /** Analyse even when the inputs hash says the manifest is up to date. */
    @Parameter(property = "tempered.force", defaultValue = "false")
    private boolean force;

    @Override
    boolean goalSkipped() {
        return skipAnalyze;
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        AnalysisRequest request = request();
        Path manifestPath = manifest.toPath();
        UpToDateRecord record = new UpToDateRecord(manifestPath);
        String hash = hash(request);
        if (!force && record.upToDate(hash)) {
            getLog().info("tempered: " + manifestPath + " is up to date (inputs hash " + hash.substring(0, 12)
                    + "); -Dtempered.force to analyse anyway");
            writeReport(read(manifestPath));
            return;
        }
        AnalysisResult result;
        try {
            result = Analyzer.analyze(request);
        } catch (AnalysisException e) {
            throw new MojoFailureException("tempered: " + e.getMessage(), e);
        }
        for (String d : result.diagnostics()) {
            getLog().warn("tempered: " + d);
        }
        for (Remark r : result.remarks()) {
            getLog().info(r.format());
        }
        getLog().info("tempered: " + result.summary());
        try {
            Files.createDirectories(manifestPath.toAbsolutePath().getParent());
            record.clear();
            ManifestWriter.write(result.manifest(), manifestPath);
            record.write(hash);
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot write " + manifestPath + ": " + e.getMessage()
                    + "; set <manifest> to a writable path", e);
        }
        writeReport(result.manifest());
        getLog().info("tempered: wrote " + manifestPath + " and " + report);
    }

    private String hash(AnalysisRequest request) throws MojoExecutionException {
        try {
            return InputsHash.of(request.inputs(), request.classPath(),
                    configuration() + ";resolvedMain=" + request.mainClass(), Manifest.currentToolVersion());
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot read the inputs to hash them: " + e.getMessage(), e);
        }
    }

    private Manifest read(Path path) throws MojoExecutionException {
        try {
            return ManifestReader.read(path);
        } catch (ManifestException e) {
            throw new MojoExecutionException("tempered: cannot read " + path + " (" + e.getMessage()
                    + "); delete it or run with -Dtempered.force", e);
        }
    }

    private void writeReport(Manifest m) throws MojoExecutionException {
        Path path = report.toPath();
        try {
            Files.createDirectories(path.toAbsolutePath().getParent());
            Files.writeString(path, MarkdownReport.render(m, null), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot write " + path + ": " + e.getMessage()
                    + "; set <report> to a writable path", e);
        }
    }
}
