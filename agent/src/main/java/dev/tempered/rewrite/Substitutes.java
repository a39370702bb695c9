package dev.tempered.rewrite;

import dev.tempered.manifest.QueueTypes;

/** Names of the runtime classes that stand in for the JDK queues (runtime ABI v1). */
final class Substitutes {
    static final String RUNTIME_PREFIX = "dev/tempered/runtime/";
    static final String V1 = "dev/tempered/runtime/v1/";
    static final String RECORDING = "dev/tempered/runtime/v1/recording/";

    private Substitutes() {
    }

    /** {@code dev/tempered/runtime/v1/TemperedX} (or {@code .../recording/RecordingX}), or null for no substitute. */
    static String of(String queueType, boolean record) {
        if (!QueueTypes.isRewritable(queueType)) {
            return null;
        }
        String simple = queueType.substring(queueType.lastIndexOf('/') + 1);
        return record ? RECORDING + "Recording" + simple : V1 + "Tempered" + simple;
    }

    static boolean isRuntimeClass(String internalName) {
        return internalName.startsWith(RUNTIME_PREFIX);
    }

    /** The JDK queue a substitute stands for, or null when {@code internalName} is none. */
    static String originalOf(String internalName) {
        if (!isRuntimeClass(internalName)) {
            return null;
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
