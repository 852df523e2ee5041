package org.tahqiq.task2;

import java.io.IOException;
import java.nio.file.Path;
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

    private Task2SubmissionWriter() {
    }

    public static void write(Path tsv, List<Prediction> predictions) throws IOException {
        for (Prediction p : predictions) {
            if (p.label() != Label.CORRECT && p.label() != Label.INCORRECT) {
                throw new IllegalArgumentException(p.key() + ": label " + p.label() + " cannot be submitted (correct or incorrect only)");
            }
        }
        SubmissionTsv.writeKeyed(tsv, Columns.LABEL, predictions.stream().map(Prediction::key).toList(),
                predictions.stream().map(p -> p.label().wire()).toList());
    }
}
