package org.tahqiq.report;

import org.tahqiq.eval.TypeAccuracy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.task3.Correction;
import org.tahqiq.task3.FoldSeedSweep;
import org.tahqiq.task3.Task3Input;
import org.tahqiq.task3.Task3Result;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.task3.Task3Score;
import org.tahqiq.task3.Task3Scorer;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** Subtask 3 as tables: scores, the خطأ decision as a sweep, where the rows go, and examples. */
public final class CorrectionReport {

    private CorrectionReport() {
    }

    /** One row per type and an overall row: rows, hits, accuracy, 95% Wilson interval, missing. */
    public static Table scores(Task3Score score) {
        Scores.AccuracyTable t = new Scores.AccuracyTable("Subtask 3 accuracy");
        for (TypeAccuracy ts : score.byType().values()) {
            t.add(ts.type().wire(), ts.hits(), ts.total(), ts.missing());
        }
        return t.add("overall", score.hits(), score.total(), score.missing()).table();
    }

    /**
     * The spread of a {@link FoldSeedSweep}: one row per type and overall with rows, the first seed's hits (the run
     * the CLI reports), and the mean, minimum and maximum hits over all seeds, with the mean's accuracy.
     */
    public static Table foldSeeds(FoldSeedSweep sweep) {
        StringColumn type = StringColumn.create("type");
        IntColumn rows = IntColumn.create("rows");
        IntColumn first = IntColumn.create("seed_" + sweep.seeds().get(0) + "_hits");
        DoubleColumn mean = DoubleColumn.create("mean_hits");
        DoubleColumn accuracy = DoubleColumn.create("mean_accuracy");
        IntColumn min = IntColumn.create("min_hits");
        IntColumn max = IntColumn.create("max_hits");
        for (FoldSeedSweep.Spread sp : sweep.spreads()) {
            type.append(sp.name());
            rows.append(sp.rows());
            first.append(sp.first());
            mean.append(sp.mean());
            accuracy.append(sp.meanAccuracy());
            min.append(sp.min());
            max.append(sp.max());
        }
        return Table.create("Subtask 3 over " + sweep.seeds().size() + " fold seeds", type, rows, first, mean, accuracy, min, max);
    }

    /**
     * Accuracy per type and overall for several runs on one input (e.g. with more candidate sources each), after a
     * first row that answers خطأ everywhere: one row per run, columns {@code <type>} and {@code <type>_hits}.
     */
    public static Table compare(Task3Input input, Map<String, Task3Score> runs) {
        Map<String, Task3Score> all = new java.util.LinkedHashMap<>();
        Map<AnnotationKey, String> noSource = new HashMap<>();
        input.gold().forEach(r -> noSource.put(r.key(), Columns.NO_SOURCE));
        all.put("خطأ everywhere", Task3Scorer.score(input.gold(), noSource));
        all.putAll(runs);
        StringColumn run = StringColumn.create("run");
        Map<String, DoubleColumn> acc = new java.util.LinkedHashMap<>();
        Map<String, IntColumn> hits = new java.util.LinkedHashMap<>();
        for (String t : List.of("Ayah", "matn", "overall")) {
            acc.put(t, DoubleColumn.create(t));
            hits.put(t, IntColumn.create(t + "_hits"));
        }
        all.forEach((name, score) -> {
            run.append(name);
            for (SegmentType t : List.of(SegmentType.AYAH, SegmentType.MATN)) {
                TypeAccuracy ts = score.byType().get(t);
                acc.get(t.wire()).append(ts == null ? Double.NaN : ts.accuracy());
                hits.get(t.wire()).append(ts == null ? 0 : ts.hits());
            }
            acc.get("overall").append(score.accuracy());
            hits.get("overall").append(score.hits());
        });
        Table out = Table.create("Subtask 3 by run", run);
        acc.forEach((t, c) -> out.addColumns(c, hits.get(t)));
        return out;
    }

    /**
     * Accuracy per type if the proposal were submitted exactly when its word coverage reaches the threshold
     * (خطأ otherwise): the simplest form of the decision, to show where proposing pays.
     */
    public static Table coverageSweep(Task3Input input, Task3Result result, double[] grid) {
        Map<AnnotationKey, Task3Row> gold = gold(input);
        StringColumn type = StringColumn.create("type");
        DoubleColumn threshold = DoubleColumn.create("threshold");
        DoubleColumn accuracy = DoubleColumn.create("accuracy");
        for (SegmentType t : List.of(SegmentType.AYAH, SegmentType.MATN)) {
            List<Correction> rows = result.corrections().stream().filter(c -> c.key().type() == t
                    && gold.containsKey(AnnotationKey.of(c.key()))).toList();
            if (rows.isEmpty()) {
                continue;
            }
            for (double g : grid) {
                int hits = 0;
                for (Correction c : rows) {
                    boolean submit = c.proposal().found() && c.proposal().score() >= g;
                    String answer = submit ? c.proposal().text() : Columns.NO_SOURCE;
                    Task3Row row = gold.get(AnnotationKey.of(c.key()));
                    if (Task3Scorer.hit(t, answer, row.corrections())) {
                        hits++;
                    }
                }
                type.append(t.wire());
                threshold.append(g);
                accuracy.append((double) hits / rows.size());
            }
        }
        return Table.create("خطأ decision by coverage threshold", type, threshold, accuracy);
    }

    /**
     * Where the rows go, per type: gold has a text or says خطأ; the proposal matches gold or not; the decision
     * submitted it or answered خطأ.
     */
    public static Table outcomes(Task3Input input, Task3Result result) {
        Map<AnnotationKey, Task3Row> gold = gold(input);
        Map<String, Integer> counts = new java.util.TreeMap<>();
        for (Correction c : result.corrections()) {
            Task3Row g = gold.get(AnnotationKey.of(c.key()));
            if (g == null) {
                continue;
            }
            String goldKind = g.isNoSource() ? "gold خطأ" : "gold text";
            String proposal = !c.proposal().found() ? "no proposal"
                    : g.isNoSource() ? "proposal (any)"
                    : Task3Scorer.hit(c.key().type(), c.proposal().text(), g.corrections()) ? "proposal right" : "proposal wrong";
            String decision = Columns.NO_SOURCE.equals(c.text()) ? "answered خطأ" : "submitted";
            counts.merge(c.key().type().wire() + "\t" + goldKind + "\t" + proposal + "\t" + decision, 1, Integer::sum);
        }
        StringColumn type = StringColumn.create("type");
        StringColumn goldKind = StringColumn.create("gold");
        StringColumn proposal = StringColumn.create("proposal");
        StringColumn decision = StringColumn.create("decision");
        IntColumn rows = IntColumn.create("rows");
        BooleanColumn hit = BooleanColumn.create("scored_right");
        counts.forEach((k, n) -> {
            String[] p = k.split("\t");
            type.append(p[0]);
            goldKind.append(p[1]);
            proposal.append(p[2]);
            decision.append(p[3]);
            rows.append(n);
            hit.append(p[1].equals("gold خطأ") ? p[3].equals("answered خطأ") : p[2].equals("proposal right") && p[3].equals("submitted"));
        });
        return Table.create("Subtask 3 outcomes", type, goldKind, proposal, decision, rows, hit);
    }

    /** Up to {@code n} rows of one type: span, proposal, answer, first gold alternative, hit. */
    public static Table examples(Task3Input input, Task3Result result, SegmentType t, int n, int maxChars) {
        Map<AnnotationKey, Task3Row> gold = gold(input);
        StringColumn key = StringColumn.create("key");
        StringColumn span = StringColumn.create("span");
        StringColumn reference = StringColumn.create("proposed");
        StringColumn answer = StringColumn.create("answer");
        StringColumn goldText = StringColumn.create("gold");
        BooleanColumn hit = BooleanColumn.create("hit");
        for (Correction c : result.corrections()) {
            if (c.key().type() != t || key.size() >= n) {
                continue;
            }
            Task3Row g = gold.get(AnnotationKey.of(c.key()));
            key.append(c.key().responseId() + "/" + c.key().annotationId());
            span.append(clip(c.proposal().span(), maxChars));
            reference.append(c.proposal().reference());
            answer.append(clip(c.text(), maxChars));
            goldText.append(g == null ? "" : clip(g.corrections().get(0), maxChars));
            hit.append(g != null && Task3Scorer.hit(t, c.text(), g.corrections()));
        }
        return Table.create(t.wire() + " corrections", key, span, reference, answer, goldText, hit);
    }

    private static Map<AnnotationKey, Task3Row> gold(Task3Input input) {
        Map<AnnotationKey, Task3Row> out = new HashMap<>();
        input.gold().forEach(r -> out.put(r.key(), r));
        return out;
    }

    private static String clip(String s, int max) {
        String one = s.replace('\n', ' ');
        return one.length() <= max ? one : one.substring(0, max) + "…";
    }
}
