package org.tahqiq.task1;

import org.tahqiq.dataset.SegmentType;

/** A typed run of tokens {@code first..last} (inclusive), before it becomes a {@link DetectedSpan}. */
record TokenSpan(SegmentType type, int first, int last, double confidence) {

    TokenSpan withBounds(int f, int l) {
        return new TokenSpan(type, f, l, confidence);
    }

    boolean isEmpty() {
        return last < first;
    }
}
