package dev.tempered.rewrite;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites the queue allocations of one class that a manifest lists: a pure function from class bytes and sites to
 * class bytes, shared by the premain agent and the offline rewriter.
 *
 * <p>A site is applied only when the class bytes are exactly the analysed ones (length and CRC32C), the method
 * holds a {@code NEW} of the site's queue type at the site's ordinal, and that {@code NEW} pairs with an
 * {@code <init>} of the site's constructor descriptor. The usual class is swapped in place without ASM
 * ({@link InPlaceSwap}, design note rewrite-and-abi); any other goes through {@link AsmSiteRewrite}, which swaps the
 * owner and appends the spec argument, recomputes no frames and loads no classes, and reads the class once (design note
 * start-up).
 */
public final class SiteRewriter {

    private SiteRewriter() {
    }

    /** Rewrites {@code classBytes}; never throws for bad input (every problem becomes a site outcome). */
    public static RewriteResult rewrite(byte[] classBytes, List<Site> sites, RewriteOptions options) {
        SiteOutcome[] outcomes = new SiteOutcome[sites.size()];
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < sites.size(); i++) {
            Site site = sites.get(i);
            String skip = skipReason(site, options);
            if (skip != null) {
                outcomes[i] = new SiteOutcome(site, SiteStatus.SKIPPED, skip);
            } else {
                candidates.add(i);
            }
        }
        byte[] rewritten = null;
        if (!candidates.isEmpty()) {
            rewritten = rewriteCandidates(classBytes, sites, candidates, options, outcomes);
        }
        return new RewriteResult(rewritten, List.of(outcomes));
    }

    private static String skipReason(Site site, RewriteOptions options) {
        boolean pool = Site.KIND_POOL.equals(site.kind());
        if (pool && options.record()) {
            return "recording mode leaves pool sites alone";
        }
        if (!options.record() && !site.isSpecialized()) {
            return "implementation general: the site keeps " + site.queueSimpleName();
        }
        if (Substitutes.of(site, options.record()) == null) {
            if (pool) {
                return "no runtime substitute for " + site.implementation().json() + " at Executors."
                        + site.constructor();
            }
            return site.queueType() + " has no runtime substitute"
                    + (options.record() ? "" : " for " + site.implementation().json());
        }
        return null;
    }

    private static byte[] rewriteCandidates(byte[] bytes, List<Site> sites, List<Integer> candidates,
                                            RewriteOptions options, SiteOutcome[] outcomes) {
        // one CRC32C of the bytes for every site and both forms
        ClassBytes actual = bytes == null ? null : ClassBytes.of(bytes);
        byte[] inPlace = actual == null ? null : rewriteInPlace(bytes, actual, sites, candidates, options, outcomes);
        if (inPlace != null) {
            return inPlace;
        }
        return AsmSiteRewrite.rewrite(bytes, actual, sites, candidates, options, outcomes);
    }

    /**
     * The usual case without ASM ({@link InPlaceSwap}): the bytes are the analysed ones and every site is swappable in
     * place. Null otherwise, with no outcome set: the ASM path then decides every site.
     */
    private static byte[] rewriteInPlace(byte[] bytes, ClassBytes actual, List<Site> sites, List<Integer> candidates,
                                         RewriteOptions options, SiteOutcome[] outcomes) {
        List<Site> chosen = new ArrayList<>(candidates.size());
        for (int i : candidates) {
            Site site = sites.get(i);
            if (!InPlaceSwap.takes(site, options) || !site.classBytes().equals(actual)) {
                return null;
            }
            chosen.add(site);
        }
        byte[] out = InPlaceSwap.rewrite(bytes, chosen, options);
        if (out != null) {
            for (int i : candidates) {
                outcomes[i] = applied(sites.get(i), options);
            }
        }
        return out;
    }

    static SiteOutcome applied(Site site, RewriteOptions options) {
        String detail = (options.record() ? "record" : site.implementation().json())
                + " via " + Substitutes.of(site, options.record()).replace('/', '.');
        if (!options.record() && NoWaitingOperations.provenFor(site)) {
            detail += ", quiet: no recorded operation waits"; // the spec's waits=none (design note waiting)
        }
        return new SiteOutcome(site, SiteStatus.APPLIED, detail);
    }

}
