package dev.tempered.maven;

import dev.tempered.manifest.Manifest;
import dev.tempered.rewrite.AbsentClassCheck;
import dev.tempered.manifest.ManifestException;
import dev.tempered.manifest.ManifestReader;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.JarRewriteException;
import dev.tempered.rewrite.JarRewriteReport;
import dev.tempered.rewrite.JarRewriter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProjectHelper;

/**
 * Writes the specialised build of the project's jar as a second, classified artifact
 * ({@code target/app-1.0-tempered.jar}), attached so that {@code install} and {@code deploy} publish it beside the
 * original. {@code target/classes} and the main jar are never touched: there is nothing to restore and no
 * "already specialized" input on the next build. The output is reproducible: entries keep their order, and with
 * {@code project.build.outputTimestamp} set every entry carries that time.
 *
 * <p>Runs after {@code analyze} in the {@code package} phase (list {@code analyze} first):
 *
 * <pre>{@code
 * <execution>
 *   <goals><goal>analyze</goal><goal>rewrite</goal></goals>
 *   <configuration>
 *     <mainClass>com.acme.Main</mainClass>
 *     <classifier>tempered</classifier>
 *     <onStale>fail</onStale>
 *   </configuration>
 * </execution>
 * }</pre>
 */
@Mojo(name = "rewrite", defaultPhase = LifecyclePhase.PACKAGE, threadSafe = true)
public final class RewriteMojo extends AbstractTemperedMojo {
    private static final String RUNTIME_KEY = "dev.tempered:tempered-runtime";

    /** Skips this goal only ({@code tempered.skip} skips every goal). */
    @Parameter(property = "tempered.rewrite.skip", defaultValue = "false")
    private boolean skipRewrite;

    /** The jar to rewrite; default: the project's main artifact (so run after {@code jar:jar}). */
    @Parameter(property = "tempered.input")
    private File input;

    /** The classifier of the attached artifact and the suffix of its file name. */
    @Parameter(property = "tempered.classifier", defaultValue = "tempered")
    private String classifier;

    /** Attach the rewritten jar to the project (installed and deployed with it). */
    @Parameter(property = "tempered.attach", defaultValue = "true")
    private boolean attach;

    /**
     * Run-time contract checks in the substitutes: {@code throw} (default), {@code strict-throw}, or {@code off}. A
     * violation stops the queue; {@code off} removes the checks, and a wrong verdict then loses elements silently.
     */
    @Parameter(property = "tempered.checks", defaultValue = ChecksMode.DEFAULT_SPEC)
    private String checks;

    /**
     * {@code fail}: a site the manifest specialises but whose class changed since the analysis fails the build;
     * {@code warn}: the jar is written with that site left general.
     */
    @Parameter(property = "tempered.onStale", defaultValue = "fail")
    private String onStale;

    /**
     * Copy the runtime classes ({@code dev.tempered.runtime}) into the rewritten jar so it runs on its own. Set it to
     * false when the application has {@code dev.tempered:tempered-runtime} as a runtime dependency.
     */
    @Parameter(property = "tempered.embedRuntime", defaultValue = "true")
    private boolean embedRuntime;

    /** Remove the signature of a signed input jar (a rewrite would break it); otherwise a signed jar fails. */
    @Parameter(property = "tempered.stripSignatures", defaultValue = "false")
    private boolean stripSignatures;

    /**
     * The manifest's verdicts take classes the analysed class path lacks as absent at run time: rewrite anyway, for a
     * deployment that lacks them too. Otherwise such a manifest fails the goal (a rewritten jar cannot check it).
     */
    @Parameter(property = "tempered.assumeAbsent", defaultValue = "false")
    private boolean assumeAbsent;

    /** The reproducible-build timestamp every entry gets; unset leaves the input's entry times. */
    @Parameter(defaultValue = "${project.build.outputTimestamp}")
    private String outputTimestamp;

    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    private PluginDescriptor plugin;

    @Component
    private MavenProjectHelper projectHelper;

    @Override
    boolean goalSkipped() {
        return skipRewrite;
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        Path in = inputJar();
        Path out = Path.of(project.getBuild().getDirectory(), project.getBuild().getFinalName() + "-" + classifier + ".jar");
        Manifest m = readManifest();
        try {
            String problem = AbsentClassCheck.problem(m, java.util.List.of(in), assumeAbsent, "-Dtempered.assumeAbsent");
            if (problem != null) {
                throw new MojoFailureException("tempered: " + problem);
            }
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot read " + in + ": " + e.getMessage(), e);
        }
        if (AbsentClassCheck.note(m) != null) {
            getLog().warn("tempered: " + AbsentClassCheck.note(m) + " (tempered.assumeAbsent)");
        }
        JarRewriter.Options options = options();
        Optional<Instant> time = timestamp();
        JarRewriteReport report;
        try {
            Files.deleteIfExists(out);
            report = new JarRewriter(m, options).rewrite(in, out);
            if (time.isPresent()) {
                EntryTimes.set(out, time.get());
            }
        } catch (JarRewriteException e) {
            e.report().lines().forEach(l -> getLog().error(l));
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot rewrite " + in + " into " + out + ": " + e.getMessage(), e);
        }
        report.lines().forEach(l -> getLog().info(l));
        getLog().info("tempered: wrote " + out + " (" + report.changedEntries() + " entries changed)");
        if (attach) {
            projectHelper.attachArtifact(project, "jar", classifier, out.toFile());
        }
    }

    private Path inputJar() throws MojoExecutionException {
        File f = input != null ? input : project.getArtifact().getFile();
        if (f == null || !f.isFile()) {
            throw new MojoExecutionException("tempered: no jar to rewrite" + (f == null ? "" : " at " + f)
                    + "; run the rewrite goal in the package phase after jar:jar, or set <input>");
        }
        if (!f.getName().endsWith(".jar")) {
            throw new MojoExecutionException("tempered: " + f + " is not a jar; the rewrite goal handles jar packaging"
                    + " (for other packagings set <input> to a jar of the classes)");
        }
        if (classifier == null || classifier.isBlank()) {
            throw new MojoExecutionException("tempered: <classifier> is empty; the rewritten jar needs its own"
                    + " classifier (default: tempered) so the main jar is never replaced");
        }
        return f.toPath();
    }

    private Manifest readManifest() throws MojoExecutionException {
        Path path = manifest.toPath();
        if (!Files.isRegularFile(path)) {
            throw new MojoExecutionException("tempered: no manifest at " + path + "; run the analyze goal before"
                    + " rewrite (list it first in the same execution, or bind it to an earlier phase)");
        }
        try {
            return ManifestReader.read(path);
        } catch (ManifestException e) {
            throw new MojoExecutionException("tempered: cannot read " + path + ": " + e.getMessage()
                    + "; run analyze again (-Dtempered.force)", e);
        }
    }

    private JarRewriter.Options options() throws MojoExecutionException {
        ChecksMode mode;
        try {
            mode = ChecksMode.parse(checks);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("tempered: <checks>: " + e.getMessage());
        }
        JarRewriter.OnStale stale;
        switch (onStale.toLowerCase(Locale.ROOT)) {
            case "fail" -> stale = JarRewriter.OnStale.FAIL;
            case "warn" -> stale = JarRewriter.OnStale.WARN;
            default -> throw new MojoExecutionException("tempered: <onStale> must be fail or warn, not '" + onStale + "'");
        }
        return new JarRewriter.Options(mode, embedRuntime, stale, stripSignatures, embedRuntime ? runtimeJar() : null);
    }

    /** The runtime jar this plugin was resolved with. */
    private Path runtimeJar() throws MojoExecutionException {
        Artifact a = plugin.getArtifactMap().get(RUNTIME_KEY);
        if (a == null || a.getFile() == null) {
            throw new MojoExecutionException("tempered: the plugin's " + RUNTIME_KEY + " dependency is not resolved;"
                    + " check the plugin repositories, or set <embedRuntime>false</embedRuntime>");
        }
        return a.getFile().toPath();
    }

    private Optional<Instant> timestamp() throws MojoExecutionException {
        try {
            return OutputTimestamp.parse(outputTimestamp);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("tempered: " + e.getMessage(), e);
        }
    }
}
