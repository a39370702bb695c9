package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.pta.Heap.Kind;
import dev.tempered.analysis.internal.pta.Heap.Obj;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;

/**
 * Application classes that extend a JDK collection or map and override none of its methods, such as logback's
 * {@code TurboFilterList extends CopyOnWriteArrayList}: a method they inherit runs JDK code on the object's own
 * elements only, so it is modelled as that collection's method ({@link JdkCalls#containerCall}) on a shadow container
 * whose elements are the object's elements, instead of as a call into unknown code that returns the unknown object.
 * Where the class overrides a method of a JDK supertype, the JDK code may call back into it with its elements, which
 * the container model does not follow: such classes keep the unknown-call treatment.
 */
final class InheritedCollections {
    private final Solver s;
    /** Per application class: the JDK collection class above it when it qualifies, or "" when it does not. */
    private final Map<String, String> supers = new HashMap<>();

    InheritedCollections(Solver s) {
        this.s = s;
    }

    /**
     * The shadow container of application object {@code ob} for a call of an inherited method of JDK class
     * {@code owner}, or null when the call is not modelled this way. The shadow and the object share one element
     * set, so elements escape with either.
     */
    Obj shadow(String owner, Obj ob, int caller, int insn) {
        String jdk = supers.computeIfAbsent(ob.type, this::qualifyingSuper);
        if (jdk.isEmpty() || !s.cp.isSubtype(jdk, owner)) {
            return null;
        }
        String site = "inherited:" + ob.id;
        boolean existed = s.heap.exists(site, "-");
        Obj shadow = s.heap.get(site, "-", Kind.CONTAINER, jdk, caller, insn);
        if (!existed) {
            int own = s.field(ob.id, Heap.ELEM);
            int its = s.field(shadow.id, Heap.ELEM);
            s.g.addEdge(own, its);
            s.g.addEdge(its, own);
            if (JdkCalls.isMap(s, shadow)) {
                // a map's keys too (JdkCalls.containerCall keeps them apart): they escape with the object
                JdkCalls.link(s, s.field(ob.id, Heap.KEY), s.field(shadow.id, Heap.KEY));
            }
        }
        return shadow;
    }

    /**
     * The first JDK class above {@code type} when it is a collection or map the analysis models (not a queue, whose
     * operations count threads) and no application class on the way declares a method that a JDK supertype declares;
     * otherwise "".
     */
    private String qualifyingSuper(String type) {
        if (!s.cp.hierarchyComplete(type)) {
            return "";
        }
        Set<String> own = new HashSet<>();
        String c = type;
        ClassInfo i = s.cp.info(c);
        while (i != null && i.analysed()) {
            for (Map.Entry<String, Integer> m : i.methods().entrySet()) {
                boolean mayOverride = (m.getValue() & (Opcodes.ACC_STATIC | Opcodes.ACC_PRIVATE)) == 0
                        && !m.getKey().startsWith("<");
                if (mayOverride) {
                    own.add(m.getKey());
                }
            }
            c = i.superName();
            i = c == null ? null : s.cp.info(c);
        }
        if (i == null || !(s.cp.isSubtype(c, "java/util/Collection") || s.cp.isSubtype(c, "java/util/Map"))
                || s.cp.isSubtype(c, "java/util/Queue") || s.jdkKind(c) != Kind.CONTAINER) {
            return "";
        }
        // every JDK supertype of the class, through the application classes' own interfaces too
        Deque<String> work = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        work.add(type);
        while (!work.isEmpty()) {
            ClassInfo t = s.cp.info(work.poll());
            if (t == null) {
                return "";
            }
            if (!t.analysed()) {
                for (String nd : own) {
                    if (t.methods().containsKey(nd)) {
                        return ""; // an override: JDK code may call it
                    }
                }
            }
            if (t.superName() != null && seen.add(t.superName())) {
                work.add(t.superName());
            }
            for (String itf : t.interfaces()) {
                if (seen.add(itf)) {
                    work.add(itf);
                }
            }
        }
        return c;
    }
}
