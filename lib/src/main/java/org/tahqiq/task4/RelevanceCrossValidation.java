package org.tahqiq.task4;

import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.judge.DecisionRule;
import org.tahqiq.task4.judge.ModelConfig;
import org.tahqiq.task4.judge.RelevanceTrainer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.models.GroupedKFold;

/**
 * Question-grouped cross-validation of a {@link ModelConfig} on the input rows (the dev rows: the test-like
 * distribution). Folds split the input's questions; a fold's training rows are every labelled row — input or train —
 * of the other questions, so no question's own rows (in either file) ever help score it. The decision rule's
 * parameter is chosen inside each training side by an inner question-grouped cross-validation of the same kind
 * (nested), then applied to the held-out fold.
 */
public final class RelevanceCrossValidation {

    private RelevanceCrossValidation() {
    }

    /**
     * One cross-validated run.
     *
     * @param config      the configuration run (for a selection: the first candidate's name, see {@code chosen})
     * @param probability out-of-fold probability per input row (NaN for the all-relevant baseline)
     * @param relevant    the label given to each input row
     * @param rules       the rule chosen for each outer fold
     * @param chosen      the configuration each outer fold used (one candidate: always it)
     * @param features    per input row, the feature values its prediction used (label-based ones from its fold's
     *                    training rows)
     */
    public record Run(ModelConfig config, long seed, double[] probability, boolean[] relevant, List<DecisionRule> rules,
                      List<ModelConfig> chosen, double[][] features, RelevanceScore score) {
    }

    public static Run run(RelevanceData data, ModelConfig config, int folds, long seed) {
        return run(data, List.of(config), folds, seed);
    }

    /**
     * Cross-validates a choice among candidate configurations: inside each outer fold's training side, an inner
     * question-grouped CV scores every candidate (its rule's parameter chosen on the same inner out-of-fold
     * probabilities) and the best is refitted on the whole training side. With one candidate nothing is selected;
     * its rule's parameter (if any) is still chosen by the inner CV.
     */
    public static Run run(RelevanceData data, List<ModelConfig> candidates, int folds, long seed) {
        int n = data.inputSize();
        List<RelevanceRow> input = data.rows().subList(0, n);
        double[] p = new double[n];
        boolean[] out = new boolean[n];
        List<DecisionRule> rules = new ArrayList<>();
        List<ModelConfig> chosen = new ArrayList<>();
        double[][] used = new double[n][];
        for (int i = 0; i < n; i++) {
            used[i] = data.staticFeatures(i);
        }
        ModelConfig first = candidates.get(0);
        if (candidates.size() == 1 && !first.needsModel()) {
            java.util.Arrays.fill(p, Double.NaN);
            out = new DecisionRule(first.rule(), 0).apply(p, groups(input));
            rules.add(new DecisionRule(first.rule(), 0));
            chosen.add(first);
            return new Run(first, seed, p, out, rules, chosen, used, RelevanceScorer.score(input, out));
        }
        Set<String> questions = new LinkedHashSet<>();
        input.forEach(r -> questions.add(r.questionId()));
        GroupedKFold outer = new GroupedKFold(questions, folds, seed);
        for (int f = 0; f < folds; f++) {
            Set<String> held = foldQuestions(questions, outer, f);
            List<Integer> test = inputRows(input, held, true);
            Decided d = decide(data, trainingMask(data, held), inputRows(input, held, false), test, candidates, folds,
                    innerSeed(seed, f));
            rules.add(d.rule());
            chosen.add(d.config());
            for (int k = 0; k < test.size(); k++) {
                int i = test.get(k);
                p[i] = d.probability()[k];
                out[i] = d.relevant()[k];
                if (d.features() != null) {
                    used[i] = d.features()[k];
                }
            }
        }
        return new Run(first, seed, p, out, rules, chosen, used, RelevanceScorer.score(input, out));
    }

    /** The seed of the inner cross-validation that makes the choice inside outer fold {@code f}. */
    static long innerSeed(long seed, int f) {
        return seed * 31 + f + 1;
    }

    /**
     * What one training side decided for some rows.
     *
     * @param probability per target row (NaN when no model is fitted)
     * @param relevant    per target row, its label
     * @param features    per target row, the feature values its probability came from (null when no model is fitted)
     */
    public record Decided(ModelConfig config, DecisionRule rule, double[] probability, boolean[] relevant,
                          double[][] features) {
    }

    /**
     * Labels the {@code target} rows as a fold does: the candidate (and its rule's parameter) an inner question-grouped
     * cross-validation over the {@code choice} rows within {@code training} picks, fitted on all of {@code training},
     * its rule applied question by question.
     */
    public static Decided decide(RelevanceData data, boolean[] training, List<Integer> choice, List<Integer> target,
                                 List<ModelConfig> candidates, int folds, long seed) {
        Choice c = choose(data, training, choice, candidates, folds, seed);
        double[] tp = new double[target.size()];
        double[][] used = null;
        if (c.config().needsModel()) {
            RelevanceTrainer.Fitted fit = RelevanceTrainer.fit(data, training, c.config());
            used = new double[target.size()][];
            for (int k = 0; k < target.size(); k++) {
                tp[k] = fit.probability(target.get(k));
                used[k] = fit.features()[target.get(k)];
            }
        } else {
            java.util.Arrays.fill(tp, Double.NaN);
        }
        boolean[] labels = c.rule().apply(tp, groups(target.stream().map(data.rows()::get).toList()));
        return new Decided(c.config(), c.rule(), tp, labels, used);
    }

    /** A candidate and its rule, as the inner cross-validation chose them. */
    record Choice(ModelConfig config, DecisionRule rule, double innerScore) {
    }

    static Choice choose(RelevanceData data, boolean[] training, List<Integer> rows, List<ModelConfig> candidates,
                         int folds, long seed) {
        if (candidates.size() == 1) {
            ModelConfig c = candidates.get(0);
            double[] grid = DecisionRule.grid(c.rule());
            if (grid.length == 1 || !c.needsModel()) {
                return new Choice(c, new DecisionRule(c.rule(), grid[0]), Double.NaN);
            }
        }
        int[] g = groups(rows.stream().map(data.rows()::get).toList());
        boolean[] gold = new boolean[rows.size()];
        for (int m = 0; m < rows.size(); m++) {
            gold[m] = data.rows().get(rows.get(m)).relevant();
        }
        Choice best = null;
        for (ModelConfig c : candidates) {
            double[] p = new double[rows.size()];
            if (c.needsModel()) {
                p = innerProbabilities(data, training, rows, c, folds, seed);
            }
            DecisionRule rule = DecisionRule.choose(c.rule(), p, g, gold);
            double score = DecisionRule.meanF1(rule.apply(p, g), gold, g);
            if (best == null || score > best.innerScore() + 1e-12) {
                best = new Choice(c, rule, score);
            }
        }
        return best;
    }

    /** Out-of-fold probabilities of the given input rows by an inner question-grouped CV within {@code training}. */
    static double[] innerProbabilities(RelevanceData data, boolean[] training, List<Integer> rows, ModelConfig config,
                                       int folds, long seed) {
        List<RelevanceRow> input = data.rows();
        Set<String> questions = new LinkedHashSet<>();
        rows.forEach(i -> questions.add(input.get(i).questionId()));
        int k = Math.min(folds, questions.size());
        double[] p = new double[rows.size()];
        GroupedKFold inner = new GroupedKFold(questions, k, seed);
        for (int f = 0; f < k; f++) {
            Set<String> held = foldQuestions(questions, inner, f);
            boolean[] t = training.clone();
            for (int i = 0; i < t.length; i++) {
                t[i] &= !held.contains(input.get(i).questionId());
            }
            RelevanceTrainer.Fitted fit = RelevanceTrainer.fit(data, t, config);
            for (int m = 0; m < rows.size(); m++) {
                if (held.contains(input.get(rows.get(m)).questionId())) {
                    p[m] = fit.probability(rows.get(m));
                }
            }
        }
        return p;
    }

    static Set<String> foldQuestions(Set<String> questions, GroupedKFold kfold, int f) {
        Set<String> out = new HashSet<>();
        for (String q : questions) {
            if (kfold.fold(q) == f) {
                out.add(q);
            }
        }
        return out;
    }

    /** Labelled rows whose question is not held out. */
    static boolean[] trainingMask(RelevanceData data, Set<String> held) {
        boolean[] t = new boolean[data.rows().size()];
        for (int i = 0; i < t.length; i++) {
            RelevanceRow r = data.rows().get(i);
            t[i] = r.hasGold() && !held.contains(r.questionId());
        }
        return t;
    }

    private static List<Integer> inputRows(List<RelevanceRow> input, Set<String> held, boolean inHeld) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < input.size(); i++) {
            if (held.contains(input.get(i).questionId()) == inHeld) {
                out.add(i);
            }
        }
        return out;
    }

    /** Question index (in order of first appearance) per row. */
    static int[] groups(List<RelevanceRow> rows) {
        Map<String, Integer> ids = new HashMap<>();
        int[] g = new int[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            g[i] = ids.computeIfAbsent(rows.get(i).questionId(), q -> ids.size());
        }
        return g;
    }
}
