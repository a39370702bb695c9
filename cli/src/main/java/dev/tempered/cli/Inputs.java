package dev.tempered.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/** Checks the jars and class directories a command is given before any work starts, with one-line errors. */
final class Inputs {
    private Inputs() {
    }

    /** Each path must be a readable jar (a zip) or a directory; {@code what} ends the message's advice. */
    static List<Path> check(List<Path> paths, String what) {
        if (paths == null || paths.isEmpty()) {
            throw new UserError("no input given; " + what);
        }
        for (Path p : paths) {
            checkOne(p, what);
        }
        return paths;
    }

    static void checkOne(Path p, String what) {
        if (!Files.exists(p)) {
            throw new UserError("cannot read " + p + ": no such file; " + what);
        }
        if (Files.isDirectory(p)) {
            return;
        }
        if (!Files.isReadable(p)) {
            throw new UserError("cannot read " + p + ": permission denied; " + what);
        }
        try (ZipFile zip = new ZipFile(p.toFile())) {
            if (zip.size() == 0) {
                throw new UserError("cannot read " + p + ": the jar is empty; " + what);
            }
        } catch (ZipException e) {
            throw new UserError("cannot read " + p + ": not a jar or zip (" + e.getMessage() + "); " + what);
        } catch (IOException e) {
            throw new UserError("cannot read " + p + ": " + e.getMessage() + "; " + what);
        }
    }

    /** {@code a.jar:b.jar} (the platform separator) into paths; empty entries are ignored. */
    static List<Path> classPath(String cp) {
        List<Path> out = new ArrayList<>();
        if (cp != null) {
            for (String s : cp.split(File.pathSeparator)) {
                if (!s.isBlank()) {
                    out.add(Path.of(s));
                }
            }
        }
        return out;
    }
}
