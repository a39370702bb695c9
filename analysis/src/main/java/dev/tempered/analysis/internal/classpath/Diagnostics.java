package dev.tempered.analysis.internal.classpath;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Problems with the input, each reported once, in the order first seen. */
public final class Diagnostics {
    private final Set<String> lines = new LinkedHashSet<>();
    private final Set<String> missing = new LinkedHashSet<>();

    public void add(String line) {
        lines.add(line);
    }

    /** A class that some analysed code needs and that is neither on the class path nor in the JDK. */
    public void missingClass(String internalName, String neededBy) {
        if (missing.add(internalName)) {
            lines.add("missing class " + internalName.replace('/', '.') + " (needed by " + neededBy.replace('/', '.')
                    + "): add the jar that holds it to the class path if the program has it at run time; "
                    + "code that uses it is treated as unknown (unless absent classes are declared to throw, "
                    + "docs/closed-world.md)");
        }
    }

    public List<String> lines() {
        return new ArrayList<>(lines);
    }
}
