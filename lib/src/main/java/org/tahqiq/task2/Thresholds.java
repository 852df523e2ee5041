package org.tahqiq.task2;

/**
 * The tuned numbers of the rules, all on the 0–100 similarity scale.
 *
 * @param ayah       an Ayah span that is not an exact clean occurrence is correct from this similarity up
 * @param matn       a matn span is correct from this similarity up
 * @param equivalent a record counts as carrying the same matn (for claimed_source and isnad) from here up
 */
public record Thresholds(double ayah, double matn, double equivalent) {

    /**
     * The pinned thresholds for input without gold labels: what the whole shared dev set selects
     * ("on all rows" in the output of {@code ./tahqiq task2}). Rows with gold are labelled by
     * cross-validated thresholds instead; this value is only their search's starting point.
     */
    public static final Thresholds DEFAULT = new Thresholds(100, 98, 90);

    public Thresholds withEquivalent(double v) {
        return new Thresholds(ayah, matn, v);
    }
}
