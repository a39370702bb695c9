package dev.tempered.rewrite;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

/**
 * The constructor form of {@link SiteRewriter}, through ASM: for every class the in-place form does not take (design
 * note rewrite-and-abi), and for every site that does not check out, whose outcome it decides. Its own class so that a
 * program whose manifest classes are all swapped in place never loads ASM (the verifier would, to check this code's
 * types).
 */
final class AsmSiteRewrite {
    private AsmSiteRewrite() {
    }

    /** {@code actual}: the bytes' length and CRC32C, null when there are no bytes (then ClassFiles refuses them). */
    static byte[] rewrite(byte[] bytes, ClassBytes actual, List<Site> sites, List<Integer> candidates,
                          RewriteOptions options, SiteOutcome[] outcomes) {
        ClassReader reader;
        try {
            reader = ClassFiles.reader(bytes);
        } catch (IllegalArgumentException e) {
            for (int i : candidates) {
                outcomes[i] = unreadable(sites.get(i), bytes, e.getMessage());
            }
            return null;
        }
        Set<String> methods = new HashSet<>();
        for (int i : candidates) {
            methods.add(sites.get(i).method() + sites.get(i).descriptor());
        }
        boolean[] analysed = new boolean[sites.size()];
        for (int i : candidates) {
            analysed[i] = sites.get(i).classBytes().equals(actual); // the record's length and CRC32C
        }
        // One pass reads the class, records where the allocations are and writes the swaps the manifest asks for,
        // on the guess that every site is where it says (the usual case). The written bytes are kept only when the
        // checks below then agree for every site; otherwise they are dropped and the class is written again with
        // the sites that passed alone (or not at all), exactly as scanning first and writing second would.
        Map<String, AllocationSwapper.MethodSwaps> planned = swapsFor(sites, candidates, analysed, options);
        Speculation pass = planned.isEmpty() ? null : Speculation.run(reader, methods, planned);
        Map<String, AllocationScanner.MethodScan> scans;
        if (pass != null) {
            scans = pass.scans;
        } else {
            try {
                scans = AllocationScanner.scan(reader, methods);
            } catch (RuntimeException e) {
                for (int i : candidates) {
                    outcomes[i] = unreadable(sites.get(i), bytes, "cannot read class: " + e);
                }
                return null;
            }
        }
        List<Integer> applied = new ArrayList<>();
        for (int i : candidates) {
            Site site = sites.get(i);
            AllocationScanner.MethodScan scan = scans.get(site.method() + site.descriptor());
            if (!analysed[i]) {
                String names = alreadyNames(site, scan);
                if (names != null) {
                    outcomes[i] = new SiteOutcome(site, SiteStatus.ALREADY_SPECIALIZED, "the site already names " + names);
                } else {
                    outcomes[i] = stale(site, actual);
                }
                continue;
            }
            SiteOutcome verdict = locate(site, scan, options);
            if (verdict != null) {
                outcomes[i] = verdict;
                continue;
            }
            applied.add(i);
        }
        if (applied.isEmpty()) {
            return null;
        }
        try {
            byte[] out;
            if (pass != null && applied.size() == countAnalysed(candidates, analysed)) {
                out = pass.writer.toByteArray(); // every planned swap checked out: the one pass is the result
            } else {
                boolean[] keep = new boolean[sites.size()];
                for (int i : applied) {
                    keep[i] = true;
                }
                ClassWriter writer = new ClassWriter(reader, 0);
                reader.accept(new AllocationSwapper(writer, swapsFor(sites, applied, keep, options)), 0);
                out = writer.toByteArray();
            }
            for (int i : applied) {
                outcomes[i] = SiteRewriter.applied(sites.get(i), options);
            }
            return out;
        } catch (RuntimeException e) { // e.g. MethodTooLargeException, ClassTooLargeException
            for (int i : applied) {
                outcomes[i] = new SiteOutcome(sites.get(i), SiteStatus.ERROR, "cannot write class: " + e);
            }
            return null;
        }
    }

    /** The swaps for the sites {@code chosen} (among {@code indices}), per method and ordinal. */
    private static Map<String, AllocationSwapper.MethodSwaps> swapsFor(List<Site> sites, List<Integer> indices,
                                                                       boolean[] chosen, RewriteOptions options) {
        Map<String, AllocationSwapper.MethodSwaps> swaps = new HashMap<>();
        for (int i : indices) {
            if (!chosen[i]) {
                continue;
            }
            Site site = sites.get(i);
            AllocationSwapper.MethodSwaps inMethod = swaps.get(site.method() + site.descriptor());
            if (inMethod == null) {
                inMethod = new AllocationSwapper.MethodSwaps();
                swaps.put(site.method() + site.descriptor(), inMethod);
            }
            AllocationSwapper.Swap swap = new AllocationSwapper.Swap(Substitutes.of(site, options.record()),
                    Spec.of(site, options));
            if (Site.KIND_POOL.equals(site.kind())) {
                inMethod.factoryCalls.put(site.ordinal(), swap);
            } else {
                inMethod.allocations.put(site.ordinal(), swap);
            }
        }
        return swaps;
    }

    private static int countAnalysed(List<Integer> candidates, boolean[] analysed) {
        int n = 0;
        for (int i : candidates) {
            if (analysed[i]) {
                n++;
            }
        }
        return n;
    }

    /** The scan-and-write pass: its scans, and its writer, whose bytes are used only if every site checks out. */
    private static final class Speculation {
        final Map<String, AllocationScanner.MethodScan> scans;
        final ClassWriter writer;

        private Speculation(Map<String, AllocationScanner.MethodScan> scans, ClassWriter writer) {
            this.scans = scans;
            this.writer = writer;
        }

        /** Null when the pass failed: the caller then scans and writes apart, which says what went wrong where. */
        static Speculation run(ClassReader reader, Set<String> methods, Map<String, AllocationSwapper.MethodSwaps> swaps) {
            try {
                // ClassWriter built from the reader: methods without sites are copied as bytes, frames as they are
                ClassWriter writer = new ClassWriter(reader, 0);
                AllocationScanner scanner = new AllocationScanner(methods, new AllocationSwapper(writer, swaps));
                reader.accept(scanner, 0);
                return new Speculation(scanner.scans(), writer);
            } catch (RuntimeException e) {
                return null;
            }
        }
    }

    /** Bytes that cannot be read: stale when they are not the analysed ones (the likelier story), else an error. */
    private static SiteOutcome unreadable(Site site, byte[] bytes, String why) {
        return site.classBytes().matches(bytes) ? new SiteOutcome(site, SiteStatus.ERROR, why)
                : stale(site, bytes == null ? new ClassBytes(0, "none") : ClassBytes.of(bytes));
    }

    private static SiteOutcome stale(Site site, ClassBytes actual) {
        return new SiteOutcome(site, SiteStatus.STALE, "class bytes changed since analysis (length "
                + actual.length() + " crc32c " + actual.crc32c() + ", manifest has length "
                + site.classBytes().length() + " crc32c " + site.classBytes().crc32c() + ")");
    }

    /** The runtime class the site's instruction already names (bytes rewritten before), else null. */
    private static String alreadyNames(Site site, AllocationScanner.MethodScan scan) {
        if (scan == null) {
            return null;
        }
        if (Site.KIND_POOL.equals(site.kind())) {
            return site.ordinal() < scan.factoryCalls().size()
                    && Substitutes.isRuntimeClass(scan.factoryCalls().get(site.ordinal()).owner())
                    ? scan.factoryCalls().get(site.ordinal()).owner() : null;
        }
        return site.ordinal() < scan.allocations().size()
                && Substitutes.isRuntimeClass(scan.allocations().get(site.ordinal()).type())
                ? scan.allocations().get(site.ordinal()).type() : null;
    }

    /** Null when the site is where the manifest says and may be applied, else the outcome that says why not. */
    private static SiteOutcome locate(Site site, AllocationScanner.MethodScan scan, RewriteOptions options) {
        String where = site.method() + site.descriptor();
        if (scan == null) {
            return new SiteOutcome(site, SiteStatus.NOT_FOUND, "no method " + where);
        }
        if (Site.KIND_POOL.equals(site.kind())) {
            return locatePool(site, scan, options);
        }
        if (scan.problem() != null) {
            return new SiteOutcome(site, SiteStatus.ERROR, "cannot pair allocations in " + where + ": " + scan.problem());
        }
        // The bytes are the analysed ones: number the allocations as the analyser did over these very bytes (JDK
        // queues only), not as the original was numbered. In a class rewritten before and analysed again, counting
        // the substitutes would shift every later ordinal onto another allocation, with another allocation's verdict.
        List<AllocationScanner.Allocation> all = scan.analysed();
        String already = alreadyNames(site, scan); // the original numbering, only to say what happened
        if (site.ordinal() >= all.size()) {
            if (already != null) {
                return new SiteOutcome(site, SiteStatus.ALREADY_SPECIALIZED, "the allocation already names " + already);
            }
            return new SiteOutcome(site, SiteStatus.NOT_FOUND, where + " has " + all.size()
                    + " queue allocation(s), the manifest wants #" + site.ordinal());
        }
        AllocationScanner.Allocation a = all.get(site.ordinal());
        if (!a.type().equals(site.queueType())) {
            return new SiteOutcome(site, SiteStatus.NOT_FOUND, "allocation #" + site.ordinal() + " in " + where
                    + " is " + a.type() + ", the manifest says " + site.queueType());
        }
        if (!site.constructor().equals(a.constructor())) {
            return new SiteOutcome(site, SiteStatus.NOT_FOUND, "allocation #" + site.ordinal() + " calls <init>"
                    + a.constructor() + ", the manifest says <init>" + site.constructor());
        }
        return visible(site, options);
    }

    /** The pool-site counterpart of {@link #locate}: the ordinal-th {@code Executors} call is the manifest's factory.
     * */
    private static SiteOutcome locatePool(Site site, AllocationScanner.MethodScan scan, RewriteOptions options) {
        String where = site.method() + site.descriptor();
        List<AllocationScanner.FactoryCall> calls = scan.analysedCalls(); // as in locate: the analyser's numbering
        if (site.ordinal() >= calls.size()) {
            String already = alreadyNames(site, scan);
            if (already != null) {
                return new SiteOutcome(site, SiteStatus.ALREADY_SPECIALIZED, "the call already names " + already);
            }
            return new SiteOutcome(site, SiteStatus.NOT_FOUND, where + " has " + calls.size()
                    + " Executors call(s), the manifest wants #p" + site.ordinal());
        }
        AllocationScanner.FactoryCall call = calls.get(site.ordinal());
        if (!site.constructor().equals(call.factory())) {
            return new SiteOutcome(site, SiteStatus.NOT_FOUND, "Executors call #p" + site.ordinal() + " in " + where
                    + " is " + call.factory() + ", the manifest says " + site.constructor());
        }
        return visible(site, options);
    }

    private static SiteOutcome visible(Site site, RewriteOptions options) {
        String substitute = Substitutes.of(site, options.record());
        if (!options.runtimeVisible().test(substitute)) {
            return new SiteOutcome(site, SiteStatus.RUNTIME_NOT_VISIBLE, "the class's loader cannot see "
                    + substitute.replace('/', '.'));
        }
        return null;
    }
}
