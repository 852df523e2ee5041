package org.tahqiq.eval;

import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;

/**
 * A threshold-decided segment reduced to what a sweep needs: its rule score, its gold label and the group
 * (question) it belongs to for grouped folds.
 */
public record ScoredSegment(SegmentKey key, String group, double score, Label gold) {

    public boolean correctAt(double threshold) {
        return score >= threshold;
    }

    public boolean hitAt(double threshold) {
        return correctAt(threshold) == (gold == Label.CORRECT);
    }
}
