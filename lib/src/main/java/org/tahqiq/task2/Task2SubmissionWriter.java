package org.tahqiq.task2;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.Label;
import org.tahqiq.submit.SubmissionTsv;

/**
 * Writes a Subtask 2 submission: header {@code Response_ID Annotation_ID Segment_Type Label}, one row per
 * prediction in list order (see {@link SubmissionTsv} for the format). Validate first with
 * {@link SubmissionValidator#validateTask2}; this writer only refuses labels that cannot be submitted.
 */
public final class Task2SubmissionWriter {

    public static final List<String> HEADER =
            List.of(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.LABEL);

    private Task2SubmissionWriter() {
    }

    public static void write(Path tsv, List<Prediction> predictions) throws IOException {
        List<List<String>> rows = new ArrayList<>(predictions.size());
        for (Prediction p : predictions) {
            if (p.label() != Label.CORRECT && p.label() != Label.INCORRECT) {
                throw new IllegalArgumentException(p.key() + ": label " + p.label() + " cannot be submitted (correct or incorrect only)");
            }
            rows.add(List.of(p.key().responseId(), Integer.toString(p.key().annotationId()), p.key().type().wire(),
                    p.label().wire()));
        }
        SubmissionTsv.write(tsv, HEADER, rows);
    }
}
