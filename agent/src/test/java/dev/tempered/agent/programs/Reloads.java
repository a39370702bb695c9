package dev.tempered.agent.programs;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * Runs {@link Pipeline} in two loaders, printing the queue class each copy allocates. {@code after}: the system
 * loader's copy first, then a second copy defined by a child-first loader that sees the runtime through its parent.
 * {@code isolated-first}: first a copy in a loader that cannot see the runtime (parent: the platform loader), then
 * the system loader's copy.
 */
public final class Reloads {
    public static void main(String[] args) throws Exception {
        String name = "dev.tempered.agent.programs.Pipeline"; // not Pipeline.class: that would load it here and now
        if (args[0].equals("after")) {
            runIn(Reloads.class.getClassLoader(), name);
            runIn(new ChildFirst(name, Reloads.class.getClassLoader()), name);
        } else {
            URL here = Reloads.class.getProtectionDomain().getCodeSource().getLocation();
            try (URLClassLoader isolated = new URLClassLoader(new URL[] {here}, ClassLoader.getPlatformClassLoader())) {
                runIn(isolated, name);
            }
            runIn(Reloads.class.getClassLoader(), name);
        }
    }

    private static void runIn(ClassLoader loader, String name) throws Exception {
        Class<?> c = Class.forName(name, true, loader);
        c.getMethod("main", String[].class).invoke(null, (Object) new String[] {"class"});
    }

    /** Defines one class itself from its parent's class file, delegating every other name to the parent. */
    private static final class ChildFirst extends ClassLoader {
        private final String only;

        ChildFirst(String only, ClassLoader parent) {
            super("child-first", parent);
            this.only = only;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals(only)) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        byte[] b = in.readAllBytes();
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c;
            }
        }
    }
}
