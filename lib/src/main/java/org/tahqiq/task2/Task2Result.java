package org.tahqiq.task2;

import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.index.AnnotationEvidence;

/**
 * A Subtask 2 run.
 *
 * @param verdicts one per input segment, in input order
 * @param foldFits what each fold was labelled with (one entry, fold 0, when not cross-validated)
 * @param onAll    what the whole labelled input fits (for the next test set), or the fixed settings
 * @param score    official score when gold exists, else null
 * @param gatherMs retrieval time
 * @param judgeMs  rule and threshold-selection time
 * @param matnBaseRate the share of correct matns estimated from the input when the matn decision works at the input's
 *                 base rate ({@link InputBaseRate}), else NaN
 */
public record Task2Result(List<Verdict> verdicts, List<AnnotationEvidence> evidence, Map<Integer, Task2Fit> foldFits,
                          Task2Fit onAll, Task2Score score, long gatherMs, long judgeMs, double matnBaseRate) {

    public Task2Result(List<Verdict> verdicts, List<AnnotationEvidence> evidence, Map<Integer, Task2Fit> foldFits,
                       Task2Fit onAll, Task2Score score, long gatherMs, long judgeMs) {
        this(verdicts, evidence, foldFits, onAll, score, gatherMs, judgeMs, Double.NaN);
    }

    /** The thresholds each fold was labelled with. */
    public Map<Integer, Thresholds> foldThresholds() {
        Map<Integer, Thresholds> out = new LinkedHashMap<>();
        foldFits.forEach((f, fit) -> out.put(f, fit.thresholds()));
        return out;
    }

    /** The thresholds the whole labelled input selects. */
    public Thresholds tunedOnAll() {
        return onAll.thresholds();
    }
}
