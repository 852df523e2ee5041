package org.tahqiq.task4.features;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.dataset.UniqueKeys;

/**
 * Reads a Subtask 4 TSV ({@code question_id Response_ID Annotation_ID span_type span_text relevance_label}): the dev
 * and train files with labels, the test phase's file with the label column empty or absent. Labels are all given or
 * all empty; 0, 1 and 2 are accepted (the scorer counts 2 as relevant); span_type is Ayah or matn; the key is unique.
 * Every problem is a located {@link org.tahqiq.dataset.InputException}.
 */
public final class RelevanceTsv {

    private RelevanceTsv() {
    }

    /** One parsed row before joining: the parts of a {@link RelevanceRow} the TSV gives. */
    public record Parsed(RelevanceKey key, SegmentType type, String spanText, Integer label, Tsv.Row row) {
    }

    public static List<Parsed> read(Path file) {
        Tsv tsv = Tsv.read(file)
                .requireColumns(Columns.QUESTION_ID, Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SPAN_TYPE,
                        Columns.SPAN_TEXT)
                .requireRows();
        boolean labelColumn = tsv.hasColumn(Columns.RELEVANCE_LABEL);
        UniqueKeys<RelevanceKey> unique = new UniqueKeys<>("key (question_id, Response_ID, Annotation_ID)");
        List<Parsed> out = new ArrayList<>();
        Tsv.Row firstLabelled = null;
        Tsv.Row firstUnlabelled = null;
        for (Tsv.Row row : tsv.rows()) {
            RelevanceKey key = new RelevanceKey(row.getNonEmpty(Columns.QUESTION_ID), row.getNonEmpty(Columns.RESPONSE_ID),
                    row.getInt(Columns.ANNOTATION_ID));
            SegmentType type = row.getSegmentType(Columns.SPAN_TYPE);
            if (type != SegmentType.AYAH && type != SegmentType.MATN) {
                throw row.error(Columns.SPAN_TYPE, "Subtask 4 rows are Ayah or matn, found " + type.wire());
            }
            String span = row.getNonEmpty(Columns.SPAN_TEXT);
            unique.add(key, row, Columns.ANNOTATION_ID);
            Integer label = labelColumn ? label(row) : null;
            if (label == null && firstUnlabelled == null) {
                firstUnlabelled = row;
            }
            if (label != null && firstLabelled == null) {
                firstLabelled = row;
            }
            if (firstLabelled != null && firstUnlabelled != null) {
                Tsv.Row later = firstLabelled.line() > firstUnlabelled.line() ? firstLabelled : firstUnlabelled;
                throw later.error(Columns.RELEVANCE_LABEL, "labels must be given on every row or on none: line "
                        + firstLabelled.line() + " has one, line " + firstUnlabelled.line() + " has none");
            }
            out.add(new Parsed(key, type, span, label, row));
        }
        return out;
    }

    private static Integer label(Tsv.Row row) {
        String v = row.get(Columns.RELEVANCE_LABEL);
        if (v.isEmpty()) {
            return null;
        }
        int l;
        try {
            l = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw row.error(Columns.RELEVANCE_LABEL, "expected 0, 1 or 2, found '" + v + "'");
        }
        if (l < 0 || l > 2) {
            throw row.error(Columns.RELEVANCE_LABEL, "expected 0, 1 or 2, found " + l);
        }
        return l;
    }

    /** Question text per question id, from responses (first seen wins; they agree in the data). */
    static <R> Map<String, String> questions(List<R> responses, Function<R, String> id, Function<R, String> text) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (R r : responses) {
            out.putIfAbsent(id.apply(r), text.apply(r));
        }
        return out;
    }
}
