package org.tahqiq.task4;

import org.tahqiq.task4.features.RelevanceKey;
import org.tahqiq.task4.features.RelevanceRow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.SegmentType;

/**
 * The official Subtask 4 scorer. Rows are keyed by (question_id, Response_ID, Annotation_ID); labels 1 and 2 are
 * relevant, 0 is not; span_type and span_text play no part in the key (the type used for the per-type scores is
 * gold's). A prediction for a key gold lacks, a key predicted twice, and a question predicted only in part are
 * errors; a question the predictions leave out entirely scores 0.
 */
public final class RelevanceScorer {

    private RelevanceScorer() {
    }

    /** One prediction row; {@code line} locates errors in {@code file} (0 for predictions made in memory). */
    public record Predicted(RelevanceKey key, boolean relevant, long line) {
    }

    /**
     * @param gold  gold rows, each with a label
     * @param preds predictions
     * @param file  the predictions' file for error messages (may be null)
     */
    public static RelevanceScore score(List<RelevanceRow> gold, List<Predicted> preds, Path file) {
        Map<RelevanceKey, RelevanceRow> byKey = new LinkedHashMap<>();
        for (RelevanceRow g : gold) {
            if (byKey.put(g.key(), g) != null) {
                throw new IllegalArgumentException("gold has key " + g.key() + " twice");
            }
        }
        Map<RelevanceKey, Boolean> predicted = new HashMap<>();
        Map<RelevanceKey, Long> lines = new HashMap<>();
        for (Predicted p : preds) {
            Long first = lines.putIfAbsent(p.key(), p.line());
            if (first != null) {
                throw new InputException(file, p.line(), Columns.ANNOTATION_ID, "duplicate key (question_id, Response_ID, "
                        + "Annotation_ID) = " + p.key() + (first > 0 ? " (first on line " + first + ")" : ""));
            }
            if (!byKey.containsKey(p.key())) {
                throw new InputException(file, p.line(), Columns.RESPONSE_ID, "key " + p.key() + " is not in gold");
            }
            predicted.put(p.key(), p.relevant());
        }
        Map<String, List<RelevanceRow>> byQuestion = new LinkedHashMap<>();
        gold.forEach(g -> byQuestion.computeIfAbsent(g.questionId(), q -> new ArrayList<>()).add(g));
        for (List<RelevanceRow> rows : byQuestion.values()) {
            long present = rows.stream().filter(r -> predicted.containsKey(r.key())).count();
            if (present > 0 && present < rows.size()) {
                RelevanceRow absent = rows.stream().filter(r -> !predicted.containsKey(r.key())).findFirst().orElseThrow();
                throw new InputException(file, 0, Columns.QUESTION_ID, "question " + absent.questionId()
                        + " is predicted only in part: " + present + " of its " + rows.size() + " rows (no prediction for "
                        + absent.key() + ")");
            }
        }
        return new RelevanceScore(part(byQuestion, predicted, null), part(byQuestion, predicted, SegmentType.AYAH),
                part(byQuestion, predicted, SegmentType.MATN));
    }

    /** Scores rows with in-memory predictions (one per gold row, same order). */
    public static RelevanceScore score(List<RelevanceRow> gold, boolean[] relevant) {
        if (relevant.length != gold.size()) {
            throw new IllegalArgumentException(relevant.length + " predictions for " + gold.size() + " rows");
        }
        List<Predicted> preds = new ArrayList<>(gold.size());
        for (int i = 0; i < gold.size(); i++) {
            preds.add(new Predicted(gold.get(i).key(), relevant[i], 0));
        }
        return score(gold, preds, null);
    }

    private static RelevanceScore.Part part(Map<String, List<RelevanceRow>> byQuestion, Map<RelevanceKey, Boolean> predicted,
                                            SegmentType only) {
        List<RelevanceScore.QuestionOutcome> out = new ArrayList<>();
        int missing = 0;
        double sum = 0;
        for (Map.Entry<String, List<RelevanceRow>> e : byQuestion.entrySet()) {
            int rows = 0;
            int gold = 0;
            int pred = 0;
            int both = 0;
            boolean any = false;
            for (RelevanceRow r : e.getValue()) {
                if (only != null && r.type() != only) {
                    continue;
                }
                rows++;
                Boolean p = predicted.get(r.key());
                any |= p != null;
                boolean g = r.relevant();
                boolean pr = p != null && p;
                gold += g ? 1 : 0;
                pred += pr ? 1 : 0;
                both += g && pr ? 1 : 0;
            }
            if (rows == 0) {
                continue;
            }
            RelevanceScore.QuestionOutcome o = new RelevanceScore.QuestionOutcome(e.getKey(), rows, gold, pred, both, any);
            missing += any ? 0 : 1;
            sum += o.f1();
            out.add(o);
        }
        return new RelevanceScore.Part(out.isEmpty() ? 0.0 : sum / out.size(), out, missing);
    }
}
