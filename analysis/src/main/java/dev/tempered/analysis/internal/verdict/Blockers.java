package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.Blocker;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The root construct that refused a site, read from its first reason: the innermost cause of an escape chain
 * ("reachable from an object that escapes (...)") sorted into a kind, with the method, field or place it names.
 * Reasons are written by the analysis itself, so their shapes are known; one it does not know is kind
 * {@code other} with its text.
 */
public final class Blockers {
    private record Rule(String kind, Pattern pattern) {
    }

    private static final String CALL = "([\\w$./<>]+\\(\\))";
    /** First match wins; group 1 is the construct. */
    private static final List<Rule> RULES = List.of(
            new Rule(Blocker.INTERNAL_ERROR, Pattern.compile("the analysis failed \\(internal error ([^;)]+)")),
            new Rule(Blocker.BUDGET, Pattern.compile("the analysis stopped (.+?) before the program was solved")),
            new Rule(Blocker.NATIVE_METHOD, Pattern.compile("^passed to native method " + CALL)),
            new Rule(Blocker.UNREADABLE_METHOD, Pattern.compile("^passed to unreadable method " + CALL)),
            new Rule(Blocker.UNRESOLVED_METHOD, Pattern.compile("^passed to unresolved method " + CALL)),
            new Rule(Blocker.REFLECTION, Pattern.compile("^reflective or method-handle call " + CALL)),
            new Rule(Blocker.REFLECTION, Pattern.compile("^passed to (?:bootstrap method|method handle) " + CALL)),
            new Rule(Blocker.UNMODELLED_CALL, Pattern.compile("^passed to " + CALL)),
            new Rule(Blocker.OUTSIDE_CALLER, Pattern.compile("^returned to code outside the analysed program(?: from "
                    + CALL + ")?")),
            new Rule(Blocker.OUTSIDE_CALLER, Pattern.compile("^returned from public method " + CALL)),
            new Rule(Blocker.OUTSIDE_CALLER, Pattern.compile("^stored in public field ([\\w$./]+)")),
            new Rule(Blocker.OUTSIDE_FIELD, Pattern.compile("^stored in static field ([\\w$./]+) of code outside")),
            new Rule(Blocker.OUTSIDE_OBJECT, Pattern.compile("^stored into an object from outside the analysed "
                    + "program at (\\S+)")),
            new Rule(Blocker.JDK_SUPERCLASS, Pattern.compile("extends ([\\w$]+), whose code may call its methods")),
            new Rule(Blocker.SERIALIZABLE_LAMBDA, Pattern.compile("^serializable lambda at (\\S+)")),
            new Rule(Blocker.OUTSIDE_THREAD, Pattern.compile("^(a side is run by code outside the analysed program)")),
            new Rule(Blocker.UNSUPPORTED_OPERATION, Pattern.compile("^uses (\\S+), which the")),
            // where an unknown receiver came from (", called on ..."): the construct that made it unknown
            new Rule(Blocker.UNMODELLED_CALL, Pattern.compile("^the result of (?:[\\w ]+ )?" + CALL)),
            new Rule(Blocker.UNMODELLED_CALL, Pattern.compile("^a new ([\\w$]+) at .*, of a class the analysis")),
            new Rule(Blocker.OUTSIDE_FIELD, Pattern.compile("^static field ([\\w$./]+) of code outside")),
            new Rule(Blocker.OUTSIDE_CALLER, Pattern.compile("^(a value from code outside the analysed program)")),
            new Rule(Blocker.OUTSIDE_CALLER, Pattern.compile("^(an exception thrown by code outside the analysed "
                    + "program)")));
    private static final String CALLED_ON = ", called on ";
    private static final String ESCAPES = "the queue escapes: ";
    private static final String POOL_ESCAPES = "the pool escapes: ";
    private static final String REACHABLE = "reachable from an object that escapes (";

    private Blockers() {
    }

    /** The blocker of a refused site, or null when the site is not refused. */
    public static Blocker of(Site s) {
        if (s.confidence() != Confidence.REFUSED || s.reasons().isEmpty()) {
            return null;
        }
        return of(s.reasons().get(0));
    }

    /** The root construct named by one reason. */
    static Blocker of(String reason) {
        String r = innermost(reason);
        for (Rule rule : RULES) {
            Matcher m = rule.pattern().matcher(r);
            if (m.find()) {
                String construct = m.groupCount() >= 1 && m.group(1) != null ? m.group(1) : "";
                String kind = rule.kind().equals(Blocker.UNMODELLED_CALL) && reflective(construct) ? Blocker.REFLECTION
                        : rule.kind();
                return new Blocker(kind, construct);
            }
        }
        String text = r.length() <= 120 ? r : r.substring(0, 120) + "...";
        return new Blocker(Blocker.OTHER, text);
    }

    /** A call into {@code java.lang.reflect} or {@code java.lang.invoke}, named by its simple class. */
    private static boolean reflective(String call) {
        return call.startsWith("Method.") || call.startsWith("Constructor.") || call.startsWith("Field.")
                || call.startsWith("MethodHandle.") || call.startsWith("MethodHandles") || call.startsWith("Class.");
    }

    private static String innermost(String reason) {
        String r = reason;
        if (r.startsWith(ESCAPES)) {
            r = r.substring(ESCAPES.length());
        } else if (r.startsWith(POOL_ESCAPES)) {
            r = r.substring(POOL_ESCAPES.length());
        }
        while (r.startsWith(REACHABLE) && r.endsWith(")")) {
            r = r.substring(REACHABLE.length(), r.length() - 1);
        }
        int on = r.lastIndexOf(CALLED_ON); // a call on an unknown receiver: the root is where the receiver came from
        return on < 0 ? r : r.substring(on + CALLED_ON.length());
    }
}
