package dev.tempered.maven;

import dev.tempered.analysis.AnalysisRequest;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;

/** The goals that analyse the project's classes ({@code analyze}, {@code check}): what to analyse and how. */
abstract class AbstractAnalysisMojo extends AbstractTemperedMojo {

    /** The compiled classes that are analysed, reported and later rewritten. */
    @Parameter(property = "tempered.classesDirectory", defaultValue = "${project.build.outputDirectory}")
    protected File classesDirectory;

    /**
     * The program's main class (binary name, {@code com.acme.Main}). Default: the one class under
     * {@code classesDirectory} with a {@code public static void main(String[])}; set it when there are several.
     */
    @Parameter(property = "tempered.mainClass")
    protected String mainClass;

    /** Library mode: every public method may be called by any number of unknown threads; no main class. */
    @Parameter(property = "tempered.library", defaultValue = "false")
    protected boolean library;

    /**
     * A reflection log written by the agent's recording mode ({@code record=rec.json} writes
     * {@code rec.json.reflection.json}): the targets of the reflective calls the code does not resolve, taken from
     * that run (docs/closed-world.md, "Recording reflection"). Verdicts that depend on them say so. Default: none.
     */
    @Parameter(property = "tempered.reflectionLog")
    protected File reflectionLog;

    /** The request for this project: its classes as input, its runtime class path as dependencies. */
    AnalysisRequest request() throws MojoExecutionException {
        Path classes = classesDirectory.toPath();
        if (!Files.isDirectory(classes)) {
            throw new MojoExecutionException("tempered: no classes to analyse in " + classes
                    + "; bind the goal to a phase after compile (process-classes or later)");
        }
        return AnalysisRequest.builder().inputs(List.of(classes)).classPath(classPath()).mainClass(entryPoint(classes))
                .library(library).reflectionLog(reflectionLog(reflectionLog)).progress(new LogProgress(getLog()))
                .build();
    }

    /** The configured reflection log, checked to exist; null when none is configured. */
    static Path reflectionLog(File configured) throws MojoExecutionException {
        if (configured == null) {
            return null;
        }
        Path log = configured.toPath();
        if (!Files.isRegularFile(log)) {
            throw new MojoExecutionException("tempered: no reflection log at " + log + "; record one by running the "
                    + "program with the agent's record= option (it writes <record>.reflection.json), or drop "
                    + "<reflectionLog>");
        }
        return log;
    }

    /** The log's path and a checksum of its bytes, so that a new recording makes the manifest stale. */
    static String logFingerprint(File configured) {
        if (configured == null) {
            return "none";
        }
        try {
            java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
            crc.update(Files.readAllBytes(configured.toPath()));
            return configured + "#" + Long.toHexString(crc.getValue());
        } catch (java.io.IOException e) {
            return configured + "#unreadable"; // request() then says what is wrong
        }
    }

    /** The runtime class path without the classes directory itself; entries that do not exist are left out. */
    List<Path> classPath() throws MojoExecutionException {
        try {
            return RuntimeClassPath.of(project.getRuntimeClasspathElements(), classesDirectory.toPath());
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("tempered: the project's dependencies are not resolved: " + e.getMessage(), e);
        }
    }

    /** The configured main class, or the one found; null in library mode. */
    String entryPoint(Path classes) throws MojoExecutionException {
        if (library) {
            if (mainClass != null) {
                throw new MojoExecutionException("tempered: <library>true</library> and <mainClass> exclude each other;"
                        + " a library has no main class, drop one");
            }
            return null;
        }
        if (mainClass != null) {
            return mainClass;
        }
        String found = MainClassFinder.find(classes);
        getLog().info("tempered: main class " + found + " (the only one in " + classes + "; set <mainClass> to choose)");
        return found;
    }

    /** The configuration that changes what the analysis produces, for the up-to-date hash. */
    String configuration() {
        return "mainClass=" + mainClass + ";library=" + library + ";reflectionLog=" + logFingerprint(reflectionLog);
    }
}
