package dev.tempered.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What to analyse and how. Immutable; build one with {@link #builder()}. */
public final class AnalysisRequest {
    private final List<Path> inputs;
    private final List<Path> classPath;
    private final String mainClass;
    private final boolean library;
    private final ProgressListener progress;
    private final java.time.Duration budget;
    private final boolean serialHandoff;
    private final boolean absentClassesThrow;
    private final Path reflectionLog;

    /** The solver's default processor-time budget. */
    public static final java.time.Duration DEFAULT_BUDGET = java.time.Duration.ofSeconds(25);

    private AnalysisRequest(Builder b) {
        this.inputs = List.copyOf(b.inputs);
        this.classPath = List.copyOf(b.classPath);
        this.mainClass = b.mainClass;
        this.library = b.library;
        this.progress = b.progress;
        this.budget = b.budget;
        this.serialHandoff = b.serialHandoff;
        this.absentClassesThrow = b.absentClassesThrow;
        this.reflectionLog = b.reflectionLog;
    }

    /**
     * The reflection log of a recorded run (the agent's {@code record=} option writes it beside the recording), whose
     * targets resolve the reflective calls the code alone cannot; null for none.
     */
    public Path reflectionLog() {
        return reflectionLog;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Jars or class directories that are analysed, reported and rewritten. */
    public List<Path> inputs() {
        return inputs;
    }

    /** Dependencies: read and analysed, never reported. */
    public List<Path> classPath() {
        return classPath;
    }

    /** Binary name of the main class ({@code com.acme.Main}), or null for the first input jar's Main-Class. */
    public String mainClass() {
        return mainClass;
    }

    /** Library mode: every public method of a public input class is an entry run by unknown threads. */
    public boolean library() {
        return library;
    }

    /** Where progress goes; never null (a listener that ignores everything when none was given). */
    /**
     * The most processor time the points-to solver may spend. Past it the solver stops and every site is refused
     * (kept general, with the reason), so a huge class path ends in bounded time with a safe manifest.
     */
    public java.time.Duration budget() {
        return budget;
    }

    /**
     * Opt-in ({@code --serial-handoff}): the runs of one periodic task ({@code scheduleAtFixedRate},
     * {@code scheduleWithFixedDelay}) on a multi-thread scheduled pool count as one thread, since the JDK runs them
     * one at a time with happens-before. Off by default: they may run on different threads, so they count as many.
     */
    public boolean serialHandoff() {
        return serialHandoff;
    }

    /**
     * Application mode, on by default: a class that neither the inputs, the class path nor the JDK holds is absent at
     * run time too, so a call into it throws {@code NoClassDefFoundError} and passes nothing (an optional dependency
     * left out, as Jetty for ZooKeeper's admin server). Every verdict not refused then says so, and the manifest lists
     * those classes ({@code absentClasses}): the agent and the offline rewriter apply no site where one of them is
     * present after all (a jar forgotten on the analysed class path), so the assumption never goes unchecked. Off,
     * such calls are unknown code.
     */
    public boolean absentClassesThrow() {
        return absentClassesThrow;
    }

    public ProgressListener progress() {
        return progress != null ? progress : Silent.INSTANCE;
    }

    /** Builds an {@link AnalysisRequest}. */
    public static final class Builder {
        private final List<Path> inputs = new ArrayList<>();
        private final List<Path> classPath = new ArrayList<>();
        private String mainClass;
        private boolean library;
        private ProgressListener progress;
        private java.time.Duration budget = DEFAULT_BUDGET;
        private boolean serialHandoff;
        private boolean absentClassesThrow = true;
        private Path reflectionLog;

        private Builder() {
        }

        public Builder inputs(List<Path> paths) {
            inputs.clear();
            inputs.addAll(paths);
            return this;
        }

        public Builder classPath(List<Path> paths) {
            classPath.clear();
            classPath.addAll(paths);
            return this;
        }

        public Builder mainClass(String binaryName) {
            this.mainClass = binaryName;
            return this;
        }

        public Builder library(boolean library) {
            this.library = library;
            return this;
        }

        /** See {@link AnalysisRequest#budget()}; default 25 s. */
        public Builder budget(java.time.Duration limit) {
            this.budget = java.util.Objects.requireNonNull(limit, "budget");
            return this;
        }

        /** See {@link AnalysisRequest#absentClassesThrow()}; default on. */
        public Builder absentClassesThrow(boolean on) {
            this.absentClassesThrow = on;
            return this;
        }

        /** See {@link AnalysisRequest#serialHandoff()}; default off. */
        public Builder serialHandoff(boolean on) {
            this.serialHandoff = on;
            return this;
        }

        /** See {@link AnalysisRequest#reflectionLog()}; default none. */
        public Builder reflectionLog(Path log) {
            this.reflectionLog = log;
            return this;
        }

        public Builder progress(ProgressListener listener) {
            this.progress = listener;
            return this;
        }

        public AnalysisRequest build() {
            return new AnalysisRequest(this);
        }
    }

    private enum Silent implements ProgressListener {
        INSTANCE;

        @Override
        public void classesRead(int count) {
        }

        @Override
        public void methodsAnalysed(int count) {
        }
    }
}
