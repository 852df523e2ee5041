package org.tahqiq.dataset;

/** The official Task 2 key: one prediction per key. */
public record SegmentKey(String responseId, int annotationId, SegmentType type) implements Comparable<SegmentKey> {

    @Override
    public int compareTo(SegmentKey o) {
        int c = responseId.compareTo(o.responseId);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(annotationId, o.annotationId);
        return c != 0 ? c : type.compareTo(o.type);
    }

    @Override
    public String toString() {
        return responseId + "/" + annotationId + "/" + type.wire();
    }
}
