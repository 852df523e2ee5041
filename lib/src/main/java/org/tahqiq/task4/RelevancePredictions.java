package org.tahqiq.task4;

import org.tahqiq.task4.features.RelevanceTsv;
import org.tahqiq.task4.features.RelevanceKey;
import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.eval.PredictionsReader;
import org.tahqiq.submit.SubmissionException;
import org.tahqiq.submit.SubmissionTsv;

/**
 * The Subtask 4 submission file: the exact official header
 * {@code question_id Response_ID Annotation_ID span_type span_text relevance_label}, one row per input row, label 1
 * (relevant) or 0. Written through {@link SubmissionTsv}, so a span_text that begins with (or holds) a {@code "} is
 * CSV-quoted, as the scorer reads the file CSV-style.
 */
public final class RelevancePredictions {

    public static final List<String> HEADER = List.of(Columns.QUESTION_ID, Columns.RESPONSE_ID, Columns.ANNOTATION_ID,
            Columns.SPAN_TYPE, Columns.SPAN_TEXT, Columns.RELEVANCE_LABEL);

    private RelevancePredictions() {
    }

    /** Checks that {@code relevant} gives exactly one 0/1 label per input row, then writes the file. */
    public static void write(Path file, List<RelevanceRow> rows, boolean[] relevant) throws IOException {
        validate(rows, relevant);
        List<List<String>> out = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            RelevanceRow r = rows.get(i);
            out.add(List.of(r.key().questionId(), r.key().responseId(), Integer.toString(r.key().annotationId()),
                    r.type().wire(), r.spanText(), relevant[i] ? "1" : "0"));
        }
        SubmissionTsv.write(file, HEADER, out);
    }

    /** One prediction per input row and every input key once; a {@link SubmissionException} lists what is wrong. */
    public static void validate(List<RelevanceRow> rows, boolean[] relevant) {
        List<String> problems = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("duplicate", 0);
        counts.put("missing", 0);
        counts.put("unexpected", 0);
        Set<RelevanceKey> seen = new LinkedHashSet<>();
        for (RelevanceRow r : rows) {
            if (!seen.add(r.key())) {
                problems.add("duplicate: " + r.key() + ": two input rows");
                counts.merge("duplicate", 1, Integer::sum);
            }
        }
        if (relevant == null || relevant.length != rows.size()) {
            int n = relevant == null ? 0 : relevant.length;
            String kind = n < rows.size() ? "missing" : "unexpected";
            problems.add(kind + ": " + n + " predictions for " + rows.size() + " input rows");
            counts.merge(kind, Math.abs(rows.size() - n), Integer::sum);
        }
        if (!problems.isEmpty()) {
            throw new SubmissionException("Task 4 submission rejected: " + String.join("; ", problems), problems, counts);
        }
    }

    /**
     * Reads a predictions file as the scorer does — a TSV, or the submission zip holding it: the header must be
     * exactly the official one; labels 0, 1 or 2 (2 counts as relevant); a duplicate key is an error located at its line.
     */
    public static List<RelevanceScorer.Predicted> read(Path file) {
        Tsv tsv = PredictionsReader.table(file);
        if (!tsv.header().equals(HEADER)) {
            throw new InputException(tsv.file(), tsv.headerLine(), null, "the header must be exactly "
                    + String.join(" ", HEADER) + " (tab-separated); found " + String.join(" ", tsv.header()));
        }
        List<RelevanceScorer.Predicted> out = new ArrayList<>();
        for (Tsv.Row row : tsv.rows()) {
            RelevanceKey key = new RelevanceKey(row.getNonEmpty(Columns.QUESTION_ID), row.getNonEmpty(Columns.RESPONSE_ID),
                    row.getInt(Columns.ANNOTATION_ID));
            String v = row.get(Columns.RELEVANCE_LABEL);
            if (!v.equals("0") && !v.equals("1") && !v.equals("2")) {
                throw row.error(Columns.RELEVANCE_LABEL, "expected 0, 1 or 2, found '" + v + "'");
            }
            out.add(new RelevanceScorer.Predicted(key, !v.equals("0"), row.line()));
        }
        return out;
    }

    /** A gold file (dev_task_4.tsv style): every row labelled. */
    public static List<RelevanceRow> readGold(Path file) {
        List<RelevanceRow> out = new ArrayList<>();
        for (RelevanceTsv.Parsed p : RelevanceTsv.read(file)) {
            if (p.label() == null) {
                throw p.row().error(Columns.RELEVANCE_LABEL, "gold needs a label on every row");
            }
            out.add(new RelevanceRow(p.key(), p.type(), p.spanText(), p.label(), Origin.DEV, null, null, p.row().line()));
        }
        return out;
    }
}
