package org.tahqiq.code;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.PackageMatcher;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The floors of {@link Floors} hold: no class uses a floor above its own, no two packages use each other. */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(Floors.ROOT);

    @Test
    void everyPackageIsOnExactlyOneFloor() {
        TreeSet<String> wrong = new TreeSet<>();
        for (JavaClass c : CLASSES) {
            long floors = Floors.ALL.stream()
                    .filter(f -> f.packages().stream().anyMatch(p -> PackageMatcher.of("org.tahqiq." + p).matches(c.getPackageName())))
                    .count();
            if (floors != 1) {
                wrong.add(c.getPackageName() + " is on " + floors + " floors");
            }
        }
        assertEquals(List.of(), List.copyOf(wrong), "add a new package to one floor of Floors.ALL");
    }

    /**
     * The product jar (lib/pom.xml's {@code product} execution) holds every package up to the product floor and none
     * above, so that the MCP server, which runs on that jar alone, gets what the product uses and nothing else.
     */
    @Test
    void theProductJarHoldsTheFloorsUpToTheProduct() throws java.io.IOException {
        String pom = java.nio.file.Files.readString(java.nio.file.Path.of("pom.xml"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<include>org/tahqiq/([a-z0-9/]+)/(\\*\\*?)</include>").matcher(pom);
        List<String> included = new java.util.ArrayList<>();
        while (m.find()) {
            included.add("org.tahqiq." + m.group(1).replace('/', '.') + (m.group(2).equals("**") ? ".." : ""));
        }
        String[] product = Floors.identifiers(Floors.upTo(Floors.PRODUCT));
        TreeSet<String> wrong = new TreeSet<>();
        for (JavaClass c : CLASSES) {
            String pkg = c.getPackageName();
            boolean inJar = included.stream().anyMatch(i -> PackageMatcher.of(i).matches(pkg));
            boolean isProduct = java.util.Arrays.stream(product).anyMatch(i -> PackageMatcher.of(i).matches(pkg));
            if (inJar != isProduct) {
                wrong.add(pkg + (isProduct ? " is product but not in the jar" : " is in the jar but above the product"));
            }
        }
        assertEquals(List.of(), List.copyOf(wrong), "lib/pom.xml's product jar and Floors.ALL agree");
    }

    /** A package a reader can take in at a glance: at most 25 source files (package-info included). */
    @Test
    void noPackageHasMoreThan25Files() throws java.io.IOException {
        java.nio.file.Path root = java.nio.file.Path.of("src/main/java/org/tahqiq");
        TreeSet<String> big = new TreeSet<>();
        try (var dirs = java.nio.file.Files.walk(root)) {
            for (java.nio.file.Path d : dirs.filter(java.nio.file.Files::isDirectory).toList()) {
                try (var files = java.nio.file.Files.list(d)) {
                    long n = files.filter(f -> f.toString().endsWith(".java")).count();
                    if (n > 25) {
                        big.add(root.relativize(d) + ": " + n + " files");
                    }
                }
            }
        }
        assertEquals(List.of(), List.copyOf(big), "split a package by concept when it outgrows 25 files");
    }

    @Test
    void noFloorUsesAFloorAboveIt() {
        Architectures.LayeredArchitecture floors = Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (Floors.Floor f : Floors.ALL) {
            floors = floors.layer(f.name()).definedBy(f.identifiers());
        }
        for (Floors.Floor f : Floors.ALL) {
            List<Floors.Floor> above = Floors.above(f.name());
            floors = above.isEmpty() ? floors.whereLayer(f.name()).mayNotBeAccessedByAnyLayer()
                    : floors.whereLayer(f.name()).mayOnlyBeAccessedByLayers(above.stream().map(Floors.Floor::name).toArray(String[]::new));
        }
        floors.check(CLASSES);
    }

    @Test
    void theProductUsesNoStudySharedTaskOrCommandLine() {
        noClasses().that().resideInAnyPackage(Floors.identifiers(Floors.upTo(Floors.PRODUCT)))
                .should().dependOnClassesThat().resideInAnyPackage(Floors.identifiers(Floors.above(Floors.PRODUCT)))
                .because("what an application runs ends at verify and lookup")
                .check(CLASSES);
    }

    @Test
    void theProductUsesNoTableChartOrOptionLibrary() {
        noClasses().that().resideInAnyPackage(Floors.identifiers(Floors.upTo(Floors.PRODUCT)))
                .should().dependOnClassesThat().resideInAnyPackage("tech.tablesaw..", "org.knowm.xchart..", "picocli..")
                .because("Tablesaw, XChart and picocli serve the study and the command line, not an application")
                .check(CLASSES);
    }

    @Test
    void noTwoPackagesUseEachOther() {
        slices().matching("org.tahqiq.(**)").should().beFreeOfCycles().check(CLASSES);
    }
}
