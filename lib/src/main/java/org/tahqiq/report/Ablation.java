package org.tahqiq.report;

import java.util.List;
import org.tahqiq.task2.Task2Score;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.RuleOptions;
import org.tahqiq.task2.Verifier;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * What each rule refinement adds: the same evidence judged under cumulative {@link RuleOptions}, each setting with
 * its own cross-validated thresholds. The last setting is {@link RuleOptions#ALL} with the equivalence threshold
 * cross-validated, what {@code tahqiq task2} runs. Normalizer changes (hamza seats, the hamza letter in hadith
 * matching) alter the evidence itself and are not rows here; their effect is in the commit history.
 */
public final class Ablation {

    /**
     * @param tuneEquivalent whether cross-validation also chooses the equivalence threshold (else the pinned value)
     */
    public record Setting(String name, RuleOptions options, boolean tuneEquivalent) {
    }

    /**
     * The equivalence threshold of the rows that do not cross-validate it: the value set before the dev data was
     * examined. (The pinned {@code Thresholds.pinned()} value was selected on the whole dev set, so using it here
     * would flatter those rows.)
     */
    public static final double A_PRIORI_EQUIVALENT = 80;

    private static final RuleOptions PARENT = RuleOptions.NONE.withCheckAttribution(true);
    private static final RuleOptions ISNAD = PARENT.withGroundedIsnad(true);
    private static final RuleOptions PLACES = ISNAD.withAllPlaces(true);
    private static final RuleOptions EXACT = PLACES.withExactAyah(true);
    private static final RuleOptions FIT = EXACT.withClaimedVerseFit(true);
    private static final RuleOptions WORDS = FIT.withMinMatnWords(true);

    /** Each refinement in the order it was added; every row keeps the ones above it. */
    public static final List<Setting> SETTINGS = List.of(
            new Setting("quotes by similarity; attribution unchecked", RuleOptions.NONE, false),
            new Setting("+ parent-linked attribution (best match only)", PARENT, false),
            new Setting("+ grounded isnad", ISNAD, false),
            new Setting("+ every occurrence and equivalent record", PLACES, false),
            new Setting("+ word-aligned exact Ayah with vowel check", EXACT, false),
            new Setting("+ equivalence threshold cross-validated", EXACT, true),
            new Setting("+ a claimed verse that fits a misquote counts as meant", FIT, true),
            new Setting("+ a single word proves no matn", WORDS, true),
            new Setting("+ Uthmani rasm spellings (الصلوة) matched", RuleOptions.ALL, true));

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
            ThresholdPolicy p = s.tuneEquivalent() ? policy : new ThresholdPolicy(
                    policy.fixed().withEquivalent(A_PRIORI_EQUIVALENT), policy.folds(), policy.seed(), false);
            Task2Score score = new Task2Pipeline(verifier.withOptions(s.options())).judge(input, evidence, p).score();
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
