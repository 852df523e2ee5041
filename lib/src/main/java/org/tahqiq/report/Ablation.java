package org.tahqiq.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.task2.Task2Score;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.rules.RuleOptions;
import org.tahqiq.task2.rules.Verifier;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
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
    private static final RuleOptions PLACES = ISNAD.withAllPlaces(true).withIsnadEveryEquivalent(true);
    private static final RuleOptions EXACT = PLACES.withExactAyah(true);
    private static final RuleOptions FIT = EXACT.withClaimedVerseFit(true);
    private static final RuleOptions WORDS = FIT.withMinMatnWords(true);
    private static final RuleOptions RASM = WORDS.withRasmVariants(true);

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
            new Setting("+ quotes in another script (الصلوة) matched by their rasm", RASM, true),
            new Setting("+ quotes gold accepted before as a source of matn similarity", RuleOptions.ALL, true));

    private Ablation() {
    }

    /** {@link #SETTINGS} under {@code policy}; the evidence is gathered once by the caller and shared. */
    public static Table run(Verifier verifier, Task2Input input, List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        return run(SETTINGS, verifier, input, evidence, policy);
    }

    public static Table run(List<Setting> settings, Verifier verifier, Task2Input input,
                            List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        requireGold(input);
        StringColumn name = StringColumn.create("setting");
        Table t = Table.create("ablation (accuracy, cross-validated thresholds)", name);
        t.addColumns(Scores.accuracyColumns());
        for (Setting s : settings) {
            Task2Score score = new Task2Pipeline(verifier.withOptions(s.options())).judge(input, evidence, policy(s, policy)).score();
            name.append(s.name());
            Scores.appendAccuracies(t, score);
        }
        return t;
    }

    private static void requireGold(Task2Input input) {
        if (!input.hasGold()) {
            throw new IllegalArgumentException("the ablation needs gold labels; " + input.source() + " has none");
        }
    }

    /** The policy a setting is judged under: {@code policy}, or with the a-priori equivalence threshold kept fixed. */
    static ThresholdPolicy policy(Setting s, ThresholdPolicy policy) {
        return s.tuneEquivalent() ? policy : new ThresholdPolicy(policy.fixed().withEquivalent(A_PRIORI_EQUIVALENT),
                policy.folds(), policy.seed(), false, policy.choice());
    }

    /**
     * {@link #SETTINGS}, each cross-validated under every fold seed (the first is the headline run's): what a
     * refinement adds is read off the mean, and a gain counts only when it holds at most seeds.
     */
    public static Repeated repeated(Verifier verifier, Task2Input input, List<AnnotationEvidence> evidence,
                                    ThresholdPolicy policy, List<Long> seeds) {
        return repeated(SETTINGS, verifier, input, evidence, policy, seeds);
    }

    public static Repeated repeated(List<Setting> settings, Verifier verifier, Task2Input input,
                                    List<AnnotationEvidence> evidence, ThresholdPolicy policy, List<Long> seeds) {
        requireGold(input);
        List<List<Task2Score>> bySetting = new ArrayList<>();
        for (Setting s : settings) {
            bySetting.add(new Task2Pipeline(verifier.withOptions(s.options())).repeat(input, evidence, policy(s, policy), seeds).scores());
        }
        return new Repeated(settings, seeds, bySetting);
    }

    /**
     * The settings' scores over the fold seeds.
     *
     * @param scores per setting, one score per seed (in {@code seeds} order)
     */
    public record Repeated(List<Setting> settings, List<Long> seeds, List<List<Task2Score>> scores) {

        public Repeated {
            settings = List.copyOf(settings);
            seeds = List.copyOf(seeds);
            scores = scores.stream().map(List::copyOf).toList();
        }

        /** Per setting (labelled by its step number, 1 first), the macro accuracy at each seed. */
        public Map<String, double[]> macroBySeed() {
            Map<String, double[]> out = new LinkedHashMap<>();
            for (int i = 0; i < settings.size(); i++) {
                out.put(String.valueOf(i + 1), macros(i));
            }
            return out;
        }

        double[] macros(int setting) {
            return scores.get(setting).stream().mapToDouble(Task2Score::macro).toArray();
        }

        /**
         * One row per setting: step, name, each type's mean accuracy over the seeds, the macro's mean, min and max,
         * the mean gain over the row above (paired by seed) and at how many seeds the row beats the one above.
         */
        public Table table() {
            IntColumn step = IntColumn.create("step");
            StringColumn name = StringColumn.create("setting");
            Table t = Table.create("ablation (mean accuracy over " + seeds.size() + " fold seeds, cross-validated thresholds)", step, name);
            t.addColumns(Scores.accuracyColumns());
            DoubleColumn min = DoubleColumn.create("macro_min");
            DoubleColumn max = DoubleColumn.create("macro_max");
            DoubleColumn gain = DoubleColumn.create("gain");
            IntColumn better = IntColumn.create("seeds_better");
            t.addColumns(min, max, gain, better);
            for (int i = 0; i < settings.size(); i++) {
                step.append(i + 1);
                name.append(settings.get(i).name());
                Scores.appendMeanAccuracies(t, scores.get(i));
                double[] m = macros(i);
                min.append(java.util.Arrays.stream(m).min().orElseThrow());
                max.append(java.util.Arrays.stream(m).max().orElseThrow());
                if (i == 0) {
                    gain.appendMissing();
                    better.appendMissing();
                    continue;
                }
                double[] prev = macros(i - 1);
                double sum = 0;
                int wins = 0;
                for (int s = 0; s < m.length; s++) {
                    sum += m[s] - prev[s];
                    wins += m[s] > prev[s] ? 1 : 0;
                }
                gain.append(sum / m.length);
                better.append(wins);
            }
            return t;
        }
    }

    /** The macro column as an array (for checks). */
    public static double[] macro(Table ablation) {
        DoubleColumn m = ablation.doubleColumn("macro");
        return m.asDoubleArray();
    }
}
