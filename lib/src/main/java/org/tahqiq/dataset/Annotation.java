package org.tahqiq.dataset;

import java.util.List;
import java.util.Optional;

/**
 * One citation: an Ayah or a Hadith with the segments the input gives for it.
 *
 * @param kind        "Ayah", "Hadith" or "no_annotation" as in dev.jsonl; inferred from the segments for TSV input
 * @param corrections gold Subtask 3 corrections: empty when none given; the single entry "خطأ" for no authentic source
 * @param questionId  the question the answer responds to (for grouping folds), or null when unknown
 */
public record Annotation(String responseId, int annotationId, String kind, List<Segment> segments,
                         List<String> corrections, String questionId) {

    public Annotation {
        segments = List.copyOf(segments);
        corrections = List.copyOf(corrections);
    }

    public Optional<Segment> segment(SegmentType type) {
        return segments.stream().filter(s -> s.type() == type).findFirst();
    }

    /** Whether the annotation carries its quote (an Ayah or a matn segment), which its other segments are judged against. */
    public boolean hasQuote() {
        return segment(SegmentType.AYAH).isPresent() || segment(SegmentType.MATN).isPresent();
    }

    public boolean isHadith() {
        return "Hadith".equals(kind);
    }

    public boolean isAyah() {
        return "Ayah".equals(kind);
    }
}
