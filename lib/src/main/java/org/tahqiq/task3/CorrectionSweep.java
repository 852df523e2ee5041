package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionThresholds;
import java.util.List;
import java.util.function.Predicate;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ThresholdChoice;
import org.tahqiq.eval.ThresholdSweep;

/**
 * Chooses the خطأ rule's two parameters per type — coverage threshold and run length — by the hits they give
 * on labelled rows. Only rows some setting can hit take part: a proposal gold accepts ({@code accept}, a hit
 * when submitted) and a gold خطأ ({@code !accept}, a hit when withheld).
 */
public final class CorrectionSweep {

    /** Coverage thresholds: 0.5 steps from 0 to 100. */
    public static final double[] GRID = ThresholdSweep.grid(0, 100, 201);
    /** How a coverage threshold is read off its hits curve. */
    static final ThresholdChoice CHOICE = ThresholdChoice.STABLE;
    /**
     * Run lengths tried (a search grid, chosen inside the folds; not tuned); the last one effectively switches the run
     * test off. The thresholds only decide when a type has no model (the models decide on dev).
     */
    public static final int[] RUNS = {2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 1000};

    /** One labelled row; {@code x} holds its {@link AcceptModel#measure measurements} (null: thresholds only). */
    public record Row(SegmentType type, String group, double score, int run, boolean accept, double[] x) {

        public Row(SegmentType type, String group, double score, int run, boolean accept) {
            this(type, group, score, run, accept, null);
        }
    }

    private CorrectionSweep() {
    }

    public static CorrectionThresholds select(List<Row> rows, Predicate<Row> keep) {
        int[] a = best(rows, keep, SegmentType.AYAH);
        int[] m = best(rows, keep, SegmentType.MATN);
        return new CorrectionThresholds(GRID[a[0]], GRID[m[0]], RUNS[a[1]], RUNS[m[1]]);
    }

    /** The thresholds of {@link #select} plus, per type, an {@link AcceptModel} fitted on the kept rows (which decides). */
    public static CorrectionThresholds selectWithModels(List<Row> rows, Predicate<Row> keep) {
        return selectWithModels(rows, keep, AcceptModel.Settings.DEFAULT);
    }

    /** {@link #selectWithModels(List, Predicate)} with the models' penalty and features given. */
    public static CorrectionThresholds selectWithModels(List<Row> rows, Predicate<Row> keep, AcceptModel.Settings settings) {
        CorrectionThresholds t = select(rows, keep);
        return new CorrectionThresholds(t.ayah(), t.matn(), t.ayahRun(), t.matnRun(),
                model(rows, keep, SegmentType.AYAH, settings), model(rows, keep, SegmentType.MATN, settings));
    }

    /** Null when the type has no kept row with features. */
    static AcceptModel model(List<Row> rows, Predicate<Row> keep, SegmentType type, AcceptModel.Settings settings) {
        List<Row> rs = rows.stream().filter(r -> r.type() == type && r.x() != null && keep.test(r)).toList();
        if (rs.isEmpty()) {
            return null;
        }
        List<String> features = settings.of(type);
        double penalty = type == SegmentType.MATN ? penalty(rs, features, settings.l2()) : settings.l2();
        return AcceptModel.fit(features, rs.stream().map(Row::x).toList(), rs.stream().map(Row::accept).toList(), penalty);
    }

    /** Penalties the matn model may take, as multiples of the given one; a search grid (chosen by {@link #penalty}). */
    static final double[] PENALTY_STEPS = {1.0 / 3, 1.0, 3.0};
    /** Inner folds the penalty is chosen by; a conventional 5, as the outer cross-validation. */
    static final int INNER_FOLDS = 5;

    /**
     * The penalty of {@code l2}·{@link #PENALTY_STEPS} under which models fitted on the other inner folds (grouped by
     * question) decide the most held-out rows right; ties go to {@code l2} itself, then the smaller one.
     */
    static double penalty(List<Row> rows, List<String> features, double l2) {
        double best = l2;
        int bestHits = -1;
        for (double step : PENALTY_STEPS) {
            double p = l2 * step;
            int h = 0;
            for (int k = 0; k < INNER_FOLDS; k++) {
                final int fold = k;
                List<Row> fit = rows.stream().filter(r -> innerFold(r) != fold).toList();
                if (fit.stream().noneMatch(Row::accept) || fit.stream().allMatch(Row::accept)) {
                    continue;
                }
                AcceptModel m = AcceptModel.fit(features, fit.stream().map(Row::x).toList(),
                        fit.stream().map(Row::accept).toList(), p);
                for (Row r : rows) {
                    h += innerFold(r) == fold && (m.logit(AcceptModel.select(features, r.x())) >= 0) == r.accept() ? 1 : 0;
                }
            }
            if (h > bestHits || h == bestHits && step == 1.0) {
                best = p;
                bestHits = h;
            }
        }
        return best;
    }

    /** A row's inner fold: by its question, so a question's rows stay together. */
    private static int innerFold(Row r) {
        return Math.floorMod(r.group().hashCode(), INNER_FOLDS);
    }

    /**
     * Grid index and run index with the most hits: per run length the coverage threshold its hits curve selects
     * ({@link #CHOICE}), and the shortest run whose choice reaches the best objective.
     */
    public static int[] best(List<Row> rows, Predicate<Row> keep, SegmentType type) {
        List<Row> rs = rows.stream().filter(r -> r.type() == type && keep.test(r)).toList();
        double bestObjective = Double.NEGATIVE_INFINITY;
        int[] best = {GRID.length / 2, RUNS.length - 1};
        for (int ri = 0; ri < RUNS.length; ri++) {
            double[] hits = new double[GRID.length];
            for (int g = 0; g < GRID.length; g++) {
                hits[g] = hits(rs, GRID[g], RUNS[ri]);
            }
            ThresholdChoice.Choice c = CHOICE.choose(GRID, hits);
            if (c.objective() > bestObjective) {
                bestObjective = c.objective();
                best = new int[] {c.index(), ri};
            }
        }
        return best;
    }

    public static int hits(List<Row> rows, double threshold, int run) {
        int h = 0;
        for (Row r : rows) {
            boolean submit = r.score() >= threshold || r.run() >= run;
            h += submit == r.accept() ? 1 : 0;
        }
        return h;
    }
}
