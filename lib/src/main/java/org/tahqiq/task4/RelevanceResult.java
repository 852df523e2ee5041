package org.tahqiq.task4;

import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.judge.DecisionRule;
import org.tahqiq.task4.judge.ModelConfig;
import org.tahqiq.task4.judge.RelevanceModel;
import java.util.List;

/**
 * What a Subtask 4 run decided, with its evidence.
 *
 * @param probability per input row (NaN when every row was simply marked relevant)
 * @param relevant    the label given to each input row
 * @param features    per input row, the feature values its probability came from
 * @param decidedBy   how the labels were made, in words
 * @param rules       the decision rule of each fold (one entry without cross-validation)
 * @param score       the official score against gold, or null without gold
 * @param baseline    the score of marking every row relevant, or null without gold
 * @param model       the model that labelled the rows without gold (null when cross-validated or for the baseline)
 */
public record RelevanceResult(RelevanceData data, ModelConfig config, double[] probability, boolean[] relevant,
                              double[][] features, String decidedBy, List<DecisionRule> rules, RelevanceScore score,
                              RelevanceScore baseline, RelevanceModel model) {

    public List<RelevanceRow> rows() {
        return data.rows().subList(0, data.inputSize());
    }
}
