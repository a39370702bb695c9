package dev.tempered.maven;

import dev.tempered.rewrite.ChecksMode;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.repository.RemoteRepository;

/**
 * Sets a property (default {@code argLine}, which Surefire and Failsafe read) to the {@code -javaagent:} option of
 * the Tempered agent with the project's manifest, so the tests run with the specialised queues. An existing value
 * is kept after the agent option. The agent jar is this plugin's {@code agent} artifact, resolved like any other.
 *
 * <p>The agent reads the manifest when the tests start, so bind {@code analyze} to {@code process-classes}. When
 * Surefire has its own {@code <argLine>}, write it as {@code <argLine>@{argLine} -Xmx1g</argLine>} so the
 * property is read late.
 *
 * <pre>{@code
 * <executions>
 *   <execution>
 *     <id>tempered-agent</id>
 *     <goals><goal>prepare-agent</goal></goals>
 *     <configuration><checks>throw</checks></configuration>
 *   </execution>
 *   <execution>
 *     <id>tempered-analyze</id>
 *     <phase>process-classes</phase>
 *     <goals><goal>analyze</goal></goals>
 *   </execution>
 * </executions>
 * }</pre>
 */
@Mojo(name = "prepare-agent", defaultPhase = LifecyclePhase.INITIALIZE, threadSafe = true)
public final class PrepareAgentMojo extends AbstractTemperedMojo {

    /** Skips this goal only ({@code tempered.skip} skips every goal). */
    @Parameter(property = "tempered.agent.skip", defaultValue = "false")
    private boolean skipAgent;

    /** The property that receives the agent option; {@code argLine} is what Surefire and Failsafe read. */
    @Parameter(property = "tempered.propertyName", defaultValue = "argLine")
    private String propertyName;

    /**
     * Run-time contract checks of the substitutes: {@code throw} (default), {@code strict-throw}, or {@code off}. The
     * manifest proves the threads of the program's entry points; tests may drive the classes from other threads, and
     * the checks name any that do: the queue stops (every later operation throws) and the violation is printed.
     */
    @Parameter(property = "tempered.agent.checks", defaultValue = ChecksMode.DEFAULT_SPEC)
    private String checks;

    /** The agent logs each class it rewrites and each site it skips. */
    @Parameter(property = "tempered.agent.verbose", defaultValue = "false")
    private boolean verbose;

    /** A JSON file the agent writes at exit: what happened to each site (unset: none). */
    @Parameter(property = "tempered.agent.report")
    private File agentReport;

    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    private PluginDescriptor plugin;

    @Parameter(defaultValue = "${repositorySystemSession}", readonly = true, required = true)
    private RepositorySystemSession repositorySession;

    @Parameter(defaultValue = "${project.remotePluginRepositories}", readonly = true, required = true)
    private List<RemoteRepository> pluginRepositories;

    @Component
    private RepositorySystem repositorySystem;

    @Override
    boolean goalSkipped() {
        return skipAgent;
    }

    @Override
    void run() throws MojoExecutionException {
        if (checks.equals("log") || checks.equals("strict-log")) {
            throw new MojoExecutionException("tempered: <checks>" + checks + "</checks> is no longer supported (a"
                    + " violation is seen only after it may have lost an element); use "
                    + (checks.startsWith("strict") ? "strict-throw" : "throw") + ", which stops the queue and prints it");
        }
        if (!List.of("off", "throw", "strict-throw").contains(checks)) {
            throw new MojoExecutionException("tempered: <checks> must be off, throw or strict-throw, not '" + checks
                    + "'");
        }
        Path jar = AgentJar.resolve(repositorySystem, repositorySession, pluginRepositories, plugin);
        String option;
        try {
            option = AgentOption.of(jar, manifest.toPath(), checks, verbose,
                    agentReport == null ? null : agentReport.toPath());
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("tempered: " + e.getMessage(), e);
        }
        String old = project.getProperties().getProperty(propertyName);
        String value = ArgLine.prepend(old, option, jar.toString());
        project.getProperties().setProperty(propertyName, value);
        getLog().info("tempered: " + propertyName + " set to " + value);
        if (!manifest.isFile()) {
            getLog().info("tempered: the agent will read " + manifest + " when the JVM starts; analyze writes it"
                    + " (bind it to process-classes so the tests see it)");
        }
    }
}
