package dev.tempered.it;

import dev.tempered.manifest.Multiplicity;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One site's verdict as {@link RealProgramProbe} printed it, and how it compares with the audited truth.
 * Kept apart from {@link Verdicts} (the example table) because a real program also has unreachable sites and
 * verdicts that today's analysis gets wrong for a known, named reason.
 */
record RealVerdict(String id, Multiplicity producers, Multiplicity consumers, String topology, String confidence,
                   String implementation, String location, String reasons) {

    enum Outcome { EXACT, CONSERVATIVE, REFUSED, UNREACHED, FALSELY_UNREACHED, WRONG, MISSED }

    /** Parses {@code SITE<TAB>id<TAB>P<TAB>C<TAB>topology<TAB>confidence<TAB>implementation<TAB>where<TAB>reasons}. */
    static RealVerdict parse(String line) {
        String[] p = line.split("\t", -1);
        if (p.length != 9 || !p[0].equals("SITE")) {
            throw new IllegalArgumentException("not a SITE line: " + line);
        }
        return new RealVerdict(p[1], Multiplicity.fromJson(p[2]), Multiplicity.fromJson(p[3]), p[4], p[5], p[6],
                p[7], p[8]);
    }

    boolean unreached() {
        return producers == Multiplicity.NONE && consumers == Multiplicity.NONE;
    }

    boolean refused() {
        return "refused".equals(confidence);
    }

    boolean specialised() {
        return !"general".equals(implementation);
    }

    /** {@code truth}: a topology or {@link RealProgram#UNREACHABLE}; {@code got} null when the manifest lacks the site. */
    static Outcome classify(String truth, RealVerdict got) {
        if (got == null) {
            return Outcome.MISSED;
        }
        if (RealProgram.UNREACHABLE.equals(truth)) {
            // claiming threads where none run is safe; only the exact answer is "unreached"
            return got.unreached() ? Outcome.UNREACHED : got.refused() ? Outcome.REFUSED : Outcome.CONSERVATIVE;
        }
        if (got.unreached()) {
            // a reachable site called unreached is false; if it was specialised on top, threads lose elements
            return got.specialised() ? Outcome.WRONG : Outcome.FALSELY_UNREACHED;
        }
        if (Verdicts.smaller(got.producers, Verdicts.expectedSide(truth, true))
                || Verdicts.smaller(got.consumers, Verdicts.expectedSide(truth, false))) {
            return Outcome.WRONG;
        }
        if (got.refused()) {
            return Outcome.REFUSED;
        }
        return got.topology.equals(truth) ? Outcome.EXACT : Outcome.CONSERVATIVE;
    }

    private static final Pattern NESTED = Pattern.compile("reachable from an object that escapes \\((.*)\\)");
    private static final Pattern AT = Pattern.compile(" at [\\w$.-]+\\.(java|kt|scala):\\d+");

    /**
     * The construct a refusal names, without locations, counts and the "reachable from an object that escapes"
     * nesting, so that the same blocker groups across sites and programs.
     */
    static String rootReason(String reasons) {
        String r = reasons;
        for (Matcher m = NESTED.matcher(r); m.find(); m = NESTED.matcher(r)) {
            r = r.substring(0, m.start()) + m.group(1) + r.substring(m.end());
        }
        r = AT.matcher(r).replaceAll("");
        r = r.replaceAll("\\d+", "N");
        int cut = r.indexOf(" / ");
        return cut < 0 ? r : r.substring(0, cut);
    }
}
