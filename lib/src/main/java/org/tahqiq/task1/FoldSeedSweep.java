package org.tahqiq.task1;

import java.util.ArrayList;
import java.util.List;

/**
 * The cross-validation repeated over fold assignments: seeds 2026, 1, 2, ..., n-1. One seed's score moves by
 * several thousandths with the draw of questions into folds, so claims rest on the mean and the spread.
 */
public final class FoldSeedSweep {

    private FoldSeedSweep() {
    }

    /** The seed of the i-th repetition: 2026 first (the pinned run), then 1, 2, ... */
    public static long seed(int i) {
        return i == 0 ? CrossValidation.SEED : i;
    }

    public record Run(long seed, Task1Score score) {
    }

    /** Mean, min and max of one class's F1 (null class: the macro F1) over the runs. */
    public record Spread(CharClass type, double first, double mean, double min, double max) {
    }

    public static List<Run> run(Task1Pipeline p, List<Encoded> labelled, int folds, int seeds) {
        List<Run> out = new ArrayList<>();
        for (int i = 0; i < seeds; i++) {
            out.add(new Run(seed(i), p.crossValidate(labelled, folds, seed(i)).score()));
        }
        return out;
    }

    /** The macro F1 first, then each class. */
    public static List<Spread> spreads(List<Run> runs) {
        List<Spread> out = new ArrayList<>();
        out.add(spread(runs, null));
        for (CharClass c : CharClass.values()) {
            out.add(spread(runs, c));
        }
        return out;
    }

    private static Spread spread(List<Run> runs, CharClass c) {
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Run r : runs) {
            double f = c == null ? r.score().macroF1() : r.score().f1(c);
            sum += f;
            min = Math.min(min, f);
            max = Math.max(max, f);
        }
        Run first = runs.get(0);
        return new Spread(c, c == null ? first.score().macroF1() : first.score().f1(c), sum / runs.size(), min, max);
    }
}
