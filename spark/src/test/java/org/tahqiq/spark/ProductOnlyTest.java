package org.tahqiq.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The Spark is an application of the product: it uses verify, lookup and the floors below them, never the shared
 * task, the study or the command line (the floors above the product in the library's docs/architecture.md).
 */
class ProductOnlyTest {

    /** The library's packages above the product floor. */
    static final String[] ABOVE_THE_PRODUCT = {"org.tahqiq.subtask..", "org.tahqiq.submit..", "org.tahqiq.eval..",
        "org.tahqiq.experiment..", "org.tahqiq.task1", "org.tahqiq.task1.score..", "org.tahqiq.task2", "org.tahqiq.task3",
        "org.tahqiq.task4", "org.tahqiq.report..", "org.tahqiq.sweep..", "org.tahqiq.bench..", "org.tahqiq.verify.evaluate..",
        "org.tahqiq.cli.."};

    @Test
    void usesTheProductFloorAndBelowOnly() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.tahqiq.spark");
        noClasses().should().dependOnClassesThat().resideInAnyPackage(ABOVE_THE_PRODUCT).check(classes);
    }
}
