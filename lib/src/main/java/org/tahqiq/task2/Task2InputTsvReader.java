package org.tahqiq.task2;

import java.nio.file.Path;
import java.util.List;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputGrouping;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.Tsv;

/**
 * Reads a test-phase Subtask 2 input TSV ({@code Response_ID Annotation_ID Segment_Type Span Label})
 * into annotations, grouped by (Response_ID, Annotation_ID) in first-seen order.
 *
 * <p>Each row is one segment with its text in {@code Span} (CSV-quoted cells allowed, see {@link Tsv});
 * offsets are not given, so segments get {@code start = end = -1}. An empty {@code Label} (or no
 * {@code Label} column at all) gives {@code gold = null}; otherwise it must be {@code correct},
 * {@code incorrect} or {@code N/A}. An annotation may come with only some of its segments; its kind is
 * inferred ("Ayah", "Hadith" or "unknown"). Corrections are empty and the question id is null.
 */
public final class Task2InputTsvReader {

    private Task2InputTsvReader() {
    }

    public static List<Annotation> read(Path file) {
        boolean hasLabel = Tsv.read(file).hasColumn(Columns.LABEL);
        return InputGrouping.readSpanTsv(file, (row, key, span) -> {
            String l = hasLabel ? row.get(Columns.LABEL) : "";
            Label gold = l.isEmpty() ? null : Label.fromWire(l).orElseThrow(() -> row.error(Columns.LABEL,
                    "unknown label '" + l + "' (expected empty, correct, incorrect or N/A)"));
            return new InputGrouping.RowData(new Segment(key, -1, -1, span, gold), List.of());
        });
    }
}
