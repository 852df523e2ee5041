package org.tahqiq.task3;

import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.MatnRanking;
import java.util.List;
import java.util.Map;

/**
 * A Subtask 3 run.
 *
 * @param corrections    one per input segment, in input order
 * @param foldThresholds thresholds each fold was decided with (one entry, fold 0, when not cross-validated)
 * @param tunedOnAll     thresholds the whole labelled input selects (for unseen data), or the fixed ones
 * @param score          official score when gold exists, else null
 * @param coverage       how many gold matn corrections the corpus can produce at all, or null without gold
 * @param foldRankings   the matn ranking each fold's proposals were made with (fold 0 alone when not cross-validated)
 * @param rankingOnAll   the matn ranking the whole labelled input selects, or the default one
 */
public record Task3Result(List<Correction> corrections, Map<Integer, CorrectionThresholds> foldThresholds,
                          CorrectionThresholds tunedOnAll, Task3Score score, MatnCoverage coverage,
                          long gatherMs, long decideMs, Map<Integer, MatnRanking> foldRankings, MatnRanking rankingOnAll) {

    /** A run whose matns were all ranked by {@link MatnRanking#pinned()}. */
    public Task3Result(List<Correction> corrections, Map<Integer, CorrectionThresholds> foldThresholds,
                       CorrectionThresholds tunedOnAll, Task3Score score, MatnCoverage coverage, long gatherMs, long decideMs) {
        this(corrections, foldThresholds, tunedOnAll, score, coverage, gatherMs, decideMs, Map.of(0, MatnRanking.pinned()),
                MatnRanking.pinned());
    }
}
