package org.tahqiq.task1.analysis;

import org.tahqiq.task1.detect.DetectedSpan;
import org.tahqiq.dataset.SegmentType;

/** A typed run of tokens {@code first..last} (inclusive), before it becomes a {@link DetectedSpan}. */
public record TokenSpan(SegmentType type, int first, int last, double confidence) {

    public TokenSpan withBounds(int f, int l) {
        return new TokenSpan(type, f, l, confidence);
    }

    public boolean isEmpty() {
        return last < first;
    }
}
