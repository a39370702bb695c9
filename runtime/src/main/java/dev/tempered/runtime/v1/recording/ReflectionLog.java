package dev.tempered.runtime.v1.recording;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The targets of the reflective calls a recorded run made (the TamiFlex idea): in recording mode the agent makes
 * each {@code Class.forName}, {@code ClassLoader.loadClass}, {@code Class.newInstance}, {@code Constructor.newInstance}
 * and {@code Method.invoke} call in the program's classes tell this class what it loaded, made or is about to
 * invoke. The call itself is left where it was: those methods look at their caller's class (its loader, its access),
 * so wrapping them would change what they do. Nothing here throws into the program.
 */
public final class ReflectionLog {
    /** The format tag of the JSON this class writes. */
    public static final String FORMAT = "tempered-reflection/1";

    /** Call site ({@code owner.name(desc)|Api.name|ordinal|line}) to the targets seen there. */
    private static final ConcurrentHashMap<String, Set<String>> CALLS = new ConcurrentHashMap<>();

    private ReflectionLog() {
    }

    /** After {@code Class.forName} or {@code loadClass} returned {@code c}. */
    public static void loaded(Class<?> c, String site) {
        if (c != null) {
            note(site, c.getName());
        }
    }

    /** After {@code newInstance} returned {@code o}. */
    public static void created(Object o, String site) {
        if (o != null) {
            note(site, o.getClass().getName());
        }
    }

    /** Before {@code Method.invoke} on {@code m}. */
    public static void invoked(Method m, String site) {
        if (m != null) {
            note(site, m.getDeclaringClass().getName() + "." + m.getName());
        }
    }

    private static void note(String site, String target) {
        try {
            Set<String> targets = CALLS.get(site);
            if (targets == null) {
                Set<String> fresh = ConcurrentHashMap.newKeySet();
                targets = CALLS.putIfAbsent(site, fresh);
                if (targets == null) {
                    targets = fresh;
                }
            }
            targets.add(target);
        } catch (RuntimeException | Error e) {
            // recording is best effort: a run must never fail for it
        }
    }

    /** Everything logged so far, as {@value #FORMAT} JSON, calls sorted by site. */
    public static String toJson() {
        Map<String, Set<String>> sorted = new TreeMap<>(CALLS);
        StringBuilder out = new StringBuilder(256);
        out.append("{\"format\":").append(Json.quote(FORMAT)).append(",\"calls\":[");
        boolean first = true;
        for (Map.Entry<String, Set<String>> e : sorted.entrySet()) {
            String[] k = e.getKey().split("\\|", -1);
            if (k.length != 4) {
                continue;
            }
            out.append(first ? "" : ",").append("{\"site\":").append(Json.quote(k[0])).append(",\"call\":")
                    .append(Json.quote(k[1])).append(",\"ordinal\":").append(k[2]).append(",\"line\":").append(k[3])
                    .append(",\"targets\":[");
            List<String> targets = new ArrayList<>(new java.util.TreeSet<>(e.getValue()));
            for (int i = 0; i < targets.size(); i++) {
                out.append(i > 0 ? "," : "").append(Json.quote(targets.get(i)));
            }
            out.append("]}");
            first = false;
        }
        return out.append("]}\n").toString();
    }

    /** Writes {@link #toJson()} to {@code file}. */
    public static void writeJson(Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(toJson());
        }
    }

    /** How many call sites logged something (tests). */
    static int size() {
        return CALLS.size();
    }
}
