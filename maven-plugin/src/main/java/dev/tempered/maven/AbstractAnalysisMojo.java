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

    /** The request for this project: its classes as input, its runtime class path as dependencies. */
    AnalysisRequest request() throws MojoExecutionException {
        Path classes = classesDirectory.toPath();
        if (!Files.isDirectory(classes)) {
            throw new MojoExecutionException("tempered: no classes to analyse in " + classes
                    + "; bind the goal to a phase after compile (process-classes or later)");
        }
        return AnalysisRequest.builder().inputs(List.of(classes)).classPath(classPath()).mainClass(entryPoint(classes))
                .library(library).progress(new LogProgress(getLog())).build();
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
        return "mainClass=" + mainClass + ";library=" + library;
    }
}
