package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the user reads when reached code calls into classes that neither the program nor the JDK holds: in application
 * mode such a call is taken to throw NoClassDefFoundError (docs/closed-world.md), so every verdict not refused says
 * that it assumes those classes stay absent at run time, and one warning names them.
 */
public final class AbsentClasses {
    private AbsentClasses() {
    }

    /** {@code s} with the assumption added when some class was taken as absent and the verdict is not refused. */
    public static Site note(Site s, Map<String, String> absent) {
        if (absent.isEmpty() || s.confidence() == Confidence.REFUSED) {
            return s;
        }
        List<String> reasons = new ArrayList<>(s.reasons());
        reasons.add("assumes " + names(absent) + " absent at run time, as on the analysed class path: a call into "
                + (absent.size() == 1 ? "it" : "them") + " is taken to throw NoClassDefFoundError");
        return new Site(s.id(), s.kind(), s.className(), s.method(), s.descriptor(), s.ordinal(), s.source(),
                s.classBytes(), s.queueType(), s.constructor(), s.capacity(), s.producers(), s.consumers(),
                s.operations(), s.topology(), s.confidence(), reasons, s.implementation(), s.declared());
    }

    /** One warning line, or null when no class was taken as absent. */
    public static String warning(Map<String, String> absent) {
        if (absent.isEmpty()) {
            return null;
        }
        Map.Entry<String, String> first = absent.entrySet().iterator().next();
        return "reached code calls " + names(absent) + ", absent from the class path (first at " + first.getValue()
                + "): taken to throw NoClassDefFoundError, as the program does when run on this class path; if it "
                + "runs with them, add their jars with --class-path and analyse again (docs/closed-world.md)";
    }

    private static String names(Map<String, String> absent) {
        String first = absent.keySet().iterator().next();
        return absent.size() == 1 ? "class " + first
                : "class " + first + " and " + (absent.size() - 1) + " more class" + (absent.size() == 2 ? "" : "es");
    }
}
