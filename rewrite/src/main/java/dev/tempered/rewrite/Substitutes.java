package dev.tempered.rewrite;

import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.QueueTypes;
import dev.tempered.manifest.Site;
import java.util.HashMap;
import java.util.Map;

/** Names of the runtime classes that stand in for the JDK queues and pool factories (runtime ABI v1). */
final class Substitutes {
    static final String RUNTIME_PREFIX = "dev/tempered/runtime/";
    static final String V1 = "dev/tempered/runtime/v1/";
    static final String RECORDING = "dev/tempered/runtime/v1/recording/";
    static final String LINKED_BLOCKING_QUEUE = "java/util/concurrent/LinkedBlockingQueue";
    /** The task queue for an {@code LinkedBlockingQueue} handed to a {@code ThreadPoolExecutor}. */
    static final String WORK_STEALING_QUEUE = "dev/tempered/runtime/v1/pool/WorkStealingTaskQueue";
    static final String EXECUTORS = "java/util/concurrent/Executors";
    static final String TEMPERED_EXECUTORS = "dev/tempered/runtime/v1/pool/TemperedExecutors";

    /** The {@code Executors} factories that {@code TemperedExecutors} has a {@code String}-suffixed overload for. */
    private static final String[] POOL_FACTORIES = {
        "newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;",
        "newFixedThreadPool(ILjava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;",
        "newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;",
        "newSingleThreadExecutor(Ljava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;",
    };

    private Substitutes() {
    }

    /**
     * The class that takes the site's place: for a queue site {@code dev/tempered/runtime/v1/TemperedX} (or the
     * work-stealing task queue, or {@code .../recording/RecordingX} when recording); for a pool site
     * {@code TemperedExecutors}. Null when the runtime has nothing for this site.
     */
    static String of(Site site, boolean record) {
        if (Site.KIND_POOL.equals(site.kind())) {
            return !record && site.implementation() == Implementation.WORK_STEALING
                    && EXECUTORS.equals(site.queueType()) && isPoolFactory(site.constructor()) ? TEMPERED_EXECUTORS : null;
        }
        if (!record && site.implementation() == Implementation.WORK_STEALING) {
            return LINKED_BLOCKING_QUEUE.equals(site.queueType()) ? WORK_STEALING_QUEUE : null;
        }
        return of(site.queueType(), record);
    }

    /** {@code dev/tempered/runtime/v1/TemperedX} (or {@code .../recording/RecordingX}), or null for no substitute. */
    static String of(String queueType, boolean record) {
        return (record ? RECORDING_NAMES : TEMPERED_NAMES).get(queueType);
    }

    // looked up, not built: the rewriter asks for each site's substitute several times, interpreted, at start-up
    private static final Map<String, String> TEMPERED_NAMES = names(V1 + "Tempered");
    private static final Map<String, String> RECORDING_NAMES = names(RECORDING + "Recording");

    private static Map<String, String> names(String prefix) {
        Map<String, String> names = new HashMap<>();
        for (String queue : QueueTypes.REWRITABLE) {
            names.put(queue, prefix + queue.substring(queue.lastIndexOf('/') + 1));
        }
        return names;
    }

    static boolean isPoolFactory(String nameAndDescriptor) {
        for (String f : POOL_FACTORIES) {
            if (f.equals(nameAndDescriptor)) {
                return true;
            }
        }
        return false;
    }

    /** True for an {@code INVOKESTATIC} owner that counts towards pool-site ordinals (rewritten calls count too). */
    static boolean isExecutors(String owner) {
        return EXECUTORS.equals(owner) || TEMPERED_EXECUTORS.equals(owner);
    }

    static boolean isRuntimeClass(String internalName) {
        return internalName.startsWith(RUNTIME_PREFIX);
    }

    /** The JDK queue a substitute stands for, or null when {@code internalName} is none. */
    static String originalOf(String internalName) {
        if (!isRuntimeClass(internalName)) {
            return null;
        }
        if (WORK_STEALING_QUEUE.equals(internalName)) {
            return LINKED_BLOCKING_QUEUE;
        }
        String simple = internalName.substring(internalName.lastIndexOf('/') + 1);
        String base = simple.startsWith("Tempered") ? simple.substring("Tempered".length())
                : simple.startsWith("Recording") ? simple.substring("Recording".length()) : null;
        if (base == null) {
            return null;
        }
        String jdk = "java/util/concurrent/" + base;
        return QueueTypes.isRewritable(jdk) && internalName.equals(of(jdk, simple.startsWith("Recording"))) ? jdk : null;
    }

    /** True for a {@code NEW} that counts towards site ordinals, substitutes counting as what they replace. */
    static boolean counts(String internalName) {
        return QueueTypes.isTracked(internalName) || originalOf(internalName) != null;
    }
}
