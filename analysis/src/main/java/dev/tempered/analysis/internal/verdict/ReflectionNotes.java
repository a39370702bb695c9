package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import java.util.ArrayList;
import java.util.List;

/**
 * What the user reads about reflection: a warning per reflective call whose resolution is not plain code
 * (unresolved, resolved under an assumption, or taken from a recorded run), the summary's count, and on each
 * verdict that rests on an assumed or logged target a reason saying so.
 */
public final class ReflectionNotes {
    /** Warnings past this many are counted, not printed: the manifest lists every call. */
    static final int SHOWN = 10;

    private ReflectionNotes() {
    }

    /** One line per call that is not plainly resolved, capped. */
    public static List<String> warnings(List<ReflectiveCall> calls) {
        List<String> out = new ArrayList<>();
        int hidden = 0;
        for (ReflectiveCall c : calls) {
            if (ReflectiveCall.RESOLVED.equals(c.status())) {
                continue;
            }
            if (out.size() == SHOWN) {
                hidden++;
                continue;
            }
            out.add(switch (c.status()) {
                case ReflectiveCall.UNRESOLVED -> "unresolved reflective call " + c.display() + ": what it creates "
                        + "or calls is outside the analysis; objects passed to it escape, and queues only it could "
                        + "reach are 'not reached by the analysis' (docs/closed-world.md); record a run with the "
                        + "agent's record= option and pass --reflection-log to add what it did";
                case ReflectiveCall.ASSUMED -> "reflective call " + c.display() + "; verdicts that depend on it "
                        + "say so";
                default -> "reflective call " + c.display() + " (from the reflection log, not from the code)";
            });
        }
        if (hidden > 0) {
            out.add("... and " + hidden + " more reflective calls, listed in the manifest's \"reflection\"");
        }
        return out;
    }

    /** {@code reflection: 2 resolved, 1 unresolved}, or empty when there is none. */
    public static String summary(List<ReflectiveCall> calls) {
        if (calls.isEmpty()) {
            return "";
        }
        long unresolved = calls.stream().filter(ReflectiveCall::unresolved).count();
        return "; reflective calls: " + (calls.size() - unresolved) + " resolved, " + unresolved + " unresolved";
    }

    /**
     * {@code s} with a reason per assumed or logged call it depends on: one whose targets include the site's class,
     * or that lies on the call chain of one of its threads.
     */
    public static Site dependencies(Site s, List<ReflectiveCall> calls) {
        List<String> added = new ArrayList<>();
        for (ReflectiveCall c : calls) {
            if (c.unresolved() || ReflectiveCall.RESOLVED.equals(c.status()) || !dependsOn(s, c)) {
                continue;
            }
            added.add("depends on the reflective call " + c.display()
                    + (ReflectiveCall.LOGGED.equals(c.status()) ? ", whose targets come from the reflection log" : ""));
        }
        if (added.isEmpty()) {
            return s;
        }
        List<String> reasons = new ArrayList<>(s.reasons());
        reasons.addAll(added);
        return new Site(s.id(), s.kind(), s.className(), s.method(), s.descriptor(), s.ordinal(), s.source(),
                s.classBytes(), s.queueType(), s.constructor(), s.capacity(), s.producers(), s.consumers(),
                s.operations(), s.topology(), s.confidence(), reasons, s.implementation(), s.declared());
    }

    private static boolean dependsOn(Site s, ReflectiveCall c) {
        String at = "@" + c.at().display();
        for (String t : c.targets()) {
            String internal = t.replace('.', '/');
            if (s.className().equals(internal) || internal.startsWith(s.className() + "/")) {
                return true;
            }
        }
        List<ThreadRef> threads = new ArrayList<>(s.producers().threads());
        threads.addAll(s.consumers().threads());
        for (ThreadRef t : threads) {
            for (String step : t.chain()) {
                if (step.endsWith(" " + at)) {
                    return true; // the step made at the call's line: a file name may repeat, so this may over-tell
                }
                for (String target : c.targets()) {
                    if (step.startsWith(target.replace('.', '/') + ".")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
