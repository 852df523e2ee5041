package org.tahqiq.task3;

import java.nio.file.Path;
import java.util.List;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputGrouping;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.Tsv;

/**
 * Reads a test-phase Subtask 3 input TSV with inline span text ({@code Response_ID Annotation_ID
 * Segment_Type Span}, optionally {@code Correction}) into annotations, grouped by
 * (Response_ID, Annotation_ID) in first-seen order.
 *
 * <p>Segments get {@code start = end = -1} and no gold label. A non-empty {@code Correction} is split
 * on {@code " ||| "} into the annotation's corrections (so {@code خطأ} gives {@code List.of("خطأ")});
 * empty or absent gives none. Kind is inferred as in {@link Task2InputTsvReader}.
 */
public final class Task3InputTsvReader {

    private Task3InputTsvReader() {
    }

    public static List<Annotation> read(Path file) {
        boolean hasCorrection = Tsv.read(file).hasColumn(Columns.CORRECTION);
        return InputGrouping.readSpanTsv(file, (row, key, span) -> new InputGrouping.RowData(new Segment(key, -1, -1, span, null),
                hasCorrection ? InputGrouping.splitAlternatives(row, Columns.CORRECTION) : List.of()));
    }
}
