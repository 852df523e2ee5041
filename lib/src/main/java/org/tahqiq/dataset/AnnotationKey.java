package org.tahqiq.dataset;

/** The Subtask 3 key: one annotation of one response. */
public record AnnotationKey(String responseId, int annotationId) implements Comparable<AnnotationKey> {

    public static AnnotationKey of(SegmentKey key) {
        return new AnnotationKey(key.responseId(), key.annotationId());
    }

    @Override
    public int compareTo(AnnotationKey o) {
        int c = responseId.compareTo(o.responseId);
        return c != 0 ? c : Integer.compare(annotationId, o.annotationId);
    }

    @Override
    public String toString() {
        return responseId + "/" + annotationId;
    }
}
