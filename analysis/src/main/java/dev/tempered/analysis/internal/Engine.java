package dev.tempered.analysis.internal;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Remark;
import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.classpath.Diagnostics;
import dev.tempered.analysis.internal.pools.PoolSite;
import dev.tempered.analysis.internal.pools.PoolSiteFinder;
import dev.tempered.analysis.internal.pools.PoolVerdicts;
import dev.tempered.analysis.internal.pools.WorkQueueVerdict;
import dev.tempered.analysis.internal.thread.PoolView;
import dev.tempered.analysis.internal.thread.ProgramAnalysis;
import dev.tempered.analysis.internal.thread.SiteFacts;
import dev.tempered.analysis.internal.verdict.AbsentClasses;
import dev.tempered.analysis.internal.verdict.Blockers;
import dev.tempered.analysis.internal.verdict.QueueSite;
import dev.tempered.analysis.internal.verdict.ReflectionNotes;
import dev.tempered.analysis.internal.verdict.ReflectionReach;
import dev.tempered.analysis.internal.verdict.SiteFinder;
import dev.tempered.analysis.internal.verdict.SiteInvariant;
import dev.tempered.analysis.internal.verdict.Verdicts;
import dev.tempered.manifest.Input;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Site;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.tree.ClassNode;

/** Runs one analysis: read, find sites, solve, decide, write the manifest. */
public final class Engine {
    private final AnalysisRequest request;
    private Inspection inspection;
    private boolean missingUnknown;

    public Engine(AnalysisRequest request) {
        this.request = request;
    }

    /**
     * Missing classes stay unknown code whatever the request says: for the check, whose "verified" nothing checks
     * again at run time (docs/closed-world.md, item 1).
     */
    public Engine missingClassesUnknown() {
        this.missingUnknown = true;
        return this;
    }

    /** Lets {@code i} see the solution once the run has finished (the check uses it). */
    public Engine inspect(Inspection i) {
        this.inspection = i;
        return this;
    }

    public AnalysisResult run() throws AnalysisException {
        if (request.inputs().isEmpty()) {
            throw new AnalysisException("no input given: name at least one jar or class directory to analyse");
        }
        for (Path p : request.inputs()) {
            if (!Files.exists(p)) {
                throw new AnalysisException("input " + p + " does not exist: check the path");
            }
        }
        Diagnostics diagnostics = new Diagnostics();
        ClassPath cp = new ClassPath(diagnostics);
        List<Input> inputs = new ArrayList<>();
        for (Path p : request.inputs()) {
            cp.add(p, ClassInfo.Origin.INPUT, request.progress());
            inputs.add(new Input(p.toString(), cp.sha256(p), Input.INPUT));
        }
        for (Path p : request.classPath()) {
            cp.add(p, ClassInfo.Origin.DEPENDENCY, request.progress());
            inputs.add(new Input(p.toString(), cp.sha256(p), Input.DEPENDENCY));
        }
        request.progress().classesRead(cp.size());

        String main = null;
        if (!request.library()) {
            main = request.mainClass() != null ? request.mainClass() : cp.firstMainClass();
            if (main == null) {
                throw new AnalysisException("no main class: pass the main class, use an input jar with a Main-Class, "
                        + "or analyse in library mode");
            }
            main = main.trim().replace('.', '/');
            if (cp.file(main) == null) {
                throw new AnalysisException("main class " + main.replace('/', '.')
                        + " is not in the inputs or class path: check the name and the class path");
            }
        }

        List<QueueSite> sites = new ArrayList<>();
        List<PoolSite> pools = new ArrayList<>();
        for (ClassFile f : cp.files()) {
            if (f.origin() != ClassInfo.Origin.INPUT) {
                continue;
            }
            ClassNode cn;
            try {
                cn = cp.node(f.name());
            } catch (RuntimeException e) {
                diagnostics.add(f.where() + ": cannot read its code (" + e + "); its queues are not reported");
                continue;
            }
            sites.addAll(SiteFinder.find(f, cn));
            pools.addAll(PoolSiteFinder.find(f, cn));
        }

        ProgramAnalysis analysis = new ProgramAnalysis(cp, request.library(), request.progress(), request.budget())
                .serialHandoff(request.serialHandoff()).absentClassesThrow(request.absentClassesThrow() && !missingUnknown);
        if (request.reflectionLog() != null) {
            analysis.reflectionLog(ReflectionLogReader.read(request.reflectionLog()));
        }
        List<String> entryPoints = analysis.solve(main);
        // application mode: the dependencies' queues the program reaches are its queues too (reported apart)
        java.util.Set<String> fromDependency = new java.util.HashSet<>();
        if (!request.library()) {
            for (String cls : analysis.reachedClasses()) {
                ClassFile f = cp.file(cls);
                if (f != null && f.origin() == ClassInfo.Origin.DEPENDENCY) {
                    for (QueueSite q : SiteFinder.find(f, cp.node(cls))) {
                        sites.add(q);
                        fromDependency.add(q.id());
                    }
                }
            }
        }
        List<Site> verdicts = new ArrayList<>();
        PoolView poolView = new PoolView(analysis);
        for (QueueSite q : sites) {
            SiteFacts facts;
            Site v;
            Site workQueue = null;
            try {
                workQueue = WorkQueueVerdict.decide(q, poolView);
                facts = analysis.facts(q.allocKey());
                v = workQueue != null ? workQueue : Verdicts.decide(q, facts);
            } catch (RuntimeException | StackOverflowError e) {
                // a fault on one site refuses that site alone, with the fault named; the others go on
                facts = SiteFacts.refused(ProgramAnalysis.failure(e) + " while deciding this site; kept general");
                v = Verdicts.decide(q, facts);
                diagnostics.add(q.id() + ": " + facts.refusals().get(0));
            }
            if (fromDependency.contains(q.id()) && !facts.reached()) {
                continue; // a dependency's queue the program never makes is none of its business
            }
            v = ReflectionReach.decide(v, facts.reached() || workQueue != null, analysis.reflectiveCalls());
            v = ReflectionNotes.dependencies(v, analysis.reflectiveCalls());
            // every path ends here: escaping => unknown sides, refused => never a side of none
            Site fin = SiteInvariant.enforce(v, !facts.refusals().isEmpty(), facts.refusals());
            fin = AbsentClasses.note(fin, analysis.absentClasses());
            fin = fin.withBlocker(Blockers.of(fin));
            verdicts.add(fromDependency.contains(q.id()) ? fin.withOrigin(Site.ORIGIN_DEPENDENCY) : fin);
        }
        for (PoolSite p : pools) {
            try {
                Site v = PoolVerdicts.decide(p, poolView);
                verdicts.add(v.withBlocker(Blockers.of(v)));
            } catch (RuntimeException | StackOverflowError e) {
                String why = ProgramAnalysis.failure(e) + " while deciding this pool; kept general";
                verdicts.add(PoolVerdicts.refused(p, why));
                diagnostics.add(p.id() + ": " + why);
            }
        }
        Manifest manifest = new Manifest(Manifest.FORMAT, Manifest.currentToolVersion(),
                request.library() ? Manifest.MODE_LIBRARY : Manifest.MODE_APPLICATION, !request.library(),
                entryPoints, inputs, verdicts, analysis.reflectiveCalls(),
                List.copyOf(analysis.absentClasses().keySet()));
        List<Remark> remarks = new ArrayList<>();
        for (Site s : manifest.sites()) {
            remarks.add(Site.KIND_POOL.equals(s.kind()) ? PoolVerdicts.remark(s) : Verdicts.remark(s));
        }
        List<String> warnings = new ArrayList<>(diagnostics.lines());
        String absent = AbsentClasses.warning(analysis.absentClasses());
        if (absent != null) {
            warnings.add(absent);
        }
        warnings.addAll(ReflectionNotes.warnings(manifest.reflection()));
        AnalysisResult result = new AnalysisResult(manifest, remarks, warnings,
                PoolVerdicts.summary(manifest.sites()) + ReflectionNotes.summary(manifest.reflection()));
        if (inspection != null) {
            inspection.inspect(cp, analysis, sites, result);
        }
        return result;
    }
}
