package dev.tempered.agent.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.recording.ReflectionLog;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The reflection hooks of recording mode: the hooked class still verifies (no frame is recomputed), behaves as
 * before (private access through the program's own class, exceptions included), and the log names each target at
 * the call site the analysis looks it up by.
 */
class ReflectionHookInserterTest {
    /** Stands in for a program that uses reflection: loops and branches around the calls, a private target. */
    public static class Program implements Supplier<String> {
        public static final class Target {
            public Target() {
            }
        }

        private static int twice(int x) {
            return 2 * x;
        }

        @Override
        public String get() {
            try {
                StringBuilder out = new StringBuilder();
                String name = new StringBuilder("tegraT$margorP$tseTretresnIkooHnoitcelfeR.drocer.tnega.derepmet.ved")
                        .reverse().toString();
                for (int i = 0; i < 2; i++) {
                    Class<?> c = Class.forName(name);
                    Object o = i == 0 ? c.getDeclaredConstructor().newInstance() : c.newInstance();
                    out.append(o.getClass().getSimpleName());
                }
                Method m = Program.class.getDeclaredMethod("twice", int.class);
                out.append(m.invoke(null, 21)); // private: allowed only because the caller is Program itself
                try {
                    m.invoke(null, "not an int");
                } catch (IllegalArgumentException e) {
                    out.append("!");
                }
                return out.toString();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static final class Loader extends ClassLoader {
        Loader() {
            super(ReflectionHookInserterTest.class.getClassLoader());
        }

        Class<?> define(String name, byte[] bytes) {
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    private static byte[] bytes(Class<?> c) throws IOException {
        String name = c.getName();
        try (InputStream in = c.getResourceAsStream(name.substring(name.lastIndexOf('.') + 1) + ".class")) {
            return in.readAllBytes();
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void hookedCallsBehaveAsBeforeAndLogTheirTargets() throws Exception {
        byte[] original = bytes(Program.class);
        assertTrue(ReflectionHooks.mentionsReflection(original));
        byte[] hooked = ReflectionHookInserter.rewrite(original);
        assertNotNull(hooked);
        Class<?> c = new Loader().define(Program.class.getName(), hooked);
        String out = ((Supplier<String>) c.getDeclaredConstructor().newInstance()).get();
        assertEquals(new Program().get(), out);
        assertEquals("TargetTarget42!", out);
        String json = ReflectionLog.toJson();
        String site = "\"site\":\"dev/tempered/agent/record/ReflectionHookInserterTest$Program.get()Ljava/lang/String;\"";
        String target = "dev.tempered.agent.record.ReflectionHookInserterTest$Program$Target";
        assertTrue(json.contains("{" + site + ",\"call\":\"Class.forName\",\"ordinal\":0,"), json);
        assertTrue(json.contains("\"call\":\"Constructor.newInstance\",\"ordinal\":0,"), json);
        assertTrue(json.contains("\"call\":\"Class.newInstance\",\"ordinal\":0,"), json);
        assertTrue(json.contains("\"call\":\"Method.invoke\",\"ordinal\":0,"), json);
        assertTrue(json.contains("\"call\":\"Method.invoke\",\"ordinal\":1,"), json);
        assertTrue(json.contains("\"targets\":[\"" + target + "\"]"), json);
        assertTrue(json.contains("\"targets\":[\"dev.tempered.agent.record.ReflectionHookInserterTest$Program.twice\"]"),
                json);
    }

    @Test
    void aClassWithoutReflectionIsLeftAlone() throws Exception {
        byte[] plain = bytes(Program.Target.class);
        assertNull(ReflectionHookInserter.rewrite(plain));
        assertFalse(ReflectionHooks.isToolClass("com/acme/Main"));
        assertTrue(ReflectionHooks.isToolClass("dev/tempered/runtime/v1/recording/ReflectionLog"));
    }

    @Test
    void anExceptionOfTheTargetStillReachesTheCaller() throws Exception {
        byte[] hooked = ReflectionHookInserter.rewrite(bytes(Thrower.class));
        Class<?> c = new Loader().define(Thrower.class.getName(), hooked);
        InvocationTargetException e = assertThrows(InvocationTargetException.class,
                () -> c.getMethod("call").invoke(null));
        assertTrue(e.getCause() instanceof InvocationTargetException, e.toString());
        assertEquals("boom", e.getCause().getCause().getMessage());
    }

    /** Invokes a method that throws: the hook must not stand between the exception and the program's handler. */
    public static class Thrower {
        public static void boom() {
            throw new IllegalStateException("boom");
        }

        public static void call() throws ReflectiveOperationException {
            Thrower.class.getMethod("boom").invoke(null);
        }
    }
}
