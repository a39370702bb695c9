package dev.tempered.maven;

import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;

/**
 * Resolves the premain agent jar: this plugin's own artifact with the classifier {@code agent}
 * ({@code dev.tempered:tempered-maven-plugin:VERSION:jar:agent}), built and published with the plugin, so the
 * agent always matches the plugin that analysed the classes.
 */
final class AgentJar {
    static final String CLASSIFIER = "agent";

    private AgentJar() {
    }

    static Path resolve(RepositorySystem system, RepositorySystemSession session, List<RemoteRepository> repositories,
                        PluginDescriptor plugin) throws MojoExecutionException {
        DefaultArtifact agent = new DefaultArtifact(plugin.getGroupId(), plugin.getArtifactId(), CLASSIFIER, "jar",
                plugin.getVersion());
        try {
            return system.resolveArtifact(session, new ArtifactRequest(agent, repositories, null)).getArtifact()
                    .getFile().toPath();
        } catch (ArtifactResolutionException e) {
            throw new MojoExecutionException("tempered: cannot resolve the agent jar " + agent + " (" + e.getMessage()
                    + "); it is published with the plugin: check the plugin repositories, or run without -o once", e);
        }
    }
}
