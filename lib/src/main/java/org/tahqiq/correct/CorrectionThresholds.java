package org.tahqiq.correct;

import org.tahqiq.dataset.SegmentType;

/**
 * The خطأ rule: a proposal is submitted when its similarity reaches the threshold of its type, otherwise the
 * span is judged to have no authentic source (fabricated, or too garbled to tell which text was meant).
 */
public record CorrectionThresholds(double ayah, double matn) {

    /** Chosen on the whole shared dev set by the sweep (for unseen data); see the report for the CV estimate. */
    public static final CorrectionThresholds DEFAULT = new CorrectionThresholds(90, 90);

    public double of(SegmentType type) {
        return type == SegmentType.AYAH ? ayah : matn;
    }

    /** The text to submit for a proposal under these thresholds. */
    public String decide(Proposal p) {
        return p.found() && p.score() >= of(p.key().type()) ? p.text() : org.tahqiq.dataset.Columns.NO_SOURCE;
    }
}
