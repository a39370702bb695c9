package dev.tempered.rewrite;

import dev.tempered.manifest.Manifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;

/**
 * The offline counterpart of the agent's check of the manifest's {@code absentClasses} (docs/closed-world.md): the
 * verdicts take those classes as absent at run time, which the agent checks when the program starts, but a rewritten
 * jar runs on a class path nobody checks. So a class of that list in what is rewritten refuses the rewrite, and
 * otherwise the user must say that the deployment lacks them ({@code --assume-absent}, {@code tempered.assumeAbsent}).
 */
public final class AbsentClassCheck {
    private AbsentClassCheck() {
    }

    /** Why the rewrite of {@code inputs} per {@code m} must not go ahead, in one line; null when it may. */
    public static String problem(Manifest m, List<Path> inputs, boolean assumeAbsent, String flag) throws IOException {
        List<String> absent = m.absentClasses();
        if (absent.isEmpty()) {
            return null;
        }
        for (Path from : inputs) {
            for (String cls : absent) {
                if (holds(from, cls.replace('.', '/') + ".class")) {
                    return from + " holds class " + cls + ", which the analysis took as absent: analyse again with it"
                            + " on the class path";
                }
            }
        }
        if (!assumeAbsent) {
            return "the verdicts take " + names(m) + " as absent at run time (as on the analysed class path); a "
                    + "rewritten jar cannot check that: pass " + flag + " if the deployment lacks "
                    + (absent.size() == 1 ? "it" : "them") + ", or use the agent, which checks";
        }
        return null;
    }

    /** The line a rewrite that goes ahead under the assumption prints, or null when the manifest makes none. */
    public static String note(Manifest m) {
        return m.absentClasses().isEmpty() ? null : "the rewritten jars assume " + names(m) + " absent at run time";
    }

    private static String names(Manifest m) {
        List<String> absent = m.absentClasses();
        return "class " + absent.get(0) + (absent.size() == 1 ? "" : " and " + (absent.size() - 1) + " more");
    }

    private static boolean holds(Path from, String entry) throws IOException {
        if (Files.isDirectory(from)) {
            return Files.isRegularFile(from.resolve(entry));
        }
        try (ZipFile z = new ZipFile(from.toFile())) {
            return z.getEntry(entry) != null;
        }
    }
}
