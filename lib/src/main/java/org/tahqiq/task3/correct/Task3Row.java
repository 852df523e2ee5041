package org.tahqiq.task3.correct;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputGrouping;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.dataset.UniqueKeys;

/**
 * One row of a Subtask 3 corrections file ({@code Response_ID Annotation_ID Segment_Type Correction}).
 *
 * @param corrections the accepted texts: the cell split on {@code " ||| "}; {@code List.of("خطأ")} for
 *                    "no authentic source"
 */
public record Task3Row(String responseId, int annotationId, SegmentType type, List<String> corrections, long line) {

    public Task3Row {
        corrections = List.copyOf(corrections);
    }

    public AnnotationKey key() {
        return new AnnotationKey(responseId, annotationId);
    }

    /** Whether the gold says the text has no authentic source ({@code خطأ}). */
    public boolean isNoSource() {
        return corrections.size() == 1 && Columns.NO_SOURCE.equals(corrections.get(0));
    }

    /** Reads a corrections file; the key is (Response_ID, Annotation_ID) and must be unique; Correction must not be empty. */
    public static List<Task3Row> read(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.CORRECTION)
                .requireRows();
        List<Task3Row> out = new ArrayList<>();
        UniqueKeys<AnnotationKey> unique = new UniqueKeys<>("key (Response_ID, Annotation_ID)");
        for (Tsv.Row row : tsv.rows()) {
            SegmentKey k = row.segmentKey();
            unique.add(AnnotationKey.of(k), row, Columns.ANNOTATION_ID);
            List<String> alts = InputGrouping.splitAlternatives(row, Columns.CORRECTION);
            if (alts.isEmpty()) {
                throw row.error(Columns.CORRECTION, "empty correction");
            }
            out.add(new Task3Row(k.responseId(), k.annotationId(), k.type(), alts, row.line()));
        }
        return out;
    }
}
