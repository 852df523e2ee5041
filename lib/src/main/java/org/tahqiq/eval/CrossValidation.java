package org.tahqiq.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Cross-validation grouped by question, written once for every subtask: each row is decided by a setting fitted on
 * the other folds' questions only, and the same setting fitted on all rows is what unseen data gets.
 *
 * <p>{@link #select} is the one way a tuned value (a threshold, a rule, a model) is chosen: {@code fit} sees the
 * training rows of a fold, {@code apply} decides one held-out row with what was fitted.
 */
public final class CrossValidation {

    private CrossValidation() {
    }

    /**
     * The outcome of one cross-validated selection.
     *
     * @param decided  per row, in input order, the decision of the fold that held it out
     * @param perFold  what each fold fitted on its training rows
     * @param onAll    what all rows fit (for unseen data; not an estimate)
     * @param foldOf   per row, its fold
     */
    public record Result<M, O>(List<O> decided, Map<Integer, M> perFold, M onAll, int[] foldOf) {
    }

    /**
     * Fits on the other folds and applies to each fold's rows, and fits once more on all rows.
     *
     * @param group the question a row belongs to (rows of one question never sit on both sides of a split)
     */
    public static <T, M, O> Result<M, O> select(List<T> rows, Function<T, String> group, int folds, long seed,
                                                Function<List<T>, M> fit, BiFunction<M, T, O> apply) {
        GroupedKFold kfold = new GroupedKFold(rows.stream().map(group).toList(), folds, seed);
        int[] foldOf = rows.stream().mapToInt(r -> kfold.fold(group.apply(r))).toArray();
        Map<Integer, M> perFold = new LinkedHashMap<>();
        List<O> decided = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            decided.add(null);
        }
        for (int f = 0; f < kfold.folds(); f++) {
            List<T> train = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                if (foldOf[i] != f) {
                    train.add(rows.get(i));
                }
            }
            M m = fit.apply(train);
            perFold.put(f, m);
            for (int i = 0; i < rows.size(); i++) {
                if (foldOf[i] == f) {
                    decided.set(i, apply.apply(m, rows.get(i)));
                }
            }
        }
        return new Result<>(decided, perFold, fit.apply(rows), foldOf);
    }

    /** {@code n} distinct fold seeds: {@code first}, then 1, 2, 3, … (skipping {@code first}). */
    public static List<Long> seeds(long first, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("at least one fold seed, got " + n);
        }
        LinkedHashSet<Long> out = new LinkedHashSet<>();
        out.add(first);
        for (long s = 1; out.size() < n; s++) {
            out.add(s);
        }
        return List.copyOf(out);
    }

    /** The question a row belongs to for grouping; inputs without question ids fall back to the response. */
    public static String group(String questionId, String responseId) {
        return questionId != null ? questionId : responseId;
    }
}
