package org.tahqiq.task2;

import org.tahqiq.task2.rules.MatnFeature;
import org.tahqiq.task2.rules.MatnModel;
import java.util.List;
import java.util.Locale;

/**
 * How matn quotes are decided: by the similarity cut (one threshold chosen in the folds, the baseline), or by the
 * {@link MatnModel} over the given feature groups, fitted in the folds.
 *
 * @param groups the model's feature groups; empty for the cut
 * @param l2     the model's penalty
 */
public record MatnDecision(List<MatnFeature.Group> groups, double l2, boolean inputBaseRate) {

    /** The similarity cut. */
    public static final MatnDecision CUT = new MatnDecision(List.of(), MatnModel.L2, false);
    /**
     * What the tool decides with: the model over the feature groups the experiments kept
     * ({@code results/experiments/task2-matn.json}: chosen on the working part's repeated cross-validation, the lockbox
     * not worse). The finer descriptions of the difference lowered the working part's accuracy as each was added.
     */
    public static final MatnDecision DEFAULT = new MatnDecision(List.of(MatnFeature.Group.SIMILARITY), MatnModel.L2, true);

    public MatnDecision {
        groups = List.copyOf(groups);
    }

    public static MatnDecision model(List<MatnFeature.Group> groups) {
        if (groups.isEmpty()) {
            throw new IllegalArgumentException("a matn model needs at least one feature group");
        }
        return new MatnDecision(groups, MatnModel.L2, DEFAULT.inputBaseRate);
    }

    public boolean isModel() {
        return !groups.isEmpty();
    }

    /** Whether the model reads a group. */
    public boolean reads(MatnFeature.Group g) {
        return groups.contains(g);
    }

    public List<MatnFeature> features() {
        return MatnFeature.of(groups);
    }

    public MatnDecision withL2(double v) {
        return new MatnDecision(groups, v, inputBaseRate);
    }

    /** The same decision at the base rate it was fitted at ({@code false}) or at the input's own ({@code true}). */
    public MatnDecision withInputBaseRate(boolean v) {
        return new MatnDecision(groups, l2, v);
    }

    /** "cut" or "model: similarity,coverage,…". */
    public String text() {
        return isModel() ? "model: " + MatnFeature.Group.names(groups) + (inputBaseRate ? ", at the input's base rate" : "")
                : "cut";
    }

    @Override
    public String toString() {
        return text().toLowerCase(Locale.ROOT);
    }
}
