package org.tahqiq.dataset;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Shared by the test-phase TSV readers: one row per segment, grouped into annotations. */
public final class InputGrouping {

    private InputGrouping() {
    }

    /** What a reader takes from one row besides the key. */
    public record RowData(Segment segment, List<String> corrections) {
    }

    /** Reads one segment of a test-phase TSV's row: its key, the {@code Span} text, and the row's other cells. */
    @FunctionalInterface
    public interface SpanRowReader {
        RowData read(Tsv.Row row, SegmentKey key, String span);
    }

    /**
     * A test-phase TSV ({@code Response_ID Annotation_ID Segment_Type Span ...}, at least one row) grouped into
     * annotations; {@code reader} turns each row into its segment.
     */
    public static List<Annotation> readSpanTsv(Path file, SpanRowReader reader) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, Columns.SPAN)
                .requireRows();
        return group(tsv, row -> reader.read(row, row.segmentKey(), row.get(Columns.SPAN)));
    }

    /**
     * Groups rows by (Response_ID, Annotation_ID) in first-seen order; a repeated
     * (Response_ID, Annotation_ID, Segment_Type) is an error naming both lines.
     */
    public static List<Annotation> group(Tsv tsv, Function<Tsv.Row, RowData> rowReader) {
        UniqueKeys<SegmentKey> unique = new UniqueKeys<>("key (Response_ID, Annotation_ID, Segment_Type)");
        Map<AnnotationKey, List<Segment>> segments = new LinkedHashMap<>();
        Map<AnnotationKey, List<String>> corrections = new LinkedHashMap<>();
        Map<AnnotationKey, Long> correctionLine = new LinkedHashMap<>();
        for (Tsv.Row row : tsv.rows()) {
            RowData d = rowReader.apply(row);
            SegmentKey key = d.segment().key();
            unique.add(key, row, Columns.SEGMENT_TYPE);
            AnnotationKey ak = AnnotationKey.of(key);
            segments.computeIfAbsent(ak, k -> new ArrayList<>()).add(d.segment());
            if (!d.corrections().isEmpty()) {
                Long other = correctionLine.putIfAbsent(ak, row.line());
                if (other != null) {
                    throw row.error(Columns.CORRECTION, "annotation " + ak + " has a correction on lines "
                            + other + " and " + row.line());
                }
                corrections.put(ak, d.corrections());
            }
        }
        List<Annotation> out = new ArrayList<>(segments.size());
        segments.forEach((ak, segs) -> out.add(new Annotation(ak.responseId(), ak.annotationId(), inferKind(segs),
                segs, corrections.getOrDefault(ak, List.of()), null)));
        return out;
    }

    /** "Ayah" when an Ayah segment is present, "Hadith" when a matn or isnad is, else "unknown". */
    public static String inferKind(List<Segment> segments) {
        boolean hadith = false;
        for (Segment s : segments) {
            if (s.type() == SegmentType.AYAH) {
                return "Ayah";
            }
            hadith |= s.type() == SegmentType.MATN || s.type() == SegmentType.ISNAD;
        }
        return hadith ? "Hadith" : "unknown";
    }

    /** Splits a Correction cell on " ||| " into stripped, non-empty alternatives. */
    public static List<String> splitAlternatives(Tsv.Row row, String column) {
        String cell = row.get(column);
        if (cell.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String alt : cell.split(java.util.regex.Pattern.quote(Columns.ALTERNATIVES_SEPARATOR), -1)) {
            String a = TextFiles.strip(alt);
            if (a.isEmpty()) {
                throw row.error(column, "empty alternative in '" + cell + "' (alternatives are joined by '"
                        + Columns.ALTERNATIVES_SEPARATOR + "')");
            }
            out.add(a);
        }
        return out;
    }
}
