package dev.tempered.maven;

import java.io.File;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/** What every goal shares: the project, {@code skip}, and the manifest (in {@code target/tempered}). */
abstract class AbstractTemperedMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    protected MavenProject project;

    /**
     * Skips the goal. Each goal also reads its own property ({@code tempered.analyze.skip}...) and all read
     * {@code tempered.skip}.
     */
    @Parameter(property = "tempered.skip", defaultValue = "false")
    protected boolean skip;

    /** The manifest written by {@code analyze} and read by {@code rewrite} and {@code prepare-agent}. */
    @Parameter(property = "tempered.manifest", defaultValue = "${project.build.directory}/tempered/tempered-manifest.json")
    protected File manifest;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip || goalSkipped()) {
            getLog().info("tempered: skipped");
            return;
        }
        run();
    }

    /** The goal's own skip flag. */
    abstract boolean goalSkipped();

    abstract void run() throws MojoExecutionException, MojoFailureException;
}
