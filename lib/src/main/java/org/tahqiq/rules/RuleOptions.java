package org.tahqiq.rules;

/**
 * Switches for the rule refinements, so each one's contribution can be measured (the ablation table).
 * {@link #ALL} is what the tool runs.
 *
 * @param checkAttribution claimed_source is checked against what its own quote matched (off: assumed correct)
 * @param allPlaces        ... against every place the quote occurs and every equivalent record (off: the best one only)
 * @param groundedIsnad    isnad narrators are looked up in the chains of the matched records (off: assumed correct)
 * @param exactAyah        Ayah quotes are judged by word-aligned exact occurrence with the vowel check first
 *                         (off: fuzzy similarity alone)
 */
public record RuleOptions(boolean checkAttribution, boolean allPlaces, boolean groundedIsnad, boolean exactAyah) {

    public static final RuleOptions ALL = new RuleOptions(true, true, true, true);
    /** Quotes by fuzzy similarity only; attributions not checked. */
    public static final RuleOptions NONE = new RuleOptions(false, false, false, false);

    public RuleOptions withCheckAttribution(boolean v) {
        return new RuleOptions(v, allPlaces, groundedIsnad, exactAyah);
    }

    public RuleOptions withAllPlaces(boolean v) {
        return new RuleOptions(checkAttribution, v, groundedIsnad, exactAyah);
    }

    public RuleOptions withGroundedIsnad(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, v, exactAyah);
    }

    public RuleOptions withExactAyah(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, v);
    }
}
