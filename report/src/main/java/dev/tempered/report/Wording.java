package dev.tempered.report;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The sentences every report shares, so Markdown, HTML and SARIF say the same thing the same way. */
final class Wording {
    private Wording() {
    }

    static String simpleClass(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
    }

    /** {@code LogPipeline.main}: the method that allocates the queue. */
    static String method(Site s) {
        return simpleClass(s.className()) + "." + s.method();
    }

    /** {@code LogPipeline.java:42}. */
    static String where(Site s) {
        return s.source().display();
    }

    /** {@code LinkedBlockingQueue(4096)} when the capacity is a known constant. */
    static String queue(Site s) {
        return s.capacity() == null ? s.queueSimpleName() : s.queueSimpleName() + "(" + s.capacity() + ")";
    }

    static String count(Multiplicity m) {
        return switch (m) {
            case NONE -> "0";
            case ONE -> "1";
            case MANY -> "many";
            case UNKNOWN -> "unknown";
        };
    }

    /** {@code 1 [reader() started at Pipeline.java:50]}, the brief's remark wording. */
    static String side(Side side) {
        if (side.threads().isEmpty()) {
            return count(side.count());
        }
        return count(side.count()) + " [" + side.threads().stream().map(ThreadRef::display)
                .collect(Collectors.joining(", ")) + "]";
    }

    /** The verdict in a few words: {@code spsc, exact -> ring}. */
    static String verdict(Site s) {
        return s.topology().json() + ", " + s.confidence().json() + " -> " + s.implementation().json();
    }

    static String reasons(Site s) {
        return String.join("; ", s.reasons());
    }

    /**
     * {@code 4 queues: 3 specialised (2 ring, 1 segmented), 1 kept general (1 refused)}: the line a reviewer
     * reads first.
     */
    static String summary(Manifest m) {
        List<Site> queues = m.sites();
        if (queues.isEmpty()) {
            return "no queue allocation found in the analysed classes";
        }
        Map<String, Integer> byImpl = new TreeMap<>();
        int general = 0;
        int refused = 0;
        for (Site s : queues) {
            if (s.isSpecialized()) {
                byImpl.merge(s.implementation().json(), 1, Integer::sum);
            } else {
                general++;
            }
            if (s.confidence() == Confidence.REFUSED) {
                refused++;
            }
        }
        int specialised = queues.size() - general;
        List<String> parts = new ArrayList<>();
        String noun = queues.size() == 1 ? " queue" : " queues";
        StringBuilder line = new StringBuilder().append(queues.size()).append(noun).append(": ");
        String impls = byImpl.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", "));
        parts.add(specialised + " specialised" + (specialised > 0 ? " (" + impls + ")" : ""));
        parts.add(general + " kept general" + (refused > 0 ? " (" + refused + " refused)" : ""));
        long broken = queues.stream().filter(Wording::declaredBroken).count();
        if (broken > 0) {
            parts.add(broken + " declared topology broken");
        }
        return line.append(String.join(", ", parts)).toString();
    }

    /** Reflective calls named in a report before "... and N more": the manifest lists every one. */
    static final int REFLECTION_SHOWN = 3;

    /**
     * The manifest's {@code reflection} list in a few lines: a count per status, then the first calls that are not
     * plainly resolved (unresolved ones first), then how many more; empty when the program makes no reflective call.
     */
    static List<String> reflection(Manifest m) {
        List<ReflectiveCall> calls = m.reflection();
        if (calls.isEmpty()) {
            return List.of();
        }
        Map<String, Long> by = new TreeMap<>();
        calls.forEach(c -> by.merge(c.status(), 1L, Long::sum));
        List<String> out = new java.util.ArrayList<>();
        out.add("Reflective calls: " + calls.size() + " (" + String.join(", ", by.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey()).toList()) + "); the manifest's \"reflection\" lists them.");
        List<ReflectiveCall> notable = new java.util.ArrayList<>(calls.stream().filter(ReflectiveCall::unresolved)
                .toList());
        calls.stream().filter(c -> !c.unresolved() && !ReflectiveCall.RESOLVED.equals(c.status()))
                .forEach(notable::add);
        for (ReflectiveCall c : notable.subList(0, Math.min(REFLECTION_SHOWN, notable.size()))) {
            out.add(c.status() + ": " + c.display());
        }
        if (notable.size() > REFLECTION_SHOWN) {
            out.add("... and " + (notable.size() - REFLECTION_SHOWN) + " more not plainly resolved");
        }
        return out;
    }

    /** The closed-world assumption (or the library-mode one) in one sentence: every report states it. */
    static String assumption(Manifest m) {
        if (Manifest.MODE_LIBRARY.equals(m.mode())) {
            return "Library mode: every public method is assumed to be called from any number of unknown threads.";
        }
        return "Closed world: the analysed class path is taken to be the whole program; code it does not contain "
                + "(plugins, reflection, classes generated at run time) is not covered.";
    }

    /** {@code tempered 0.1.0, manifest tempered-manifest/1, application mode, entry dev.x.Main}. */
    static String provenance(Manifest m) {
        String entries = m.entryPoints().isEmpty() ? "" : ", entry " + String.join(", ", m.entryPoints());
        return "tempered " + m.toolVersion() + ", " + m.format() + ", " + m.mode() + " mode" + entries;
    }

    /**
     * True when the program declares a topology (a JCTools SPSC queue, {@code @Topology}) and the analysis
     * proves more threads on a side the declaration says is single. Unknown is not proof, so it does not count.
     */
    static boolean declaredBroken(Site s) {
        if (s.declared() == null) {
            return false;
        }
        Topology d = s.declared().topology();
        boolean singleProducer = d == Topology.SPSC || d == Topology.SPMC;
        boolean singleConsumer = d == Topology.SPSC || d == Topology.MPSC;
        return singleProducer && s.producers().count() == Multiplicity.MANY
                || singleConsumer && s.consumers().count() == Multiplicity.MANY;
    }

    /** Why a queue kept (or was refused) its general implementation, for sites that carry no reason. */
    static String whyGeneral(Site s) {
        if (!s.reasons().isEmpty()) {
            return reasons(s);
        }
        if (s.implementation() != Implementation.GENERAL) {
            return "";
        }
        return switch (s.topology()) {
            case MPMC -> "many producers and many consumers: the general queue is already the right one";
            case UNKNOWN -> "the threads on one side are unknown";
            default -> "";
        };
    }
}
