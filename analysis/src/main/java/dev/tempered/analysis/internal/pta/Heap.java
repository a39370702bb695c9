package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.ir.MethodIr;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Abstract objects: an allocation site plus one level of heap context (the allocation site of the receiver of the
 * allocating method), so objects made in constructors of different objects stay apart. Object 0 is UNKNOWN:
 * anything made or held by code the analysis does not see.
 */
public final class Heap {
    static final String ELEM = MethodIr.ELEM;
    /**
     * A map's keys, apart from its values ({@link #ELEM}): a lookup returns a value, never a key, so a program whose
     * keys are names from JDK code (unknown objects) still gets exactly its values back from {@code get} and
     * {@code values()}. Only objects of a {@code java.util.Map} type have it (JdkCalls.containerCall).
     */
    static final String KEY = "[key]";
    public static final int UNKNOWN = 0;

    public enum Kind { UNKNOWN, APP, LAMBDA, QUEUE, CONTAINER, THREAD, BUILDER, EXECUTOR, FUTURE, RUNTIME, COMPLETION,
        /** A {@code Class} or {@code Constructor} value naming one class ({@link Obj#meta}): see {@link Reflection}. */
        META }

    /** One abstract object. {@code allocNode}/{@code allocInsn}: where it is made (method node, instruction). */
    public static final class Obj {
        public final int id;
        public final Kind kind;
        public final String type;
        public final String site;
        public final int allocNode;
        public final int allocInsn;
        public boolean serial;      // executors: one logical thread
        boolean parallel;    // streams made parallel
        public boolean oneWorker;   // executors: a pool of one constant worker, serial while never resized nor escaped
        public boolean resized;     // executors: setCorePoolSize/setMaximumPoolSize reached on it
        boolean newArray;    // an array made by anewarray: its type is its exact runtime type
        int viewOf = -1;     // iterators, streams and other views of a queue: the queue's object
        String ctxSite = "-"; // the heap context it was made in ({@link Solver#ctxSite}): "-", or one or two sites
        String threadKind;   // builders: "thread" or "virtual-thread"; executors: "executor", "timer", "fork-join"
        org.objectweb.asm.tree.InvokeDynamicInsnNode indy; // lambdas
        String meta;         // META objects: the class a Class value is, or whose constructor a Constructor value is

        Obj(int id, Kind kind, String type, String site, int allocNode, int allocInsn) {
            this.id = id;
            this.kind = kind;
            this.type = type;
            this.site = site;
            this.allocNode = allocNode;
            this.allocInsn = allocInsn;
        }
    }

    public final List<Obj> objs = new ArrayList<>();
    private final Map<String, Integer> ids = new HashMap<>();

    Heap() {
        objs.add(new Obj(0, Kind.UNKNOWN, "?", "?", -1, -1));
    }

    /** The object for (site, heap context), made on first use; {@code fresh} is told whether it is new. */
    Obj get(String site, String ctxSite, Kind kind, String type, int allocNode, int allocInsn) {
        String key = site + "|" + ctxSite;
        Integer id = ids.get(key);
        if (id != null) {
            return objs.get(id);
        }
        Obj o = new Obj(objs.size(), kind, type, site, allocNode, allocInsn);
        o.ctxSite = ctxSite;
        objs.add(o);
        ids.put(key, o.id);
        return o;
    }

    boolean exists(String site, String ctxSite) {
        return ids.containsKey(site + "|" + ctxSite);
    }

    public Obj obj(int id) {
        return objs.get(id);
    }
}
