package org.tahqiq.task1;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.dataset.Tsv;

/**
 * Reads a Subtask 1 predictions file (a TSV, or the submission.zip holding it) as the official scorer does: rows kept in file order (a later row overwrites
 * an earlier one where they overlap, so repeated keys are allowed), offsets taken as written (the scorer clips
 * them), {@code NoAnnotation} rows with {@code -} offsets. A cell that cannot be read — a type other than the four
 * and NoAnnotation, an offset that is not an integer — is a located error.
 */
public final class SpanRows {

    private SpanRows() {
    }

    public static List<Task1Span> read(Path file) {
        Tsv tsv = org.tahqiq.eval.PredictionsReader.table(file).requireColumns(Columns.RESPONSE_ID, Columns.SEGMENT_TYPE, Columns.SPAN_START, Columns.SPAN_END);
        boolean hasAnnotation = tsv.hasColumn(Columns.ANNOTATION_ID);
        List<Task1Span> out = new ArrayList<>();
        for (Tsv.Row row : tsv.rows()) {
            String rid = row.getNonEmpty(Columns.RESPONSE_ID);
            int aid = hasAnnotation && row.get(Columns.ANNOTATION_ID).matches("-?\\d+") ? Integer.parseInt(row.get(Columns.ANNOTATION_ID)) : 0;
            String type = row.get(Columns.SEGMENT_TYPE);
            if (Task1Span.NO_ANNOTATION.equals(type)) {
                out.add(new Task1Span(rid, aid, null, -1, -1, row.line()));
                continue;
            }
            SegmentType t = SegmentType.fromWire(type).orElseThrow(() -> row.error(Columns.SEGMENT_TYPE,
                    "unknown segment type '" + type + "' (expected Ayah, matn, isnad, claimed_source or NoAnnotation)"));
            out.add(new Task1Span(rid, aid, t, offset(row, Columns.SPAN_START), offset(row, Columns.SPAN_END), row.line()));
        }
        return out;
    }

    private static int offset(Tsv.Row row, String column) {
        String v = row.get(column);
        // Python's int() accepts "12.0"-free integers with a sign; anything else is unreadable.
        if (!v.matches("[+-]?\\d{1,9}")) {
            throw row.error(column, "expected an integer offset, found '" + v + "'");
        }
        return Integer.parseInt(v.startsWith("+") ? v.substring(1) : v);
    }
}
