package org.tahqiq.eval;

import org.tahqiq.dataset.SegmentType;

/**
 * An accuracy of one segment type as the official scorers count it.
 *
 * @param hits    gold rows predicted as gold says
 * @param total   gold rows of this type (N/A excluded)
 * @param missing gold rows of this type without a prediction (included in {@code total}, not in {@code hits})
 */
public record TypeAccuracy(SegmentType type, int hits, int total, int missing) {

    public double accuracy() {
        return total == 0 ? 0.0 : (double) hits / total;
    }
}
