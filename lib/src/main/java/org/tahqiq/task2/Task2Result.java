package org.tahqiq.task2;

import java.util.List;
import java.util.Map;
import org.tahqiq.index.AnnotationEvidence;

/**
 * A Subtask 2 run.
 *
 * @param verdicts       one per input segment, in input order
 * @param foldThresholds thresholds each fold was labelled with (one entry, fold 0, when not cross-validated)
 * @param tunedOnAll     thresholds the whole labelled input selects (for the next test set), or the fixed ones
 * @param score          official score when gold exists, else null
 * @param gatherMs       retrieval time
 * @param judgeMs        rule and threshold-selection time
 */
public record Task2Result(List<Verdict> verdicts, List<AnnotationEvidence> evidence, Map<Integer, Thresholds> foldThresholds,
                          Thresholds tunedOnAll, Task2Score score, long gatherMs, long judgeMs) {
}
