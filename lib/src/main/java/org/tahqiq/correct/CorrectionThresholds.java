package org.tahqiq.correct;

import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentType;

/**
 * The خطأ rule: a proposal is submitted when its word coverage reaches the type's threshold, or when the span
 * keeps a verbatim run of at least the type's run length; otherwise the span is judged to have no authentic
 * source (fabricated, or too garbled to tell which text was meant).
 */
public record CorrectionThresholds(double ayah, double matn, int ayahRun, int matnRun) {

    /** Chosen on the whole shared dev set (for unseen data); the estimate is the cross-validated one. */
    public static final CorrectionThresholds DEFAULT = new CorrectionThresholds(56, 54, 4, 5);

    public double of(SegmentType type) {
        return type == SegmentType.AYAH ? ayah : matn;
    }

    public int runOf(SegmentType type) {
        return type == SegmentType.AYAH ? ayahRun : matnRun;
    }

    public boolean accepts(Proposal p) {
        SegmentType t = p.key().type();
        return p.found() && (p.score() >= of(t) || p.run() >= runOf(t));
    }

    /** The text to submit for a proposal under these thresholds. */
    public String decide(Proposal p) {
        return accepts(p) ? p.text() : Columns.NO_SOURCE;
    }
}
