package dev.tempered.analysis.internal.classpath;

import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;

/**
 * The hierarchy facts of one class: enough to resolve fields, dispatch virtual calls and test subtypes.
 *
 * @param origin   where it came from
 * @param methods  "name+descriptor" to access flags
 * @param fields   field name to access flags
 */
public record ClassInfo(String name, String superName, List<String> interfaces, int access, Origin origin,
                        Map<String, Integer> methods, Map<String, Integer> fields, String sourceFile) {

    /** Input classes are reported; dependencies are analysed; JDK classes are modelled. */
    public enum Origin { INPUT, DEPENDENCY, JDK }

    public boolean isInterface() {
        return (access & Opcodes.ACC_INTERFACE) != 0;
    }

    public boolean isPublic() {
        return (access & Opcodes.ACC_PUBLIC) != 0;
    }

    /** True for classes whose code we analyse (inputs and dependencies, not the JDK). */
    public boolean analysed() {
        return origin != Origin.JDK;
    }
}
