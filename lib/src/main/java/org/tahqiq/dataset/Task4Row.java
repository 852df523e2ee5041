package org.tahqiq.dataset;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of a Subtask 4 relevance file
 * ({@code question_id Response_ID Annotation_ID span_type span_text relevance_label}).
 *
 * @param relevance 0 (not relevant), 1 (relevant) or 2 (also counted as relevant by the scorer)
 */
public record Task4Row(String questionId, String responseId, int annotationId, SegmentType spanType, String spanText,
                       int relevance, long line) {

    public boolean relevant() {
        return relevance >= 1;
    }

    /** Reads a relevance file; the key (question_id, Response_ID, Annotation_ID) must be unique. */
    public static List<Task4Row> read(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.QUESTION_ID, Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SPAN_TYPE,
                        Columns.SPAN_TEXT, Columns.RELEVANCE_LABEL)
                .requireRows();
        List<Task4Row> out = new ArrayList<>();
        UniqueKeys<List<Object>> unique = new UniqueKeys<>("key (question_id, Response_ID, Annotation_ID)");
        for (Tsv.Row row : tsv.rows()) {
            String q = row.getNonEmpty(Columns.QUESTION_ID);
            String rid = row.getNonEmpty(Columns.RESPONSE_ID);
            int aid = row.getInt(Columns.ANNOTATION_ID);
            unique.add(List.of(q, rid, aid), row, Columns.ANNOTATION_ID);
            SegmentType type = row.getSegmentType(Columns.SPAN_TYPE);
            int rel = row.getInt(Columns.RELEVANCE_LABEL);
            if (rel < 0 || rel > 2) {
                throw row.error(Columns.RELEVANCE_LABEL, "expected 0, 1 or 2, found " + rel);
            }
            out.add(new Task4Row(q, rid, aid, type, row.get(Columns.SPAN_TEXT), rel, row.line()));
        }
        return out;
    }
}
