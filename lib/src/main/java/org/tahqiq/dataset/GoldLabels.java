package org.tahqiq.dataset;

import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Gold Subtask 2 labels keyed by (Response_ID, Annotation_ID, Segment_Type), in file order. */
public final class GoldLabels {

    private GoldLabels() {
    }

    /**
     * Reads a {@code dev_task_2.tsv}-style file ({@code Response_ID Annotation_ID Segment_Type Label});
     * labels {@code correct}, {@code incorrect} or {@code N/A}. Duplicate keys, unknown labels or types,
     * missing columns and a file without rows are errors.
     */
    public static Map<SegmentKey, Label> read(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.LABEL)
                .requireRows();
        Map<SegmentKey, Label> out = new LinkedHashMap<>();
        UniqueKeys<SegmentKey> unique = new UniqueKeys<>("key (Response_ID, Annotation_ID, Segment_Type)");
        for (Tsv.Row row : tsv.rows()) {
            SegmentKey key = row.segmentKey();
            String l = row.get(Columns.LABEL);
            Label label = Label.fromWire(l).orElseThrow(() -> row.error(Columns.LABEL,
                    "unknown label '" + l + "' (expected correct, incorrect or N/A)"));
            unique.add(key, row, Columns.SEGMENT_TYPE);
            out.put(key, label);
        }
        return out;
    }

    /** Gold labels of all segments, N/A included, in response order. */
    public static Map<SegmentKey, Label> fromResponses(List<Response> responses) {
        return fromAnnotations(responses.stream().flatMap(r -> r.annotations().stream()).toList());
    }

    /** Gold labels of the segments that carry one (N/A included); segments without gold are left out. */
    public static Map<SegmentKey, Label> fromAnnotations(Collection<Annotation> annotations) {
        Map<SegmentKey, Label> out = new LinkedHashMap<>();
        for (Annotation a : annotations) {
            for (Segment s : a.segments()) {
                if (s.gold() == null) {
                    continue;
                }
                if (out.putIfAbsent(s.key(), s.gold()) != null) {
                    throw new IllegalArgumentException("duplicate segment key " + s.key());
                }
            }
        }
        return out;
    }

    /** The map without {@link Label#NA} entries: the rows the official scorer scores. */
    public static Map<SegmentKey, Label> scoredOnly(Map<SegmentKey, Label> gold) {
        Map<SegmentKey, Label> out = new LinkedHashMap<>();
        gold.forEach((k, v) -> {
            if (v != Label.NA) {
                out.put(k, v);
            }
        });
        return out;
    }
}
