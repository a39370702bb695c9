package dev.tempered.agent.programs;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * Loads {@link Pipeline} through a child-first loader whose parent is the platform loader: it cannot see the
 * system class path, so it cannot see the runtime the agent carries.
 */
public final class ChildFirst {
    public static void main(String[] args) throws Exception {
        URL here = ChildFirst.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader isolated = new URLClassLoader(new URL[] {here}, ClassLoader.getPlatformClassLoader())) {
            Class<?> c = Class.forName(Pipeline.class.getName(), true, isolated);
            c.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        }
    }
}
