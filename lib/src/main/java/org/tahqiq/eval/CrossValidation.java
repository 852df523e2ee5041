package org.tahqiq.eval;

import org.tahqiq.models.GroupedKFold;
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
        return select(rows, group, folds, seed, fit, apply, false);
    }

    /**
     * As {@link #select(List, Function, int, long, Function, BiFunction)}, each fold fitted and applied on a core of
     * its own when {@code parallelFolds}: for fits that cost seconds (a trained model), where {@code fit} and
     * {@code apply} are thread-safe. The result is the same either way.
     */
    public static <T, M, O> Result<M, O> select(List<T> rows, Function<T, String> group, int folds, long seed,
                                                Function<List<T>, M> fit, BiFunction<M, T, O> apply, boolean parallelFolds) {
        GroupedKFold kfold = new GroupedKFold(rows.stream().map(group).toList(), folds, seed);
        int[] foldOf = rows.stream().mapToInt(r -> kfold.fold(group.apply(r))).toArray();
        int k = kfold.folds();
        // Slot k holds the fit on all rows: one more task beside the folds' (k + 1 fits keep two cores busier than k).
        Object[] fitted = new Object[k + 1];
        Object[] decided = new Object[rows.size()];
        java.util.stream.IntStream fs = java.util.stream.IntStream.rangeClosed(0, k);
        (parallelFolds ? fs.parallel() : fs).forEach(f -> {
            if (f == k) {
                fitted[k] = fit.apply(rows);
                return;
            }
            List<T> train = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                if (foldOf[i] != f) {
                    train.add(rows.get(i));
                }
            }
            M m = fit.apply(train);
            fitted[f] = m;
            for (int i = 0; i < rows.size(); i++) {
                if (foldOf[i] == f) {
                    decided[i] = apply.apply(m, rows.get(i));
                }
            }
        });
        @SuppressWarnings("unchecked")
        List<M> models = (List<M>) (List<?>) java.util.Arrays.asList(fitted);
        Map<Integer, M> perFold = new LinkedHashMap<>();
        for (int f = 0; f < k; f++) {
            perFold.put(f, models.get(f));
        }
        @SuppressWarnings("unchecked")
        List<O> inOrder = (List<O>) (List<?>) java.util.Arrays.asList(decided);
        return new Result<>(new ArrayList<>(inOrder), perFold, models.get(k), foldOf);
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
