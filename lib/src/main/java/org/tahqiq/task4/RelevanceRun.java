package org.tahqiq.task4;

import org.tahqiq.task4.judge.ModelConfig;
import org.tahqiq.task4.judge.PinnedJudge;
import java.util.List;

/**
 * One {@code ./tahqiq task4} run.
 *
 * @param result      the headline run (the --seed folds, the pinned model, or the baseline)
 * @param cites       per input row, what it cites ("2:255", "صحيح البخاري #12", "unplaced")
 * @param bySeed      the scores of every fold seed, the headline's first (one entry without repetition)
 * @param seeds       the fold seeds of {@code bySeed}
 * @param candidates  the configurations the model chose among (the baseline alone for all-relevant)
 * @param onAll       the choice and fit on every labelled row (what unlabelled input gets), or null when not refitted
 * @param experiments every configuration tried, when asked for (else empty)
 */
public record RelevanceRun(RelevanceResult result, List<String> cites, List<RelevanceScore> bySeed, List<Long> seeds,
                           List<ModelConfig> candidates, PinnedJudge onAll,
                           List<Experiments.Result> experiments) {

    public boolean crossValidated() {
        return result.model() == null && result.config().needsModel() && result.score() != null;
    }
}
