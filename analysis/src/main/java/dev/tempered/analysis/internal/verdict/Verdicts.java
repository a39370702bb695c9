package dev.tempered.analysis.internal.verdict;

import dev.tempered.analysis.Remark;
import dev.tempered.analysis.internal.model.OperationRules;
import dev.tempered.analysis.internal.thread.SiteFacts;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.QueueTypes;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Turns the proved facts of a site into its verdict: topology, confidence, implementation and reasons. */
public final class Verdicts {
    private Verdicts() {
    }

    public static Site decide(QueueSite q, SiteFacts f) {
        List<String> reasons = new ArrayList<>();
        boolean escapes = !f.refusals().isEmpty();
        // code the analysis does not see may operate on an escaping queue: its sides bound nothing
        Multiplicity p = escapes ? Multiplicity.UNKNOWN : f.producers();
        Multiplicity c = escapes ? Multiplicity.UNKNOWN : f.consumers();
        Topology topology = Topology.of(p, c);
        Confidence confidence = Confidence.EXACT;
        Implementation impl = Implementation.GENERAL;
        if (escapes) {
            confidence = Confidence.REFUSED;
            reasons.addAll(f.refusals());
        } else if (topology == Topology.UNKNOWN) {
            confidence = Confidence.REFUSED;
            reasons.add("a side is run by code outside the analysed program, so its threads are unknown");
        } else if (!f.reached()) {
            confidence = Confidence.CONSERVATIVE;
            reasons.add("the allocation is not reachable from the entry points; kept general");
        } else if (p == Multiplicity.NONE || c == Multiplicity.NONE) {
            reasons.add("no " + (p == Multiplicity.NONE ? "producer" : "consumer") + " found; nothing to specialise");
        } else {
            impl = switch (topology) {
                case SPSC -> Implementation.RING;
                case MPSC, SPMC -> Implementation.SEGMENTED;
                default -> Implementation.GENERAL;
            };
            if (!f.approximations().isEmpty()) { // "exact" only where nothing was over-approximated
                confidence = Confidence.CONSERVATIVE;
                reasons.addAll(f.approximations());
            }
            if (impl == Implementation.SEGMENTED && topology == Topology.MPSC && bounded(q)) {
                // Bounded segmented-sc keeps its capacity exact with a permit taken on every offer, next to the
                // storage's own atomic step: measured as whole programs it loses to the JDK's bounded queue
                // (docs/results.md, real libraries), so the proof is reported and the JDK queue kept.
                reasons.add("bounded with many producers: the segmented form is slower than " + simple(q.queueType())
                        + " there (docs/results.md); kept general");
                impl = Implementation.GENERAL;
            }
            if (impl != Implementation.GENERAL && !QueueTypes.isRewritable(q.queueType())) {
                reasons.add(simple(q.queueType()) + " has no substitute; kept as it is");
                impl = Implementation.GENERAL;
            }
            if (impl != Implementation.GENERAL) {
                for (String op : new TreeSet<>(f.operations())) {
                    if (!OperationRules.supports(impl, topology, op)) {
                        confidence = Confidence.REFUSED;
                        reasons.add("uses " + op + ", which the " + formName(impl, topology)
                                + " form does not support (docs/runtime-operations.md)");
                        impl = Implementation.GENERAL;
                        break;
                    }
                }
            }
        }
        if (q.declared() != null && topology != Topology.UNKNOWN && narrower(q.declared().topology(), topology)) {
            reasons.add("declares " + q.declared().topology().json() + " but the program runs it as "
                    + topology.json());
        }
        List<String> ops = new ArrayList<>(new TreeSet<>(f.operations()));
        return new Site(q.id(), Site.KIND_QUEUE, q.className(), q.method(), q.descriptor(), q.ordinal(), q.source(),
                q.classBytes(), q.queueType(), q.constructor(), q.capacity(),
                new Side(p, f.producerThreads()), new Side(c, f.consumerThreads()), ops, topology, confidence,
                reasons, impl, q.declared());
    }

    /** True for a queue built with a capacity: every {@code ArrayBlockingQueue}, a linked one given an int bound. */
    static boolean bounded(QueueSite q) {
        return q.queueType().equals("java/util/concurrent/ArrayBlockingQueue")
                || (q.constructor() != null && q.constructor().startsWith("(I"));
    }

    /** True when a declared topology promises fewer threads on some side than the proved one. */
    static boolean narrower(Topology declared, Topology proved) {
        boolean dp = declared == Topology.SPSC || declared == Topology.SPMC;
        boolean dc = declared == Topology.SPSC || declared == Topology.MPSC;
        boolean pp = proved == Topology.MPSC || proved == Topology.MPMC;
        boolean pc = proved == Topology.SPMC || proved == Topology.MPMC;
        return (dp && pp) || (dc && pc);
    }

    public static Remark remark(Site s) {
        StringBuilder m = new StringBuilder(s.queueSimpleName());
        if (s.topology() == Topology.UNKNOWN) {
            m.append(" topology unknown");
        } else if (s.topology() == Topology.NONE) {
            m.append(" has no thread on either side");
        } else {
            m.append(" is ").append(s.topology().json());
        }
        m.append(" (").append(side("producer", s.producers())).append("; ").append(side("consumer", s.consumers()))
                .append(") -> ").append(s.implementation().json());
        appendConfidence(m, s);
        return new Remark(s.source(), m.toString());
    }

    /** Threads named per side in a remark; the rest are counted (the manifest keeps them all). */
    public static final int NAMES_IN_REMARK = 4;
    /** Reasons quoted in a remark; the rest are counted. */
    static final int REASONS_IN_REMARK = 2;
    /** One reason in a remark is cut past this many characters. */
    static final int REASON_CHARS = 300;

    /**
     * Appends " [confidence: reason; reason]" unless the verdict is exact with no reasons (shared by every remark).
     * At most {@link #REASONS_IN_REMARK} reasons, each one line of at most {@link #REASON_CHARS} characters.
     */
    public static void appendConfidence(StringBuilder m, Site s) {
        if (s.confidence() != Confidence.EXACT || !s.reasons().isEmpty()) {
            m.append(" [").append(s.confidence().json());
            if (!s.reasons().isEmpty()) {
                List<String> shown = new ArrayList<>();
                for (String r : s.reasons().subList(0, Math.min(REASONS_IN_REMARK, s.reasons().size()))) {
                    String line = r.replace('\n', ' ');
                    shown.add(line.length() <= REASON_CHARS ? line : line.substring(0, REASON_CHARS) + "...");
                }
                m.append(": ").append(capped(shown, s.reasons().size(), "reason", "; "));
            }
            m.append(']');
        }
    }

    /**
     * {@code shown} joined by {@code sep}, followed by {@code ... and 312 more callers} when {@code total} is larger:
     * a remark stays one readable line however many threads or reasons the manifest lists.
     */
    public static String capped(List<String> shown, int total, String noun, String sep) {
        String joined = String.join(sep, shown);
        int more = total - shown.size();
        return more <= 0 ? joined : joined + sep + "... and " + more + " more " + noun + (more == 1 ? "" : "s");
    }

    /** Up to {@link #NAMES_IN_REMARK} names, then how many more there are. */
    public static String cappedNames(List<String> names, String noun) {
        return capped(names.subList(0, Math.min(NAMES_IN_REMARK, names.size())), names.size(), noun, ", ");
    }

    private static String side(String word, Side side) {
        if (side.threads().isEmpty()) {
            return word + "s: " + side.count().json();
        }
        List<String> names = new ArrayList<>();
        for (ThreadRef t : side.threads()) {
            names.add(t.display());
        }
        String label = side.count() == Multiplicity.ONE ? word : word + "s (" + side.count().json() + ")";
        return label + ": " + cappedNames(names, "thread");
    }

    private static String formName(Implementation impl, Topology topology) {
        OperationRules.Form f = OperationRules.form(impl, topology);
        return f == null ? impl.json() : f.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private static String simple(String type) {
        return type.substring(type.lastIndexOf('/') + 1);
    }

    /** {@code 7 queues: 4 spsc, 1 mpsc, 1 mpmc, 1 with no thread; 5 exact, 1 conservative, 1 refused}. */
    public static String summary(List<Site> sites) {
        int[] topo = new int[Topology.values().length];
        int[] conf = new int[Confidence.values().length];
        for (Site s : sites) {
            topo[s.topology().ordinal()]++;
            conf[s.confidence().ordinal()]++;
        }
        List<String> t = new ArrayList<>();
        for (Topology x : Topology.values()) {
            if (topo[x.ordinal()] > 0) {
                // a queue no thread uses is counted apart, never among the single-threaded shapes
                t.add(topo[x.ordinal()] + (x == Topology.NONE ? " with no thread" : " " + x.json()));
            }
        }
        List<String> k = new ArrayList<>();
        for (Confidence x : Confidence.values()) {
            k.add(conf[x.ordinal()] + " " + x.json());
        }
        String head = sites.size() + (sites.size() == 1 ? " queue" : " queues");
        long dependency = sites.stream().filter(Site::inDependency).count();
        if (dependency > 0) {
            head += " (" + dependency + " in dependency jars)";
        }
        return sites.isEmpty() ? "0 queues" : head + ": " + String.join(", ", t) + "; " + String.join(", ", k);
    }
}
