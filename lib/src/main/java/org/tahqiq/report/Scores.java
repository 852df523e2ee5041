package org.tahqiq.report;

import java.util.Map;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.Task2Score;
import org.tahqiq.eval.Wilson;
import org.tahqiq.pipeline.Task2Result;
import org.tahqiq.rules.Thresholds;
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
        StringColumn type = StringColumn.create("type");
        IntColumn rows = IntColumn.create("rows");
        IntColumn hits = IntColumn.create("hits");
        DoubleColumn acc = DoubleColumn.create("accuracy");
        DoubleColumn low = DoubleColumn.create("wilson_low");
        DoubleColumn high = DoubleColumn.create("wilson_high");
        IntColumn missing = IntColumn.create("missing");
        for (Task2Score.TypeScore t : score.byType().values()) {
            Wilson.Interval w = Wilson.interval95(t.hits(), t.total());
            type.append(t.type().wire());
            rows.append(t.total());
            hits.append(t.hits());
            acc.append(t.accuracy());
            low.append(w.low());
            high.append(w.high());
            missing.append(t.missing());
        }
        type.append("macro");
        rows.appendMissing();
        hits.appendMissing();
        acc.append(score.macro());
        low.appendMissing();
        high.appendMissing();
        missing.append(score.missing());
        return Table.create("Subtask 2 accuracy", type, rows, hits, acc, low, high, missing);
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
            Task2Score.TypeScore ts = score.byType().get(type);
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
