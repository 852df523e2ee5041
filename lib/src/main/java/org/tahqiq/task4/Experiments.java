package org.tahqiq.task4;

import org.tahqiq.task4.features.Feature;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.judge.DecisionRule;
import org.tahqiq.task4.judge.ModelConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tahqiq.subtask.Spread;

/**
 * Cross-validates model configurations over several fold seeds and summarizes each as mean, min and max of the
 * official score (mixed, Ayah-only, matn-only) beside the all-relevant baseline on the same rows.
 */
public final class Experiments {

    private Experiments() {
    }

    /** One line of the experiment table: a configuration, or a nested choice among several. */
    public record Spec(String name, List<ModelConfig> candidates) {

        static Spec of(String name, ModelConfig c) {
            return new Spec(name, List.of(c.named(name)));
        }
    }

    /**
     * Every configuration tried, in the order the README's table shows them: the baseline, the feature groups added
     * one at a time to lexical overlap, the decision rules, the train rows' part, more groups, and the shipped model
     * with the choice among the best candidates nested inside the folds.
     */
    public static List<Spec> tried() {
        ModelConfig m = ModelConfig.beforeStanding();
        ModelConfig lexical = new ModelConfig("", ModelConfig.groups(Feature.Group.BASE, Feature.Group.LEXICAL), 0,
                m.lambda(), DecisionRule.Kind.EXPECTED_F1_AS_IS);
        List<Spec> out = new ArrayList<>();
        out.add(Spec.of("all relevant", ModelConfig.allRelevant()));
        out.add(Spec.of("lexical (overlap, BM25, rank), threshold", lexical.withRule(DecisionRule.Kind.THRESHOLD)));
        out.add(Spec.of("lexical", lexical));
        out.add(Spec.of("+ topic", lexical.plus(Feature.Group.TOPIC)));
        out.add(Spec.of("+ topic + answer role", lexical.plus(Feature.Group.TOPIC, Feature.Group.ANSWER)));
        out.add(Spec.of("+ topic + answer role + prior = shipped", m));
        out.add(Spec.of("shipped, L2 10", m.withLambda(10)));
        out.add(Spec.of("shipped, threshold (nested)", m.withRule(DecisionRule.Kind.THRESHOLD)));
        out.add(Spec.of("shipped, threshold + top row (nested)", m.withRule(DecisionRule.Kind.TOP_OR_THRESHOLD)));
        out.add(Spec.of("shipped, expected F1 with shift (nested)", m.withRule(DecisionRule.Kind.EXPECTED_F1)));
        out.add(Spec.of("shipped, all-or-none per question (nested)", m.withRule(DecisionRule.Kind.QUESTION_GATE)));
        out.add(Spec.of("shipped, train rows in the fit (weight 1)", m.withTrainWeight(1)));
        out.add(Spec.of("shipped, train rows in the fit (weight 0.1)", m.withTrainWeight(0.1)));
        out.add(Spec.of("shipped, train fit as the prior of the dev fit", m.withTransfer()));
        out.add(Spec.of("shipped + question cues", m.plus(Feature.Group.CUES)));
        out.add(Spec.of("shipped + standing among the question's rows", m.plus(Feature.Group.QUESTION)));
        out.add(Spec.of("shipped + co-citation by similar questions", m.plus(Feature.Group.COCITATION)));
        out.add(Spec.of("shipped + relevance for similar questions (kNN)", m.plus(Feature.Group.KNN)));
        List<ModelConfig> nested = new ArrayList<>();
        for (ModelConfig c : List.of(m, m.plus(Feature.Group.QUESTION), m.plus(Feature.Group.COCITATION))) {
            nested.add(c.withLambda(10));
            nested.add(c.withLambda(30));
        }
        out.add(new Spec("nested choice: shipped, + standing, + co-citation; L2 10 or 30", nested));
        return out;
    }

    public static Result run(RelevanceData data, Spec spec, int folds, long[] seeds) {
        return run(data, spec.candidates(), spec.candidates().get(0).named(spec.name()), folds, seeds);
    }

    /** The project's fold seeds: 2026, then 1, 2, ... ({@link org.tahqiq.eval.CrossValidation#seeds}). */
    public static long[] seeds(int n) {
        return org.tahqiq.eval.CrossValidation.seeds(2026, n).stream().mapToLong(Long::longValue).toArray();
    }

    /** "0.657 (0.637–0.687)": a spread's mean (min–max). */
    public static String format(Spread s) {
        return String.format(Locale.ROOT, "%.3f (%.3f–%.3f)", s.mean(), s.min(), s.max());
    }

    /** One configuration over the seeds. */
    public record Result(ModelConfig config, List<RelevanceCrossValidation.Run> runs, Spread mixed, Spread ayah, Spread matn,
                         double auc) {
    }

    public static Result run(RelevanceData data, ModelConfig config, int folds, long[] seeds) {
        return run(data, List.of(config), config, folds, seeds);
    }

    /**
     * Cross-validates the choice among candidates (nested: see {@link RelevanceCrossValidation#run(RelevanceData, List, int,
     * long)}), reported under {@code as}'s name.
     */
    public static Result run(RelevanceData data, List<ModelConfig> candidates, ModelConfig as, int folds, long[] seeds) {
        ModelConfig config = as;
        List<RelevanceCrossValidation.Run> runs = new ArrayList<>();
        double[] mixed = new double[seeds.length];
        double[] ayah = new double[seeds.length];
        double[] matn = new double[seeds.length];
        double auc = 0;
        for (int s = 0; s < seeds.length; s++) {
            RelevanceCrossValidation.Run r = RelevanceCrossValidation.run(data, candidates, folds, seeds[s]);
            runs.add(r);
            mixed[s] = r.score().mixed().f1();
            ayah[s] = r.score().ayah().f1();
            matn[s] = r.score().matn().f1();
            auc += auc(r.probability(), data.rows().subList(0, data.inputSize()));
        }
        return new Result(config, runs, Spread.of(mixed), Spread.of(ayah), Spread.of(matn), auc / seeds.length);
    }

    /** Area under the ROC curve of probabilities against gold (ties count half). */
    public static double auc(double[] p, List<RelevanceRow> rows) {
        for (double x : p) {
            if (Double.isNaN(x)) {
                return Double.NaN;
            }
        }
        double pos = 0;
        double neg = 0;
        double wins = 0;
        for (int i = 0; i < p.length; i++) {
            if (!rows.get(i).relevant()) {
                continue;
            }
            pos++;
            for (int j = 0; j < p.length; j++) {
                if (!rows.get(j).relevant()) {
                    wins += p[i] > p[j] ? 1 : p[i] == p[j] ? 0.5 : 0;
                }
            }
        }
        for (RelevanceRow r : rows) {
            neg += r.relevant() ? 0 : 1;
        }
        return pos == 0 || neg == 0 ? Double.NaN : wins / (pos * neg);
    }

    /** Per seed, the three scores of a result (fold-seeds.tsv). */
    public static String seedTsv(Result r) {
        StringBuilder sb = new StringBuilder("seed\tmixed\tAyah\tmatn\n");
        for (RelevanceCrossValidation.Run run : r.runs()) {
            sb.append(String.format(Locale.ROOT, "%d\t%.4f\t%.4f\t%.4f%n", run.seed(), run.score().mixed().f1(),
                    run.score().ayah().f1(), run.score().matn().f1()));
        }
        return sb.toString();
    }

    /** A markdown table of results. */
    public static String markdown(List<Result> results) {
        StringBuilder sb = new StringBuilder("| model | mixed | Ayah-only | matn-only | AUC |\n|---|---|---|---|---|\n");
        for (Result r : results) {
            sb.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s |%n", r.config().name(), format(r.mixed()),
                    format(r.ayah()), format(r.matn()), Double.isNaN(r.auc()) ? "–" : String.format(Locale.ROOT, "%.3f", r.auc())));
        }
        return sb.toString();
    }
}
