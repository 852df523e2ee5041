package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionThresholds;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.CrossValidation;

/**
 * The same proposals cross-validated under several fold assignments. On a few hundred rows a change worth two or
 * three rows at one seed can be the luck of the folds; the spread over seeds says how much of a difference is noise.
 *
 * @param seeds  the fold seeds, in the order run
 * @param scores the cross-validated score at each seed
 */
public record FoldSeedSweep(List<Long> seeds, List<Task3Score> scores) {

    public FoldSeedSweep {
        if (seeds.isEmpty() || seeds.size() != scores.size()) {
            throw new IllegalArgumentException("one score per seed, at least one seed");
        }
        seeds = List.copyOf(seeds);
        scores = List.copyOf(scores);
    }

    /**
     * Decides labelled proposals once per seed.
     *
     * @param folds cross-validation folds, at least 2
     */
    public static FoldSeedSweep run(Task3Input input, Task3Pipeline.Proposals proposals, int folds, List<Long> seeds) {
        return run(input, proposals, folds, seeds, AcceptModel.Settings.DEFAULT);
    }

    /** {@link #run(Task3Input, Task3Pipeline.Proposals, int, List)} with the models' settings given. */
    public static FoldSeedSweep run(Task3Input input, Task3Pipeline.Proposals proposals, int folds, List<Long> seeds,
                                    AcceptModel.Settings settings) {
        return run(input, proposals, folds, seeds, settings, Task3Pipeline.TrainRows.NONE);
    }

    /** As {@link #run(Task3Input, Task3Pipeline.Proposals, int, List, AcceptModel.Settings)}, every fit also on {@code train}. */
    public static FoldSeedSweep run(Task3Input input, Task3Pipeline.Proposals proposals, int folds, List<Long> seeds,
                                    AcceptModel.Settings settings, Task3Pipeline.TrainRows train) {
        if (!input.hasGold() || folds < 2) {
            throw new IllegalArgumentException("a fold-seed sweep needs gold labels and at least 2 folds");
        }
        List<Task3Score> scores = new ArrayList<>();
        for (long seed : seeds) {
            // fixed thresholds only decide unlabelled input, so any will do here
            scores.add(Task3Pipeline.decideRanked(input, proposals, CorrectionThresholds.pinned(), folds, seed, settings, train).score());
        }
        return new FoldSeedSweep(seeds, scores);
    }

    /** {@code n} distinct seeds: {@code first}, then 1, 2, 3, … (skipping {@code first}); see {@link CrossValidation#seeds}. */
    public static List<Long> seeds(long first, int n) {
        return CrossValidation.seeds(first, n);
    }

    /** Hits of one type (null: all rows) at each seed. */
    public int[] hits(SegmentType type) {
        ToIntFunction<Task3Score> f = type == null ? Task3Score::hits : s -> s.byType().get(type).hits();
        return scores.stream().mapToInt(f).toArray();
    }

    /** Rows of one type (null: all rows); the same at every seed. */
    public int total(SegmentType type) {
        Task3Score s = scores.get(0);
        return type == null ? s.total() : s.byType().get(type).total();
    }

    /**
     * One type's spread over the seeds.
     *
     * @param name  the type's wire name, or "overall"
     * @param rows  gold rows of the type
     * @param first hits at the first seed (the run the CLI reports)
     * @param mean  mean hits
     * @param min   fewest hits at any seed
     * @param max   most hits at any seed
     */
    public record Spread(String name, int rows, int first, double mean, int min, int max) {

        public double meanAccuracy() {
            return mean / rows;
        }
    }

    /** One spread per type in gold, then overall. */
    public List<Spread> spreads() {
        List<Spread> out = new ArrayList<>();
        for (SegmentType t : types()) {
            int[] h = hits(t);
            out.add(new Spread(name(t), total(t), h[0], java.util.Arrays.stream(h).average().orElseThrow(),
                    java.util.Arrays.stream(h).min().orElseThrow(), java.util.Arrays.stream(h).max().orElseThrow()));
        }
        return out;
    }

    /** "Ayah     mean 267.1 of 314 (0.8505), min 263, max 269" and so on, one line per type and overall. */
    public List<String> summary() {
        return spreads().stream().map(sp -> String.format(Locale.ROOT, "%-8s mean %.1f of %d (%.4f), min %d, max %d", sp.name(),
                sp.mean(), sp.rows(), sp.meanAccuracy(), sp.min(), sp.max())).toList();
    }

    /** The types in gold, then null for all rows. */
    private List<SegmentType> types() {
        List<SegmentType> out = new ArrayList<>(scores.get(0).byType().keySet());
        out.add(null);
        return out;
    }

    private static String name(SegmentType t) {
        return t == null ? "overall" : t.wire();
    }

    /** seed, type, hits, rows, accuracy: one line per seed and type (and "overall"). */
    public String toTsv() {
        StringBuilder b = new StringBuilder("seed\ttype\thits\trows\taccuracy\n");
        for (int i = 0; i < seeds.size(); i++) {
            for (SegmentType t : types()) {
                int hits = hits(t)[i];
                b.append(String.format(Locale.ROOT, "%d\t%s\t%d\t%d\t%.4f%n", seeds.get(i), name(t), hits, total(t),
                        (double) hits / total(t)));
            }
        }
        return b.toString();
    }
}
