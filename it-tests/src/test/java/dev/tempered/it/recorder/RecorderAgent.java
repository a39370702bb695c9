package dev.tempered.it.recorder;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.security.ProtectionDomain;

/**
 * Test-only java agent: {@code -javaagent:recorder.jar=out=FILE,prefix=dev/tempered/examples/}. Every tracked
 * JDK queue allocated by a class under the prefix becomes a recording subclass, keyed by its manifest site id.
 */
public final class RecorderAgent {
    private RecorderAgent() {
    }

    public static void premain(String args, Instrumentation inst) {
        String outFile = null;
        String prefix = "dev/tempered/examples/";
        for (String kv : args == null ? new String[0] : args.split(",")) {
            int eq = kv.indexOf('=');
            if (eq > 0 && kv.startsWith("out")) {
                outFile = kv.substring(eq + 1);
            } else if (eq > 0 && kv.startsWith("prefix")) {
                prefix = kv.substring(eq + 1);
            }
        }
        if (outFile == null) {
            throw new IllegalArgumentException("recorder: out=FILE is required");
        }
        Recorder.install(Path.of(outFile));
        inst.addTransformer(new Transformer(prefix));
    }

    private static final class Transformer implements ClassFileTransformer {
        private final String prefix;

        Transformer(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public byte[] transform(ClassLoader loader, String className, Class<?> redefined, ProtectionDomain pd,
                                byte[] bytes) {
            if (className == null || !className.startsWith(prefix)) {
                return null;
            }
            try {
                return QueueNewRewriter.rewrite(bytes);
            } catch (RuntimeException | LinkageError e) {
                // a test tool: say it loudly, the class stays as it was and the test sees missing records
                System.err.println("recorder: cannot rewrite " + className + ": " + e);
                return null;
            }
        }
    }
}
