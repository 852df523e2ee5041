package org.tahqiq.task2.rules;

import java.util.Locale;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.models.Models;

/**
 * The tuned numbers of the rules, all on the 0–100 similarity scale.
 *
 * @param ayah       an Ayah span that is not an exact clean occurrence is correct from this similarity up
 * @param matn       the matn similarity cut: decides a matn span only under {@code --matn-decision cut}; by default
 *                   {@link MatnModel} decides (fitted beside these, {@link Task2Fit}) and this value is the baseline
 * @param equivalent a record counts as carrying the same matn (for claimed_source and isnad) from here up
 */
public record Thresholds(double ayah, double matn, double equivalent) {

    /** The spec whose fitted thresholds unlabelled input gets. */
    public static final String PINNED_SPEC = "task2-dev";

    public Thresholds {
        for (double v : new double[] {ayah, matn, equivalent}) {
            if (!(v >= 0 && v <= 100)) {
                throw new IllegalArgumentException("thresholds are similarities from 0 to 100, got " + v);
            }
        }
    }

    /**
     * The thresholds for input without gold labels: what the whole shared dev set selects ("on all rows" in the output
     * of {@code ./tahqiq task2}), read from the pinned dev spec {@code results/regression/task2-dev.json} (or the models folder in use, {@link Models}) — so the
     * value printed for unseen data and the value unseen data gets are one number, in one file.
     */
    public static Thresholds pinned() {
        return Models.current().fitted("task2", "thresholds", Thresholds.class);
    }

    public Thresholds withEquivalent(double v) {
        return new Thresholds(ayah, matn, v);
    }

    /** The threshold of a score-thresholded type (Ayah or matn). */
    public double of(SegmentType type) {
        return switch (type) {
            case AYAH -> ayah;
            case MATN -> matn;
            default -> throw new IllegalArgumentException(type + " is not decided by a score threshold");
        };
    }

    /** The same thresholds with a score-thresholded type's one set to {@code v}. */
    public Thresholds with(SegmentType type, double v) {
        return switch (type) {
            case AYAH -> new Thresholds(v, matn, equivalent);
            case MATN -> new Thresholds(ayah, v, equivalent);
            default -> throw new IllegalArgumentException(type + " is not decided by a score threshold");
        };
    }

    /** "100.0 / 98.5 / 90.0". */
    public String text() {
        return String.format(Locale.ROOT, "%.1f / %.1f / %.1f", ayah, matn, equivalent);
    }
}
