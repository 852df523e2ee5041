package org.tahqiq.task2.rules;

import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AnnotationEvidence;

/** Decides one segment type. Rules are pure: the same evidence and thresholds give the same verdict. */
public interface SegmentRule {

    SegmentType type();

    Verdict judge(Segment segment, AnnotationEvidence evidence, Thresholds thresholds);
}
