package dev.tempered.runtime.internal.core;

import dev.tempered.runtime.internal.check.Checks;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A parsed constructor spec ({@code v1|form=..|checks=..|topology=..|waits=..|at=..|site=..}, see docs/architecture.md).
 * Parsing never throws: a spec the runtime cannot honour yields {@link Form#GENERAL} and a reason, reported once on
 * stderr. Parsed specs are cached because one site may allocate a queue per request.
 */
public final class Spec {
    /** Specs come from class-file constants, so the set is small; the bound only guards against misuse. */
    private static final int CACHE_LIMIT = 4096;
    private static final ConcurrentHashMap<String, Spec> CACHE = new ConcurrentHashMap<>();

    public final Form form;
    public final String topology;
    public final Checks checks;
    public final String at;
    public final String site;
    /**
     * {@code waits=none}: the analysis found no operation on this queue that waits (put, take, timed offer or poll),
     * so the queue publishes without the wake-up test. Anything else, or no key (specs written before
     * the key existed), means a thread may wait.
     */
    final boolean neverWaits;
    /** why the spec fell back to {@link Form#GENERAL}; null when it is honoured as written */
    final String fallbackReason;

    private Spec(Form form, String topology, Checks checks, boolean neverWaits, String at, String site,
                 String fallbackReason) {
        this.form = form;
        this.topology = topology;
        this.checks = checks;
        this.neverWaits = neverWaits;
        this.at = at;
        this.site = site;
        this.fallbackReason = fallbackReason;
    }

    public Form form() {
        return form;
    }

    /**
     * Whether this spec turns contract checks on: a single side then has a {@link SideGuard}. The one test behind
     * every guard the runtime makes and every checked ring class {@code allocate} picks.
     */
    boolean checked() {
        return checks != Checks.OFF;
    }

    public String describeSite() {
        return (at == null ? "unknown location" : at) + " (site " + (site == null ? "?" : site) + ")";
    }

    /** Returns the parsed spec; reports a fallback on stderr the first time a given spec string is seen. */
    public static Spec of(String text) {
        String key = text == null ? "\u0000null" : text;
        Spec cached = CACHE.get(key);
        if (cached != null) {
            return cached;
        }
        Spec parsed = parse(text);
        if (CACHE.size() < CACHE_LIMIT) {
            Spec prev = CACHE.putIfAbsent(key, parsed);
            if (prev != null) {
                return prev;
            }
            if (parsed.fallbackReason != null) {
                Report.line("tempered: cannot honour queue spec \"" + text + "\" (" + parsed.fallbackReason
                        + "); using the original JDK queue");
            }
        }
        return parsed;
    }

    static Spec parse(String text) {
        if (text == null) {
            return invalid("no spec", null, null);
        }
        // by hand, not split/matches: this runs at each first construction of a site, in the host's start-up,
        // where a regex Pattern (compiled per call) and split's lists cost more than the rest of the parse
        int bar = text.indexOf('|');
        String tag = bar < 0 ? text : text.substring(0, bar);
        String form = null;
        String topology = null;
        String checks = null;
        String waits = null;
        String at = null;
        String site = null;
        for (int start = bar + 1; bar >= 0 && start <= text.length(); ) {
            int end = text.indexOf('|', start);
            if (end < 0) {
                end = text.length();
            }
            int eq = text.indexOf('=', start);
            if (eq > start && eq < end) { // a field without '=' or with an empty key is skipped
                String v = text.substring(eq + 1, end);
                switch (text.substring(start, eq)) {
                    case "form": form = v; break;
                    case "topology": topology = v; break;
                    case "checks": checks = v; break;
                    case "waits": waits = v; break;
                    case "at": at = v; break;
                    case "site": site = v; break;
                    default: break; // unknown keys come from newer rewriters: ignored by contract
                }
            }
            start = end + 1;
        }
        if (!"v1".equals(tag)) {
            return invalid("ABI tag is not v1", at, site);
        }
        Checks mode = checks == null ? Checks.OFF : Checks.parse(checks);
        if (mode == null && Checks.removed(checks)) {
            return invalid("checks=" + checks + " is no longer supported: a violation is seen only after it may have lost"
                    + " an element, so a queue that logs and goes on is not correct; rewrite with checks=throw", at, site);
        }
        if (mode == null) {
            return invalid("unknown checks value " + checks, at, site);
        }
        if (topology != null && !isTopology(topology)) {
            return invalid("unknown topology " + topology, at, site);
        }
        if (form == null) {
            return invalid("missing form", at, site);
        }
        Form chosen;
        switch (form) {
            case "ring":
                chosen = "spsc".equals(topology) ? Form.RING : null;
                break;
            case "segmented":
                if ("spsc".equals(topology) || "mpsc".equals(topology)) {
                    chosen = Form.SEGMENTED_SC;
                } else if ("spmc".equals(topology)) {
                    chosen = Form.SEGMENTED_SP;
                } else {
                    chosen = null;
                }
                break;
            case "segmented-general":
                chosen = Form.SEGMENTED_GENERAL;
                break;
            case "general":
                chosen = Form.GENERAL;
                break;
            default:
                return invalid("unknown form " + form, at, site);
        }
        if (chosen == null) {
            return invalid("form " + form + " cannot serve topology " + topology, at, site);
        }
        // only the exact value drops the wake-up test: any other value is read the safe way (a thread may wait)
        return new Spec(chosen, topology == null ? "mpmc" : topology, mode, "none".equals(waits), at, site, null);
    }

    private static boolean isTopology(String t) {
        return t.equals("spsc") || t.equals("mpsc") || t.equals("spmc") || t.equals("mpmc");
    }

    private static Spec invalid(String reason, String at, String site) {
        return new Spec(Form.GENERAL, "mpmc", Checks.OFF, false, at, site, reason);
    }
}
