package dev.tempered.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The import rules of docs/architecture.md, on the main classes of every module (read from each module's
 * {@code target/classes}, so a rule sees what the module really compiled, test classes apart). A failure names the
 * class and the dependency that breaks the rule: move the code to a module that may import it, or change the rule
 * and the architecture page together.
 */
class ImportRulesTest {
    static final List<String> MODULES = List.of("manifest", "annotations", "runtime", "analysis", "rewrite", "agent",
            "report", "cli", "maven-plugin", "build-tools", "test-support", "benchmarks");

    static JavaClasses classes;

    @BeforeAll
    static void importModules() {
        Path root = Path.of("").toAbsolutePath().getParent();
        List<Path> dirs = new ArrayList<>();
        for (String m : MODULES) {
            Path d = root.resolve(m).resolve("target/classes");
            assertTrue(Files.isDirectory(d), d + " is missing: build the modules first (mvn -pl architecture -am test)");
            dirs.add(d);
        }
        classes = new ClassFileImporter().importPaths(dirs);
        assertTrue(classes.size() > 300, "too few classes imported: " + classes.size());
    }

    @Test
    void modulesImportOnlyWhatTheirRoleAllows() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("manifest").definedBy("dev.tempered.manifest..")
                .layer("annotations").definedBy("dev.tempered.annotations..")
                .layer("runtime").definedBy("dev.tempered.runtime..")
                .layer("analysis").definedBy("dev.tempered.analysis..")
                .layer("rewrite").definedBy("dev.tempered.rewrite..")
                .layer("agent").definedBy("dev.tempered.agent..")
                .layer("report").definedBy("dev.tempered.report..")
                .layer("cli").definedBy("dev.tempered.cli")
                .layer("maven-plugin").definedBy("dev.tempered.maven..")
                .layer("build-tools").definedBy("dev.tempered.build..")
                .layer("test-support").definedBy("dev.tempered.testing..")
                .layer("benchmarks").definedBy("dev.tempered.benchmarks..")
                .whereLayer("manifest").mayOnlyBeAccessedByLayers("runtime", "analysis", "rewrite", "agent", "report",
                        "cli", "maven-plugin", "benchmarks")
                .whereLayer("annotations").mayNotBeAccessedByAnyLayer()
                .whereLayer("runtime").mayOnlyBeAccessedByLayers("rewrite", "agent", "cli", "maven-plugin",
                        "benchmarks")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("report", "cli", "maven-plugin")
                .whereLayer("rewrite").mayOnlyBeAccessedByLayers("agent", "cli", "maven-plugin")
                .whereLayer("report").mayOnlyBeAccessedByLayers("cli", "maven-plugin")
                .whereLayer("agent").mayNotBeAccessedByAnyLayer()
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("maven-plugin").mayNotBeAccessedByAnyLayer()
                .whereLayer("build-tools").mayNotBeAccessedByAnyLayer()
                .whereLayer("test-support").mayNotBeAccessedByAnyLayer()
                .whereLayer("benchmarks").mayNotBeAccessedByAnyLayer()
                .check(classes);
    }

    @Test
    void onlyTheRuntimeSeesItsInternals() {
        // rewritten application code links against the v1 ABI only; internals may change between releases
        noClasses().that().resideOutsideOfPackage("dev.tempered.runtime..")
                .should().dependOnClassesThat().resideInAPackage("dev.tempered.runtime.internal..")
                .check(classes);
    }

    @Test
    void theManifestFormatDependsOnNothingOfOurs() {
        noClasses().that().resideInAPackage("dev.tempered.manifest..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.tempered.runtime..", "dev.tempered.analysis..",
                        "dev.tempered.rewrite..", "dev.tempered.agent..", "dev.tempered.report..", "dev.tempered.cli..",
                        "dev.tempered.maven..")
                .check(classes);
    }

    @Test
    void analysisInternalsStayInside() {
        noClasses().that().resideOutsideOfPackage("dev.tempered.analysis..")
                .should().dependOnClassesThat().resideInAPackage("dev.tempered.analysis.internal..")
                .check(classes);
    }

    /** The analysis pipeline's stages, in order: a stage imports only stages before it (docs/architecture.md). */
    static final List<String> ANALYSIS_STAGES = List.of("classpath", "ir", "model", "pta", "thread", "verdict", "pools");

    @Test
    void analysisStagesImportOnlyEarlierStages() {
        String base = "dev.tempered.analysis.internal.";
        for (int i = 0; i < ANALYSIS_STAGES.size(); i++) {
            List<String> later = new ArrayList<>();
            for (String s : ANALYSIS_STAGES.subList(i + 1, ANALYSIS_STAGES.size())) {
                later.add(base + s + "..");
            }
            // the driver (Engine) and the check sit above every stage; no stage calls back up into them
            later.add("dev.tempered.analysis.internal");
            later.add("dev.tempered.analysis.check..");
            noClasses().that().resideInAPackage(base + ANALYSIS_STAGES.get(i) + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(later.toArray(String[]::new))
                    .because("the analysis pipeline runs " + String.join(", ", ANALYSIS_STAGES)
                            + "; a stage that needs a later one's code shows the code belongs lower down")
                    .check(classes);
        }
    }
}
