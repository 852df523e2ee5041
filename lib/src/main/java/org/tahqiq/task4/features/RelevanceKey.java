package org.tahqiq.task4.features;

/** The official Subtask 4 key: one citation of one response, under the question the response answers. */
public record RelevanceKey(String questionId, String responseId, int annotationId) implements Comparable<RelevanceKey> {

    @Override
    public int compareTo(RelevanceKey o) {
        int c = questionId.compareTo(o.questionId);
        if (c != 0) {
            return c;
        }
        c = responseId.compareTo(o.responseId);
        return c != 0 ? c : Integer.compare(annotationId, o.annotationId);
    }

    @Override
    public String toString() {
        return questionId + "/" + responseId + "/" + annotationId;
    }
}
