package org.tahqiq.report;

import org.tahqiq.eval.TypeAccuracy;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.Spread;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task2.Task2Score;
import org.tahqiq.eval.Wilson;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.ThresholdSpread;
import org.tahqiq.task2.rules.Thresholds;
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
     * {@link #table(Task2Score)} at the headline seed (the first of {@code bySeed}) with, per row, the accuracy's mean,
     * min and max over the fold seeds of a repeated cross-validation.
     */
    public static Table table(List<Task2Score> bySeed) {
        return withSeedSpread(table(bySeed.get(0)), bySeed);
    }

    /** The official key a row of an accuracy table stands for: {@code accuracy} for the summary, else accuracy_NAME. */
    static String officialKey(String row) {
        return row.equals("macro") || row.equals("overall") ? "accuracy" : "accuracy_" + row;
    }

    /**
     * An accuracy table (one row per type and a summary row, as {@link AccuracyTable} builds) with three more
     * columns: each row's mean, min and max over the scores of the fold seeds.
     */
    public static Table withSeedSpread(Table accuracy, List<? extends Score> bySeed) {
        Map<String, Spread> spreads = spreads(bySeed);
        DoubleColumn mean = DoubleColumn.create("seeds_mean");
        DoubleColumn min = DoubleColumn.create("seeds_min");
        DoubleColumn max = DoubleColumn.create("seeds_max");
        for (String row : accuracy.stringColumn(0)) {
            Spread sp = spreads.get(officialKey(row));
            mean.append(sp == null ? Double.NaN : sp.mean());
            min.append(sp == null ? Double.NaN : sp.min());
            max.append(sp == null ? Double.NaN : sp.max());
        }
        Table out = accuracy.copy().addColumns(mean, min, max);
        return out.setName(accuracy.name() + " (" + bySeed.size() + " fold seeds)");
    }

    /** Each official score's spread over the seeds (counts that do not depend on the folds left out). */
    public static Map<String, Spread> spreads(List<? extends Score> bySeed) {
        if (bySeed.isEmpty()) {
            throw new IllegalArgumentException("no fold seeds");
        }
        return Spread.of(bySeed.stream().map(Score::toOfficialJson).toList(),
                bySeed.get(0).foldIndependent().toArray(String[]::new));
    }

    /**
     * Per accuracy of the official scores, its value at each seed, in seed order, named as the accuracy tables name
     * their rows ({@code accuracy} → "macro", {@code accuracy_matn} → "matn"): what a box chart shows.
     */
    public static Map<String, double[]> bySeed(List<? extends Score> bySeed) {
        return bySeed(bySeed, "macro");
    }

    /** {@link #bySeed(List)} with the headline {@code accuracy} named {@code summary} (Subtask 3's is "overall"). */
    public static Map<String, double[]> bySeed(List<? extends Score> bySeed, String summary) {
        Map<String, double[]> out = new LinkedHashMap<>();
        for (String key : spreads(bySeed).keySet()) {
            if (!key.startsWith("accuracy")) {
                continue;
            }
            String name = key.equals("accuracy") ? summary : key.substring("accuracy_".length());
            out.put(name, bySeed.stream().mapToDouble(s -> ((Number) s.toOfficialJson().get(key)).doubleValue()).toArray());
        }
        return out;
    }

    /** A pinned spec's spreads beside a new run's: the pin, what this run measured, and whether they agree. */
    public static Table againstPin(Map<String, Spread> pinned, Map<String, Spread> measured) {
        StringColumn key = StringColumn.create("score");
        DoubleColumn pinMean = DoubleColumn.create("pinned_mean");
        DoubleColumn mean = DoubleColumn.create("measured_mean");
        DoubleColumn min = DoubleColumn.create("measured_min");
        DoubleColumn max = DoubleColumn.create("measured_max");
        StringColumn same = StringColumn.create("same");
        pinned.forEach((k, p) -> {
            Spread m = measured.get(k);
            key.append(k);
            pinMean.append(p.mean());
            mean.append(m == null ? Double.NaN : m.mean());
            min.append(m == null ? Double.NaN : m.min());
            max.append(m == null ? Double.NaN : m.max());
            same.append(m != null && Math.abs(m.mean() - p.mean()) <= PIN_TOLERANCE && Math.abs(m.min() - p.min()) <= PIN_TOLERANCE
                    && Math.abs(m.max() - p.max()) <= PIN_TOLERANCE ? "yes" : "no");
        });
        return Table.create("pinned spec against this run", key, pinMean, mean, min, max, same);
    }

    /** Spreads agree with their pin up to rounding (the spec's own check uses the same tolerance). */
    static final double PIN_TOLERANCE = 1e-9;

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

    /** The thresholds of many fold fits as one series per threshold (Ayah, matn, equivalence), for a chart. */
    public static Map<String, double[]> foldThresholds(List<Thresholds> fits) {
        Map<String, double[]> out = new LinkedHashMap<>();
        out.put("Ayah", fits.stream().mapToDouble(Thresholds::ayah).toArray());
        out.put("matn", fits.stream().mapToDouble(Thresholds::matn).toArray());
        out.put("equivalence", fits.stream().mapToDouble(Thresholds::equivalent).toArray());
        return out;
    }

    /**
     * How far the thresholds of many fold fits lie apart (min, max, mean, sd of each), beside the value the whole
     * labelled input chooses ({@code onAll}).
     */
    public static Table thresholdSpread(List<Thresholds> fits, Thresholds onAll) {
        ThresholdSpread sp = ThresholdSpread.of(fits);
        StringColumn name = StringColumn.create("threshold");
        DoubleColumn all = DoubleColumn.create("all_rows");
        DoubleColumn min = DoubleColumn.create("folds_min");
        DoubleColumn max = DoubleColumn.create("folds_max");
        DoubleColumn mean = DoubleColumn.create("folds_mean");
        DoubleColumn sd = DoubleColumn.create("folds_sd");
        String[] names = {"Ayah", "matn", "equivalence"};
        ThresholdSpread.Range[] ranges = {sp.ayah(), sp.matn(), sp.equivalent()};
        double[] chosen = {onAll.ayah(), onAll.matn(), onAll.equivalent()};
        for (int i = 0; i < names.length; i++) {
            name.append(names[i]);
            all.append(chosen[i]);
            min.append(ranges[i].min());
            max.append(ranges[i].max());
            mean.append(ranges[i].mean());
            sd.append(ranges[i].sd());
        }
        return Table.create("thresholds over " + fits.size() + " fold fits", name, all, min, max, mean, sd);
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

    /** As {@link #appendAccuracies}, each column the mean over the seeds' scores. */
    static void appendMeanAccuracies(Table t, List<Task2Score> bySeed) {
        for (SegmentType type : SegmentType.values()) {
            String name = type.wire();
            if (!t.containsColumn(name)) {
                continue;
            }
            if (bySeed.get(0).byType().get(type) == null) {
                t.doubleColumn(name).appendMissing();
            } else {
                t.doubleColumn(name).append(bySeed.stream().mapToDouble(s -> s.byType().get(type).accuracy()).average().orElseThrow());
            }
        }
        t.doubleColumn("macro").append(bySeed.stream().mapToDouble(Task2Score::macro).average().orElseThrow());
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

    /**
     * The base-rate batches of {@code --accepted-check} ({@link org.tahqiq.task2.BaseRateCheck}): per batch, its share
     * of accepted quotes, its size, the share estimated from it, and the accuracy of the fit at its fitted share and at
     * the batch's.
     */
    public static Table baseRateBatches(List<org.tahqiq.task2.BaseRateCheck.Mixture> batches) {
        DoubleColumn share = DoubleColumn.create("accepted_share");
        IntColumn accepted = IntColumn.create("accepted");
        IntColumn rejected = IntColumn.create("rejected");
        DoubleColumn estimated = DoubleColumn.create("estimated_share");
        DoubleColumn atFitted = DoubleColumn.create("accuracy_fitted_share");
        DoubleColumn atInput = DoubleColumn.create("accuracy_batch_share");
        for (var b : batches) {
            share.append(b.share());
            accepted.append(b.accepted());
            rejected.append(b.rejected());
            estimated.append(b.estimated());
            atFitted.append((double) b.atFitted() / b.rows());
            atInput.append((double) b.atInput() / b.rows());
        }
        return Table.create("matn decisions at the fitted and at the batch's own base rate", share, accepted, rejected,
                estimated, atFitted, atInput);
    }
}
