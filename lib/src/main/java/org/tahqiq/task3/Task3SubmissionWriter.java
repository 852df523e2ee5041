package org.tahqiq.task3;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.Columns;
import org.tahqiq.submit.SubmissionTsv;

/**
 * Writes a Subtask 3 submission: header {@code Response_ID Annotation_ID Segment_Type Correction}, one
 * row per prediction in list order (see {@link SubmissionTsv}). Validate first with
 * {@link SubmissionValidator#validateTask3}; this writer only refuses blank corrections.
 */
public final class Task3SubmissionWriter {

    public static final List<String> HEADER =
            List.of(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.CORRECTION);

    private Task3SubmissionWriter() {
    }

    public static void write(Path tsv, List<Task3Prediction> predictions) throws IOException {
        List<List<String>> rows = new ArrayList<>(predictions.size());
        for (Task3Prediction p : predictions) {
            if (p.correction() == null || p.correction().isBlank()) {
                throw new IllegalArgumentException(p.key() + ": empty correction cannot be submitted");
            }
            rows.add(List.of(p.key().responseId(), Integer.toString(p.key().annotationId()), p.key().type().wire(),
                    p.correction()));
        }
        SubmissionTsv.write(tsv, HEADER, rows);
    }
}
