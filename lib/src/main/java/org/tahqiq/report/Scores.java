package org.tahqiq.report;

import org.tahqiq.eval.TypeAccuracy;
import java.util.Map;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task2.Task2Score;
import org.tahqiq.eval.Wilson;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.Thresholds;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** Task 2 scores and chosen thresholds as tables. */
public final class Scores {

    private Scores() {
    }

    /** One row per type (rows, hits, accuracy, 95% Wilson interval, missing) and a macro row. */
    public static Table table(Task2Score score) {
        AccuracyTable t = new AccuracyTable("Subtask 2 accuracy");
        for (TypeAccuracy ts : score.byType().values()) {
            t.add(ts.type().wire(), ts.hits(), ts.total(), ts.missing());
        }
        return t.addSummary("macro", score.macro(), score.missing()).table();
    }

    /**
     * Builds an accuracy table one row at a time: name, rows, hits, accuracy, its 95% Wilson interval and missing
     * predictions; a summary row (macro) may carry only an accuracy.
     */
    public static final class AccuracyTable {
        private final String title;
        private final StringColumn type = StringColumn.create("type");
        private final IntColumn rows = IntColumn.create("rows");
        private final IntColumn hits = IntColumn.create("hits");
        private final DoubleColumn acc = DoubleColumn.create("accuracy");
        private final DoubleColumn low = DoubleColumn.create("wilson_low");
        private final DoubleColumn high = DoubleColumn.create("wilson_high");
        private final IntColumn missing = IntColumn.create("missing");

        public AccuracyTable(String title) {
            this.title = title;
        }

        public AccuracyTable add(String name, int h, int n, int miss) {
            Wilson.Interval w = Wilson.interval95(h, n);
            type.append(name);
            rows.append(n);
            hits.append(h);
            acc.append(n == 0 ? Double.NaN : (double) h / n);
            low.append(w.low());
            high.append(w.high());
            missing.append(miss);
            return this;
        }

        public AccuracyTable addSummary(String name, double accuracy, int miss) {
            type.append(name);
            rows.appendMissing();
            hits.appendMissing();
            acc.append(accuracy);
            low.appendMissing();
            high.appendMissing();
            missing.append(miss);
            return this;
        }

        public Table table() {
            return Table.create(title, type, rows, hits, acc, low, high, missing);
        }
    }

    /** The thresholds each fold was labelled with, and those the whole labelled input selects. */
    public static Table thresholds(Task2Result result) {
        StringColumn fold = StringColumn.create("fold");
        DoubleColumn ayah = DoubleColumn.create("ayah");
        DoubleColumn matn = DoubleColumn.create("matn");
        DoubleColumn eq = DoubleColumn.create("equivalent");
        for (Map.Entry<Integer, Thresholds> e : result.foldThresholds().entrySet()) {
            fold.append(String.valueOf(e.getKey()));
            ayah.append(e.getValue().ayah());
            matn.append(e.getValue().matn());
            eq.append(e.getValue().equivalent());
        }
        Thresholds all = result.tunedOnAll();
        fold.append("all rows");
        ayah.append(all.ayah());
        matn.append(all.matn());
        eq.append(all.equivalent());
        return Table.create("thresholds by fold", fold, ayah, matn, eq);
    }

    /** Accuracy columns for a row of a comparison table: one per type in gold, then macro. */
    static void appendAccuracies(Table t, Task2Score score) {
        for (SegmentType type : SegmentType.values()) {
            String name = type.wire();
            if (!t.containsColumn(name)) {
                continue;
            }
            TypeAccuracy ts = score.byType().get(type);
            if (ts == null) {
                t.doubleColumn(name).appendMissing();
            } else {
                t.doubleColumn(name).append(ts.accuracy());
            }
        }
        t.doubleColumn("macro").append(score.macro());
    }

    /** Empty accuracy columns: one per segment type, then macro. */
    static DoubleColumn[] accuracyColumns() {
        DoubleColumn[] out = new DoubleColumn[SegmentType.values().length + 1];
        int i = 0;
        for (SegmentType type : SegmentType.values()) {
            out[i++] = DoubleColumn.create(type.wire());
        }
        out[i] = DoubleColumn.create("macro");
        return out;
    }
}
