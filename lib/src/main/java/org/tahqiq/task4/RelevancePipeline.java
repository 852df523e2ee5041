package org.tahqiq.task4;

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
        List<RelevanceRow> input = data.rows().subList(0, data.inputSize());
        RelevanceCrossValidation.Run r = RelevanceCrossValidation.run(data, config, folds, seed);
        return new RelevanceResult(data, config, r.probability(), r.relevant(), r.features(),
                String.format(Locale.ROOT, "%s, each row by the model fitted on the other folds (%d folds grouped by "
                        + "question, seed %d)", config.name(), folds, seed), r.rules(), r.score(), baselineScore(input), null);
    }

    /** Labels the input rows with a model fitted beforehand (the pinned one; scored when the rows carry gold). */
    public static RelevanceResult pinned(RelevanceData data, ModelConfig config, LogisticModel model) {
        List<RelevanceRow> input = data.rows().subList(0, data.inputSize());
        boolean gold = !input.isEmpty() && input.get(0).hasGold();
        double[][] f = LabelFeatures.compute(data, RelevanceTrainer.allLabelled(data));
        RelevanceTrainer.Fitted fitted = new RelevanceTrainer.Fitted(model, f);
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
        return new RelevanceResult(data, ModelConfig.allRelevant(), p, all, used, "every row relevant (the default: under honest cross-validation the model does not beat it reliably; --decide model runs it)",
                List.of(new DecisionRule(DecisionRule.Kind.ALL_RELEVANT, 0)), s, s, null);
    }

    /** The shipped configuration fitted on every labelled row of {@code data}: what unlabelled input gets. */
    public static LogisticModel fitOnAll(RelevanceData data, ModelConfig config) {
        return RelevanceTrainer.fit(data, RelevanceTrainer.allLabelled(data), config).model();
    }

    static RelevanceScore baselineScore(List<RelevanceRow> input) {
        boolean[] all = new boolean[input.size()];
        Arrays.fill(all, true);
        return RelevanceScorer.score(input, all);
    }
}
