package org.tahqiq.task4;

import org.tahqiq.task4.features.LabelFeatures;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.judge.DecisionRule;
import org.tahqiq.task4.judge.ModelConfig;
import org.tahqiq.task4.judge.PinnedJudge;
import org.tahqiq.task4.judge.RelevanceModel;
import org.tahqiq.task4.judge.RelevanceTrainer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Subtask 4 end to end on assembled rows: with gold, every input row is labelled by the model fitted on the other
 * folds' questions (question-grouped cross-validation, as {@link RelevanceCrossValidation}); without gold, the pinned model
 * labels them, its label-based features read from every labelled row; {@link #baseline} marks every row relevant.
 */
public final class RelevancePipeline {

    private RelevancePipeline() {
    }

    /** Whether the run cross-validates (gold and at least 2 folds) rather than using the pinned model. */
    public static boolean crossValidates(RelevanceData data, int folds) {
        return folds >= 2 && data.inputSize() > 0 && data.rows().get(0).hasGold();
    }

    /** Labels the gold-carrying input rows of {@code data} by question-grouped cross-validation of {@code config}. */
    public static RelevanceResult crossValidated(RelevanceData data, ModelConfig config, int folds, long seed) {
        return crossValidated(data, List.of(config), folds, seed);
    }

    /** Labels the gold-carrying input rows of {@code data} by question-grouped cross-validation of the candidates. */
    public static RelevanceResult crossValidated(RelevanceData data, List<ModelConfig> candidates, int folds, long seed) {
        List<RelevanceRow> input = data.rows().subList(0, data.inputSize());
        RelevanceCrossValidation.Run r = RelevanceCrossValidation.run(data, candidates, folds, seed);
        String what = candidates.size() == 1 ? candidates.get(0).name()
                : "the choice among " + candidates.size() + " candidates made inside each fold";
        return new RelevanceResult(data, candidates.get(0), r.probability(), r.relevant(), r.features(),
                String.format(Locale.ROOT, "%s, each row by the model fitted on the other folds (%d folds grouped by "
                        + "question, seed %d)", what, folds, seed), r.rules(), r.score(), baselineScore(input), null);
    }

    /** Labels the input rows with a model fitted beforehand (the pinned one; scored when the rows carry gold). */
    public static RelevanceResult pinned(RelevanceData data, PinnedJudge pinned) {
        ModelConfig config = pinned.config();
        RelevanceModel model = pinned.model();
        List<RelevanceRow> input = data.rows().subList(0, data.inputSize());
        boolean gold = !input.isEmpty() && input.get(0).hasGold();
        // Only rows outside the input teach the label-based features: the input's own labels (if any) never do.
        boolean[] teaching = RelevanceTrainer.allLabelled(data);
        java.util.Arrays.fill(teaching, 0, data.inputSize(), false);
        double[][] f = LabelFeatures.compute(data, teaching);
        RelevanceTrainer.Fitted fitted = new RelevanceTrainer.Fitted(model, f, pinned.coCited());
        double[] p = new double[input.size()];
        double[][] used = new double[input.size()][];
        for (int i = 0; i < p.length; i++) {
            p[i] = fitted.probability(i);
            used[i] = f[i];
        }
        DecisionRule rule = new DecisionRule(config.rule(), DecisionRule.grid(config.rule())[0]);
        boolean[] labels = rule.apply(p, RelevanceCrossValidation.groups(input));
        return new RelevanceResult(data, config, p, labels, used, config.name()
                + ", the pinned fit on every labelled row (fitted values of the dev spec)", List.of(rule),
                gold ? RelevanceScorer.score(input, labels) : null, gold ? baselineScore(input) : null, model);
    }

    /** Every row relevant. */
    public static RelevanceResult baseline(RelevanceData data) {
        List<RelevanceRow> input = data.rows().subList(0, data.inputSize());
        boolean gold = !input.isEmpty() && input.get(0).hasGold();
        double[] p = new double[input.size()];
        Arrays.fill(p, Double.NaN);
        boolean[] all = new boolean[input.size()];
        Arrays.fill(all, true);
        double[][] used = new double[input.size()][];
        for (int i = 0; i < used.length; i++) {
            used[i] = data.staticFeatures(i);
        }
        RelevanceScore s = gold ? RelevanceScorer.score(input, all) : null;
        return new RelevanceResult(data, ModelConfig.allRelevant(), p, all, used, "every row relevant (the baseline)",
                List.of(new DecisionRule(DecisionRule.Kind.ALL_RELEVANT, 0)), s, s, null);
    }

    /**
     * The candidate an inner question-grouped cross-validation over the labelled input rows chooses, fitted on every
     * labelled row of {@code data}: what unlabelled input gets.
     */
    public static PinnedJudge fitOnAll(RelevanceData data, List<ModelConfig> candidates, int folds, long seed) {
        boolean[] all = RelevanceTrainer.allLabelled(data);
        List<Integer> input = java.util.stream.IntStream.range(0, data.inputSize()).boxed().toList();
        ModelConfig chosen = RelevanceCrossValidation.choose(data, all, input, candidates, folds, seed).config();
        RelevanceTrainer.Fitted fit = RelevanceTrainer.fit(data, all, chosen);
        ModelConfig alone = chosen.withoutOtherAnswers();
        return new PinnedJudge(chosen, fit.model(), alone.features().size() == chosen.features().size() ? null
                : RelevanceTrainer.fit(data, all, alone).model(), fit.coCited());
    }

    static RelevanceScore baselineScore(List<RelevanceRow> input) {
        boolean[] all = new boolean[input.size()];
        Arrays.fill(all, true);
        return RelevanceScorer.score(input, all);
    }
}
