package dev.tempered.manifest;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The specialization manifest ({@value #FORMAT}): what was analysed, how, and one verdict per site.
 * Sites are kept sorted by id so the JSON diffs well in review.
 *
 * @param mode        {@code application} or {@code library}
 * @param closedWorld true in application mode: the class path is taken to be the whole program
 * @param reflection  the reflective calls in the code the analysis reached, resolved or not (docs/closed-world.md);
 *                    written only when there is one
 * @param absentClasses binary names of the classes the verdicts take to be absent at run time (a call into one
 *                    throws NoClassDefFoundError, docs/closed-world.md): where one of them is present when the program
 *                    runs, no site of this manifest may be applied. Written only when there is one
 */
public record Manifest(String format, String toolVersion, String mode, boolean closedWorld, List<String> entryPoints,
                       List<Input> inputs, List<Site> sites, List<ReflectiveCall> reflection,
                       List<String> absentClasses) {

    public static final String FORMAT = "tempered-manifest/1";
    public static final String MODE_APPLICATION = "application";
    public static final String MODE_LIBRARY = "library";

    public Manifest {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(toolVersion, "toolVersion");
        Objects.requireNonNull(mode, "mode");
        entryPoints = entryPoints == null ? List.of() : List.copyOf(entryPoints);
        inputs = inputs == null ? List.of() : List.copyOf(inputs);
        sites = ManifestIndex.sortedById(sites == null ? List.of() : sites);
        reflection = reflection == null ? List.of() : List.copyOf(reflection);
        absentClasses = absentClasses == null ? List.of() : List.copyOf(absentClasses);
    }

    /** A manifest that assumes no class absent. */
    public Manifest(String format, String toolVersion, String mode, boolean closedWorld, List<String> entryPoints,
                    List<Input> inputs, List<Site> sites, List<ReflectiveCall> reflection) {
        this(format, toolVersion, mode, closedWorld, entryPoints, inputs, sites, reflection, List.of());
    }

    /** A manifest that lists no reflective call. */
    public Manifest(String format, String toolVersion, String mode, boolean closedWorld, List<String> entryPoints,
                    List<Input> inputs, List<Site> sites) {
        this(format, toolVersion, mode, closedWorld, entryPoints, inputs, sites, List.of());
    }

    /** A class, not {@code Comparator.comparing(Site::id)}: lambdas bootstrap java.lang.invoke in the agent's premain. */
    enum ById implements Comparator<Site> {
        INSTANCE;

        @Override
        public int compare(Site a, Site b) {
            return a.id().compareTo(b.id());
        }
    }

    /** Sites grouped by the internal name of the class that holds them, in id order: what the agent looks up. */
    public Map<String, List<Site>> sitesByClass() {
        return ManifestIndex.byClass(sites);
    }

    /** The version of the tool that is running (from the build), used when writing a new manifest. */
    public static String currentToolVersion() {
        return ToolVersion.VALUE;
    }
}
