package org.tahqiq.task2.rules;

import org.tahqiq.index.AnnotationEvidence;

/**
 * A rule that labels its segment correct when a score reaches one of the {@link Thresholds}: what cross-validation
 * tunes by sweeping that threshold over the scores, without judging again.
 */
public interface ThresholdRule extends SegmentRule {

    /** The score (0–100) the threshold applies to; {@link #judge} is correct exactly when it reaches the threshold. */
    double score(AnnotationEvidence evidence);

    /** This rule's threshold among the tuned ones. */
    default double threshold(Thresholds t) {
        return t.of(type());
    }

    /** The same thresholds with this rule's one set to {@code value}. */
    default Thresholds withThreshold(Thresholds t, double value) {
        return t.with(type(), value);
    }
}
