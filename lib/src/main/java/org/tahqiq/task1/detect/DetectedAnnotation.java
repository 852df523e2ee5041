package org.tahqiq.task1.detect;

import java.util.List;
import java.util.Optional;
import org.tahqiq.dataset.SegmentType;

/**
 * One citation found in an answer: an Ayah, or a hadith's matn, with the isnad and claimed source that go with it
 * (any of them may be missing). Segments are in the order the gold lists them — the quote, then the isnad, then the
 * claimed source — which is also the order in which a nested claimed source is painted over its isnad.
 */
public record DetectedAnnotation(int id, List<DetectedSpan> spans) {

    public DetectedAnnotation {
        spans = List.copyOf(spans);
    }

    public Optional<DetectedSpan> span(SegmentType type) {
        return spans.stream().filter(s -> s.type() == type).findFirst();
    }
}
