package dev.tempered.agent;

import dev.tempered.rewrite.ChecksMode;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The agent's options: {@code manifest=PATH[,checks=throw|strict-throw|off][,verbose][,report=PATH][,record=PATH]
 * [,bootstrap=true|PATH][,reloads=true]}. Options are separated by commas; paths may not contain one. Checks are on
 * ({@code throw}) unless {@code checks=off} opts out.
 */
final class AgentOptions {
    Path manifest;
    ChecksMode checks = ChecksMode.DEFAULT;
    boolean verbose;
    Path report;
    Path record;
    /** null: never touch the boot class path; else the runtime jar to append (opt-in). */
    Path bootstrapJar;
    boolean bootstrap;
    /** Keep the transformer after every manifest class has loaded, for copies loaded again by other loaders. */
    boolean reloads;

    static AgentOptions parse(String args) {
        AgentOptions o = new AgentOptions();
        if (args != null && !args.isBlank()) {
            for (String part : args.split(",")) {
                int eq = part.indexOf('=');
                String key = (eq < 0 ? part : part.substring(0, eq)).trim();
                String value = eq < 0 ? null : part.substring(eq + 1).trim();
                switch (key) {
                    case "manifest" -> o.manifest = Paths.get(require(key, value));
                    case "checks" -> o.checks = ChecksMode.parse(require(key, value));
                    case "verbose" -> o.verbose = value == null || Boolean.parseBoolean(value);
                    case "report" -> o.report = Paths.get(require(key, value));
                    case "record" -> o.record = Paths.get(require(key, value));
                    case "bootstrap" -> o.bootstrapOption(require(key, value));
                    case "reloads" -> o.reloads = value == null || Boolean.parseBoolean(value);
                    default -> throw new IllegalArgumentException("unknown option '" + key
                            + "' (known: manifest, checks, verbose, report, record, bootstrap, reloads)");
                }
            }
        }
        if (o.manifest == null) {
            throw new IllegalArgumentException("option manifest=PATH is required");
        }
        return o;
    }

    private void bootstrapOption(String value) {
        if ("false".equals(value)) {
            return;
        }
        bootstrap = true;
        // true: the runtime jar that sits beside the agent jar (looked up only here: URI parsing costs premain)
        Path agentJar = "true".equals(value) ? TemperedAgent.agentJar() : null;
        bootstrapJar = "true".equals(value)
                ? (agentJar == null ? null : agentJar.resolveSibling("tempered-runtime.jar"))
                : Paths.get(value);
        if (bootstrapJar == null) {
            throw new IllegalArgumentException("bootstrap=true needs the agent jar's location; give bootstrap=PATH");
        }
    }

    private static String require(String key, String value) {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("option " + key + " needs a value");
        }
        return value;
    }
}
