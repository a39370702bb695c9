package dev.tempered.report;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What changed between a base manifest (the target branch) and the head one, site by site. Sites are matched
 * by id (class, method, descriptor, ordinal), so a queue that moved lines is the same queue.
 */
public record ManifestDiff(List<Site> added, List<Site> removed, List<Change> changed, int unchanged) {

    /** One site present in both manifests whose verdict or implementation differs. */
    public record Change(Site base, Site head) {
        public boolean topologyChanged() {
            return base.topology() != head.topology();
        }

        public boolean confidenceChanged() {
            return base.confidence() != head.confidence();
        }

        public boolean implementationChanged() {
            return base.implementation() != head.implementation();
        }

        /** {@code spsc, exact -> ring  =>  mpsc, exact -> segmented}. */
        public String describe() {
            List<String> parts = new ArrayList<>();
            if (topologyChanged()) {
                parts.add("topology " + base.topology().json() + " -> " + head.topology().json());
            }
            if (confidenceChanged()) {
                parts.add("confidence " + base.confidence().json() + " -> " + head.confidence().json());
            }
            if (implementationChanged()) {
                parts.add("implementation " + base.implementation().json() + " -> " + head.implementation().json());
            }
            if (parts.isEmpty()) {
                parts.add("threads or reasons changed");
            }
            return String.join(", ", parts);
        }

        /** Why the head verdict is what it is: its threads and reasons, for a reviewer to check. */
        public String why() {
            String sides = "producers: " + Wording.side(head.producers()) + ", consumers: " + Wording.side(head.consumers());
            String reasons = Wording.reasons(head);
            return reasons.isEmpty() ? sides : sides + "; " + reasons;
        }
    }

    public static ManifestDiff of(Manifest base, Manifest head) {
        Map<String, Site> before = byId(base);
        Map<String, Site> after = byId(head);
        List<Site> added = new ArrayList<>();
        List<Change> changed = new ArrayList<>();
        int same = 0;
        for (Site s : head.sites()) {
            Site old = before.get(s.id());
            if (old == null) {
                added.add(s);
            } else if (differs(old, s)) {
                changed.add(new Change(old, s));
            } else {
                same++;
            }
        }
        List<Site> removed = new ArrayList<>();
        for (Site s : base.sites()) {
            if (!after.containsKey(s.id())) {
                removed.add(s);
            }
        }
        return new ManifestDiff(added, removed, changed, same);
    }

    public boolean isEmpty() {
        return added.isEmpty() && removed.isEmpty() && changed.isEmpty();
    }

    /** {@code 1 queue added, 1 verdict changed, 0 removed}. */
    public String summary() {
        if (isEmpty()) {
            return "no queue changed since the base (" + unchanged + " unchanged)";
        }
        return plural(added.size(), "queue added", "queues added") + ", "
                + plural(removed.size(), "queue removed", "queues removed") + ", "
                + plural(changed.size(), "verdict changed", "verdicts changed") + ", " + unchanged + " unchanged";
    }

    /** The state of a head site against the base: {@code new}, {@code updated} or {@code unchanged}. */
    public String stateOf(Site head) {
        if (added.contains(head)) {
            return "new";
        }
        for (Change c : changed) {
            if (c.head().equals(head)) {
                return "updated";
            }
        }
        return "unchanged";
    }

    private static boolean differs(Site a, Site b) {
        return a.topology() != b.topology() || a.confidence() != b.confidence()
                || a.implementation() != b.implementation()
                || !shape(a.producers()).equals(shape(b.producers())) || !shape(b.consumers()).equals(shape(a.consumers()))
                || !a.reasons().equals(b.reasons());
    }

    /** A side without its line numbers: an edit that only moves code is not a change a reviewer must read. */
    private static List<String> shape(Side side) {
        List<String> out = new ArrayList<>();
        out.add(side.count().json());
        for (ThreadRef t : side.threads()) {
            out.add(t.name() + "|" + t.kind() + "|" + t.entry() + "|" + t.multiplicity().json());
        }
        out.sort(null);
        return out;
    }

    private static Map<String, Site> byId(Manifest m) {
        Map<String, Site> map = new LinkedHashMap<>();
        for (Site s : m.sites()) {
            map.put(s.id(), s);
        }
        return map;
    }

    private static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
