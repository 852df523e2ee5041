package org.tahqiq.task3;

import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.Proposal;
import org.tahqiq.dataset.SegmentKey;

/** The submitted text for one segment: the proposal's text, or خطأ when the rule {@code rule} withheld it. */
public record Correction(SegmentKey key, Proposal proposal, String text, CorrectionThresholds rule) {
}
