package dev.tempered.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/** Compiles small programs from source strings at test time (public: the internal packages' tests use it too). */
public final class Programs {
    private Programs() {
    }

    /** Compiles {@code sources} (each a whole compilation unit in the default package) into {@code out}. */
    /**
     * A class {@code Main} whose whole work is the given statements of {@code main} (which may throw), with the
     * statements' lines starting at the class's fourth line when one import line comes first.
     */
    public static String mainDoing(String statements) {
        return "class Main {\n    public static void main(String[] a) throws Exception {\n" + statements.indent(8)
                + "    }\n}";
    }

    /** The first queue site of the program compiled from {@code source} into {@code out}, analysed from {@code Main}. */
    public static dev.tempered.manifest.Site firstQueue(Path out, String source) throws Exception {
        Path classes = compile(out, source);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> dev.tempered.manifest.Site.KIND_QUEUE.equals(x.kind()))
                .findFirst().orElseThrow();
    }

    public static Path compile(Path out, String... sources) throws IOException {
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<JavaFileObject> units = new ArrayList<>();
        for (String src : sources) {
            String name = src.replaceAll("(?s).*?(class|record|interface)\\s+(\\w+).*", "$2");
            units.add(new SimpleJavaFileObject(java.net.URI.create("string:///" + name + ".java"),
                    JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignore) {
                    return src;
                }
            });
        }
        boolean ok = javac.getTask(null, null, null, List.of("-d", out.toString(), "--release", "17", "-g"), null,
                units).call();
        if (!ok) {
            throw new IllegalStateException("test program does not compile");
        }
        return out;
    }
}
