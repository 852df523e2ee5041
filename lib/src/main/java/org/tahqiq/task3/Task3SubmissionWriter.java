package org.tahqiq.task3;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.tahqiq.dataset.Columns;
import org.tahqiq.submit.SubmissionTsv;

/**
 * Writes a Subtask 3 submission: header {@code Response_ID Annotation_ID Segment_Type Correction}, one
 * row per prediction in list order (see {@link SubmissionTsv}). Validate first with
 * {@link SubmissionValidator#validateTask3}; this writer only refuses blank corrections.
 */
public final class Task3SubmissionWriter {

    private Task3SubmissionWriter() {
    }

    public static void write(Path tsv, List<Task3Prediction> predictions) throws IOException {
        for (Task3Prediction p : predictions) {
            if (p.correction() == null || p.correction().isBlank()) {
                throw new IllegalArgumentException(p.key() + ": empty correction cannot be submitted");
            }
        }
        SubmissionTsv.writeKeyed(tsv, Columns.CORRECTION, predictions.stream().map(Task3Prediction::key).toList(),
                predictions.stream().map(p -> p.correction()).toList());
    }
}
