package org.tahqiq.correct;

import org.tahqiq.dataset.SegmentKey;

/** The submitted text for one segment: the proposal's text, or خطأ when its score fell below {@code threshold}. */
public record Correction(SegmentKey key, Proposal proposal, String text, double threshold) {
}
