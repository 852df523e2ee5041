package org.tahqiq.eval;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.dataset.UniqueKeys;

/** Reads prediction files the way the official scorers accept them. */
public final class PredictionsReader {

    private PredictionsReader() {
    }

    /**
     * A Subtask 2 predictions TSV ({@code Response_ID Annotation_ID Segment_Type Label}, extra columns
     * ignored), in file order. Cells are stripped; a label other than {@code correct}/{@code incorrect}, a
     * duplicate key, an unknown type, a non-integer Annotation_ID or a missing column is an
     * {@link InputException} with file, line and field. A header without rows gives an empty map (every
     * gold row then counts as missing).
     */
    public static Map<SegmentKey, Label> readTask2(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.LABEL);
        Map<SegmentKey, Label> out = new LinkedHashMap<>();
        UniqueKeys<SegmentKey> unique = new UniqueKeys<>("key (Response_ID, Annotation_ID, Segment_Type)");
        for (Tsv.Row row : tsv.rows()) {
            SegmentKey key = row.segmentKey();
            String l = row.get(Columns.LABEL);
            Label label = Label.fromWire(l).filter(x -> x != Label.NA).orElseThrow(() -> row.error(Columns.LABEL,
                    "invalid label '" + l + "' (a prediction must be correct or incorrect)"));
            unique.add(key, row, Columns.SEGMENT_TYPE);
            out.put(key, label);
        }
        return out;
    }

    /**
     * A Subtask 3 predictions TSV ({@code Response_ID Annotation_ID Segment_Type Correction}), in file order;
     * the key is (Response_ID, Annotation_ID). An empty correction, a duplicate key or a missing column is an
     * {@link InputException} with file, line and field.
     */
    public static Map<AnnotationKey, String> readTask3(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.CORRECTION);
        Map<AnnotationKey, String> out = new LinkedHashMap<>();
        UniqueKeys<AnnotationKey> unique = new UniqueKeys<>("key (Response_ID, Annotation_ID)");
        for (Tsv.Row row : tsv.rows()) {
            AnnotationKey key = AnnotationKey.of(row.segmentKey());
            String correction = row.getNonEmpty(Columns.CORRECTION);
            unique.add(key, row, Columns.ANNOTATION_ID);
            out.put(key, correction);
        }
        return out;
    }
}
