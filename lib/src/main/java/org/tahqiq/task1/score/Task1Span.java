package org.tahqiq.task1.score;

import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.dataset.UniqueKeys;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of a Subtask 1 span file ({@code Response_ID Annotation_ID Segment_Type Span_Start Span_End}).
 * A {@code NoAnnotation} row (a response that cites nothing) has {@code type == null} and
 * {@code start == end == -1}.
 *
 * @param start code-point offset into the answer (Python semantics), end-exclusive {@code end}
 */
public record Task1Span(String responseId, int annotationId, SegmentType type, int start, int end, long line) {

    public static final String NO_ANNOTATION = "NoAnnotation";

    public boolean isNoAnnotation() {
        return type == null;
    }

    /** The segment key; only for rows that are not {@code NoAnnotation}. */
    public SegmentKey key() {
        if (type == null) {
            throw new IllegalStateException("NoAnnotation row has no segment key");
        }
        return new SegmentKey(responseId, annotationId, type);
    }

    /**
     * Reads a span file. Offsets must be non-negative integers with start ≤ end; on a
     * {@code NoAnnotation} row they are {@code -} (or ignored integers). Repeated keys are errors.
     */
    public static List<Task1Span> read(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE,
                        Columns.SPAN_START, Columns.SPAN_END)
                .requireRows();
        List<Task1Span> out = new ArrayList<>();
        UniqueKeys<List<Object>> unique = new UniqueKeys<>("key (Response_ID, Annotation_ID, Segment_Type)");
        for (Tsv.Row row : tsv.rows()) {
            String rid = row.getNonEmpty(Columns.RESPONSE_ID);
            int aid = row.getInt(Columns.ANNOTATION_ID);
            unique.add(List.of(rid, aid, row.get(Columns.SEGMENT_TYPE)), row, Columns.SEGMENT_TYPE);
            if (NO_ANNOTATION.equals(row.get(Columns.SEGMENT_TYPE))) {
                for (String c : List.of(Columns.SPAN_START, Columns.SPAN_END)) {
                    String v = row.get(c);
                    if (!v.equals("-") && !v.matches("\\d+")) {
                        throw row.error(c, "expected '-' or an integer on a NoAnnotation row, found '" + v + "'");
                    }
                }
                out.add(new Task1Span(rid, aid, null, -1, -1, row.line()));
                continue;
            }
            SegmentType type = row.getSegmentType(Columns.SEGMENT_TYPE);
            int start = row.getInt(Columns.SPAN_START);
            int end = row.getInt(Columns.SPAN_END);
            if (start < 0) {
                throw row.error(Columns.SPAN_START, "negative offset " + start);
            }
            if (end < start) {
                throw row.error(Columns.SPAN_END, "span is reversed: Span_Start " + start + " > Span_End " + end);
            }
            out.add(new Task1Span(rid, aid, type, start, end, row.line()));
        }
        return out;
    }
}
