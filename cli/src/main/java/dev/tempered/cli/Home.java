package dev.tempered.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the built pieces are: the repository root ({@code TEMPERED_HOME}, set by the {@code ./tempered}
 * launcher), else the folder two levels above {@code cli/target/tempered.jar}.
 */
final class Home {
    static final String AGENT_JAR = "agent/target/tempered-agent.jar";
    static final String EXAMPLES_JAR = "it-tests/target/tempered-examples.jar";

    private Home() {
    }

    static Path root() {
        String env = System.getProperty("tempered.home", System.getenv("TEMPERED_HOME"));
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        try {
            Path jar = Path.of(Home.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            // .../cli/target/tempered.jar or .../cli/target/classes
            Path target = jar.getParent();
            if (target != null && target.getParent() != null && target.getParent().getParent() != null) {
                return target.getParent().getParent();
            }
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // fall through: the current directory
        }
        return Path.of("").toAbsolutePath();
    }

    /** The agent jar: {@code explicit} when given, else the one built in the repository. */
    static Path agentJar(Path explicit) {
        Path jar = explicit != null ? explicit : root().resolve(AGENT_JAR);
        if (!Files.isRegularFile(jar)) {
            throw new UserError("agent jar not found at " + jar + "; build it with 'mvn -B -q -DskipTests install' in the "
                    + "repository, or pass --agent PATH");
        }
        return jar;
    }

    static Path examplesJar() {
        Path jar = root().resolve(EXAMPLES_JAR);
        if (!Files.isRegularFile(jar)) {
            throw new UserError("example jar not found at " + jar + "; run './tempered demo' from the repository root "
                    + "(it builds it) or 'mvn -B -q -DskipTests install'");
        }
        return jar;
    }
}
