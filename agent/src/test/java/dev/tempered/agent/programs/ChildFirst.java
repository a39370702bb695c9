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
            // by name, not Pipeline.class: a class literal would load a first copy in the system loader
            Class<?> c = Class.forName("dev.tempered.agent.programs.Pipeline", true, isolated);
            c.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        }
    }
}
