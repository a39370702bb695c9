package dev.tempered.analysis.internal.model;

import dev.tempered.analysis.internal.classpath.ClassPath;
import java.util.List;
import java.util.Set;

/** Names of the JDK API the analysis models instead of analysing. */
public final class Model {
    private Model() {
    }

    public static final Set<String> CONTAINER_ROOTS = Set.of("java/util/Collection", "java/util/Map", "java/util/Iterator",
            "java/util/Map$Entry", "java/util/Optional", "java/util/stream/BaseStream", "java/util/Spliterator",
            "java/util/concurrent/atomic/AtomicReference", "java/util/concurrent/atomic/AtomicReferenceArray",
            "java/lang/ThreadLocal", "java/lang/ref/Reference", "java/util/Enumeration", "java/lang/Iterable",
            "java/util/stream/Collector", "java/util/concurrent/Future",
            // a bean event only holds its source and values for the listeners it is handed to (Log4j's
            // LoggerContext makes one with itself and its configuration even when no listener is registered); its
            // methods return what it holds and call nothing of theirs but toString, as a collection's do
            "java/beans/PropertyChangeEvent");

    public static final Set<String> CONTAINER_STATICS = Set.of("java/util/Arrays", "java/util/Collections", "java/util/List",
            "java/util/Set", "java/util/Map", "java/util/stream/Stream", "java/util/Optional", "java/util/Objects",
            "java/util/stream/StreamSupport", "java/util/stream/Collectors", "java/util/Spliterators",
            "java/util/concurrent/atomic/AtomicReference", "java/lang/ThreadLocal", "java/util/stream/IntStream",
            "java/util/stream/LongStream", "java/util/EnumSet", "java/util/concurrent/ConcurrentHashMap");

    /**
     * Superclasses an application class may extend without the JDK calling its overrides on its own threads. The byte
     * streams are here because their code holds no reference of its own to the object and starts nothing: it calls
     * the overrides only from an inherited method the program calls ({@code write(byte[])} calls {@code write(int)})
     * or once the object is handed to JDK code ({@code new InputStreamReader(in)}), and both make the object escape
     * ({@code JdkCalls.appInheritsJdk}, {@code Solver.unknownCall}); only their constructors, which do nothing, are
     * followed as nothing.
     */
    public static final Set<String> SAFE_JDK_SUPERS = Set.of("java/lang/Object", "java/lang/Thread", "java/lang/Enum",
            "java/lang/Record", "java/lang/Throwable", "java/lang/Exception", "java/lang/RuntimeException",
            "java/lang/Error", "java/util/TimerTask", "java/util/concurrent/RecursiveTask",
            "java/util/concurrent/RecursiveAction", "java/util/concurrent/ForkJoinTask", "java/io/InputStream",
            "java/io/OutputStream");

    /** True for the constructor of a JDK byte stream base class: {@code InputStream()} and {@code OutputStream()} are empty. */
    public static boolean isEmptyStreamConstructor(String owner, String name, String desc) {
        return (owner.equals("java/io/InputStream") || owner.equals("java/io/OutputStream")) && name.equals("<init>")
                && desc.equals("()V");
    }

    static final Set<String> FUNCTIONAL_PREFIX_OK = Set.of("java/lang/Runnable", "java/util/concurrent/Callable",
            "java/util/Comparator", "java/lang/Iterable");

    public static boolean isFunctional(String type) {
        return type.startsWith("java/util/function/") || FUNCTIONAL_PREFIX_OK.contains(type)
                && !type.equals("java/lang/Iterable");
    }

    public static boolean isReflective(String owner, String name) {
        return owner.startsWith("java/lang/reflect/") || owner.startsWith("java/lang/invoke/")
                || owner.equals("sun/misc/Unsafe") || owner.equals("jdk/internal/misc/Unsafe")
                || owner.startsWith("java/util/concurrent/atomic/Atomic") && owner.endsWith("FieldUpdater")
                || owner.equals("java/lang/Class") && (name.startsWith("forName") || name.startsWith("newInstance")
                || name.startsWith("getMethod") || name.startsWith("getDeclared") || name.startsWith("getField")
                || name.startsWith("getConstructor"))
                || owner.equals("java/io/ObjectInputStream") || owner.equals("java/io/ObjectOutputStream")
                || owner.equals("java/util/ServiceLoader") || owner.equals("java/util/ServiceLoader$Provider");
    }

    /** Methods of {@code java.lang.Object} that neither run user code on other threads nor let objects escape. */
    public static boolean isBenignObjectMethod(String name) {
        return switch (name) {
            case "<init>", "equals", "hashCode", "getClass", "notify", "notifyAll", "wait", "toString" -> true;
            default -> false;
        };
    }

    /** JDK containers whose {@code toString} is made of their elements' {@code toString} and nothing else. */
    private static final List<String> TEXT_OF_ELEMENTS = List.of("java/util/Collection", "java/util/Map",
            "java/util/Map$Entry", "java/util/Optional", "java/util/concurrent/atomic/AtomicReference",
            "java/util/concurrent/atomic/AtomicReferenceArray");

    /**
     * True when a JDK container object of {@code type} turned into text only reads its elements as text:
     * {@code AbstractCollection}, {@code AbstractMap} and their kin call {@code String.valueOf} on each element, key
     * and value, {@code Optional} and the atomic references on their value; an array's text is its type and hash.
     * Futures (whose text may name their task), iterators, streams and the rest are left out.
     */
    public static boolean textIsElementsText(ClassPath cp, String type) {
        if (type.startsWith("[")) {
            return true;
        }
        for (String r : TEXT_OF_ELEMENTS) {
            if (cp.isSubtype(type, r)) {
                return !cp.isSubtype(type, "java/util/concurrent/Future");
            }
        }
        return false;
    }

    /** Classes whose {@code print}, {@code println} and {@code append} only write their arguments' text. */
    private static final Set<String> TEXT_SINKS = Set.of("java/io/PrintStream", "java/lang/StringBuilder",
            "java/lang/StringBuffer", "java/lang/AbstractStringBuilder");

    /**
     * True for a JDK call that turns its arguments into text on the calling thread and keeps none of them:
     * {@code PrintStream.print/println}, {@code StringBuilder/StringBuffer.append} and {@code String.valueOf}, in
     * their overloads taking primitives, {@code String}, {@code Object} or {@code char[]} (an {@code Object} is read
     * by {@code String.valueOf}, that is its {@code toString()}). Overloads taking a {@code CharSequence}, a format or
     * a range are left out: they call other methods of their argument.
     */
    public static boolean readsAsText(String owner, String name, String desc) {
        boolean sink = TEXT_SINKS.contains(owner) && (name.equals("print") || name.equals("println")
                || name.equals("append"));
        boolean valueOf = owner.equals("java/lang/String") && name.equals("valueOf");
        if (!sink && !valueOf) {
            return false;
        }
        org.objectweb.asm.Type[] params = org.objectweb.asm.Type.getArgumentTypes(desc);
        if (params.length > 1) {
            return false;
        }
        for (org.objectweb.asm.Type t : params) {
            boolean ok = t.getSort() < org.objectweb.asm.Type.ARRAY || t.getDescriptor().equals("[C")
                    || t.getDescriptor().equals("Ljava/lang/String;") || t.getDescriptor().equals("Ljava/lang/Object;");
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
