package dev.tempered.maven;

import java.nio.file.Path;

/** The {@code -javaagent:JAR=manifest=M,checks=C[,verbose][,report=R]} option the agent reads. */
final class AgentOption {
    private AgentOption() {
    }

    static String of(Path agentJar, Path manifest, String checks, boolean verbose, Path report) {
        StringBuilder b = new StringBuilder("-javaagent:").append(agentJar).append('=');
        b.append("manifest=").append(value("manifest", manifest));
        b.append(",checks=").append(checks);
        if (verbose) {
            b.append(",verbose");
        }
        if (report != null) {
            b.append(",report=").append(value("report", report));
        }
        return b.toString();
    }

    /** Agent options are comma-separated, so a path may not hold a comma. */
    private static String value(String name, Path p) {
        String s = p.toAbsolutePath().toString();
        if (s.indexOf(',') >= 0) {
            throw new IllegalArgumentException("the " + name + " path " + s + " contains a comma, which the agent's"
                    + " option syntax cannot carry; move the project or set <" + name + "> to a path without one");
        }
        return s;
    }
}
