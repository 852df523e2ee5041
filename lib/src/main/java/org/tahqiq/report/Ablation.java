package org.tahqiq.report;

import java.util.List;
import org.tahqiq.eval.Task2Score;
import org.tahqiq.pipeline.Task2Input;
import org.tahqiq.pipeline.Task2Pipeline;
import org.tahqiq.pipeline.ThresholdPolicy;
import org.tahqiq.rules.AnnotationEvidence;
import org.tahqiq.rules.RuleOptions;
import org.tahqiq.rules.Verifier;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * What each rule refinement adds: the same evidence judged under cumulative {@link RuleOptions}, each setting with
 * its own cross-validated thresholds. The last setting is {@link RuleOptions#ALL}, what {@code tahqiq task2} runs.
 */
public final class Ablation {

    public record Setting(String name, RuleOptions options) {
    }

    public static final List<Setting> SETTINGS = List.of(
            new Setting("quotes by similarity; attribution unchecked", RuleOptions.NONE),
            new Setting("+ parent-linked attribution (best match only)", RuleOptions.NONE.withCheckAttribution(true)),
            new Setting("+ grounded isnad", RuleOptions.NONE.withCheckAttribution(true).withGroundedIsnad(true)),
            new Setting("+ every occurrence and equivalent record",
                    RuleOptions.NONE.withCheckAttribution(true).withGroundedIsnad(true).withAllPlaces(true)),
            new Setting("+ word-aligned exact Ayah with vowel check", RuleOptions.ALL));

    private Ablation() {
    }

    /** {@link #SETTINGS} under {@code policy}; the evidence is gathered once by the caller and shared. */
    public static Table run(Verifier verifier, Task2Input input, List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        return run(SETTINGS, verifier, input, evidence, policy);
    }

    public static Table run(List<Setting> settings, Verifier verifier, Task2Input input,
                            List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        if (!input.hasGold()) {
            throw new IllegalArgumentException("the ablation needs gold labels; " + input.source() + " has none");
        }
        StringColumn name = StringColumn.create("setting");
        Table t = Table.create("ablation (accuracy, cross-validated thresholds)", name);
        t.addColumns(Scores.accuracyColumns());
        for (Setting s : settings) {
            Task2Score score = new Task2Pipeline(verifier.withOptions(s.options())).judge(input, evidence, policy).score();
            name.append(s.name());
            Scores.appendAccuracies(t, score);
        }
        return t;
    }

    /** The macro column as an array (for checks). */
    public static double[] macro(Table ablation) {
        DoubleColumn m = ablation.doubleColumn("macro");
        return m.asDoubleArray();
    }
}
