package dev.tempered.maven;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.check.CheckOptions;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.Checker;
import dev.tempered.manifest.Manifest;
import dev.tempered.report.CheckText;
import dev.tempered.report.SarifReport;
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
 * A build gate for the topologies the program declares: JCTools {@code Spsc*}/{@code Mpsc*}/{@code Spmc*} queues,
 * Agrona {@code OneToOne}/{@code ManyToOne} queues and {@code @Topology}-annotated queues must not be used by more
 * threads than declared, and {@code @LockFree} methods must not reach a blocking operation. Each finding is logged
 * (verified, not verifiable with the reason, or broken with both threads and their call chains), SARIF goes to
 * {@code target/tempered/tempered-check.sarif} for code-scanning tools, and the build fails on anything broken.
 *
 * <pre>{@code
 * <execution>
 *   <goals><goal>check</goal></goals>
 *   <configuration>
 *     <strict>true</strict>          <!-- not verifiable fails too -->
 *   </configuration>
 * </execution>
 * }</pre>
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public final class CheckMojo extends AbstractAnalysisMojo {

    /** Skips this goal only ({@code tempered.skip} skips every goal). */
    @Parameter(property = "tempered.check.skip", defaultValue = "false")
    private boolean skipCheck;

    /** Fail the build when a declared topology is broken or a {@code @LockFree} method can block. */
    @Parameter(property = "tempered.failOnBroken", defaultValue = "true")
    private boolean failOnBroken;

    /** Treat "not verifiable" as broken. */
    @Parameter(property = "tempered.strict", defaultValue = "false")
    private boolean strict;

    /** The SARIF 2.1.0 log of the findings. */
    @Parameter(property = "tempered.sarif", defaultValue = "${project.build.directory}/tempered/tempered-check.sarif")
    private File sarif;

    @Override
    boolean goalSkipped() {
        return skipCheck;
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        CheckOptions options = new CheckOptions(strict);
        CheckResult result;
        try {
            result = Checker.check(request(), options);
        } catch (AnalysisException e) {
            throw new MojoFailureException("tempered: " + e.getMessage(), e);
        }
        for (String d : result.analysis().diagnostics()) {
            getLog().warn("tempered: " + d);
        }
        new FindingLog(getLog()).print(CheckText.format(result));
        writeSarif(SarifReport.check(result, Manifest.currentToolVersion()));
        String summary = "tempered check: " + result.summary() + "; SARIF in " + sarif;
        if (!result.fails(options)) {
            getLog().info(summary);
        } else if (failOnBroken) {
            throw new MojoFailureException(summary + ". Fix the threads named above, or correct the declared topology;"
                    + " -Dtempered.failOnBroken=false reports without failing");
        } else {
            getLog().warn(summary + " (not failing: failOnBroken is false)");
        }
    }

    private void writeSarif(String text) throws MojoExecutionException {
        Path path = sarif.toPath();
        try {
            Files.createDirectories(path.toAbsolutePath().getParent());
            Files.writeString(path, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot write " + path + ": " + e.getMessage()
                    + "; set <sarif> to a writable path", e);
        }
    }
}
