package org.tahqiq.task2.rules;

/**
 * The Subtask 2 rules' numeric constants that no cross-validation chooses: priors, each with how it was set, and each
 * one's sensitivity (the repeated-CV score one step either side) printed by {@code ./tahqiq task2 --sensitivity}.
 *
 * @param ayahMinWords an exact Ayah fragment shorter than this (in words) proves nothing unless it is a whole verse.
 *                     Set to 2 when the rule was first written, before any dev score (a one-word quote identifies no
 *                     verse); a prior
 * @param matnMinWords a matn shorter than this proves no quote ("أن" occurs in thousands of narrations). Added after
 *                     reading dev errors (commit a754ade); a prior now, with its sensitivity printed
 * @param claimMargin  how far (similarity points) below the best place the claimed verse of a misquote may fit and
 *                     still count as the verse meant. Set to 5 after reading dev claims (commit e731401, claimed_source
 *                     0.944 → 0.947 at one seed); a prior now, with its sensitivity printed
 */
public record RulePriors(int ayahMinWords, int matnMinWords, double claimMargin) {

    public static final RulePriors DEFAULT = new RulePriors(2, 2, 5);

    public RulePriors {
        if (ayahMinWords < 1 || matnMinWords < 1 || !(claimMargin >= 0)) {
            throw new IllegalArgumentException("word minima of at least 1 and a margin of at least 0, got " + ayahMinWords
                    + ", " + matnMinWords + ", " + claimMargin);
        }
    }

    public RulePriors withAyahMinWords(int v) {
        return new RulePriors(v, matnMinWords, claimMargin);
    }

    public RulePriors withMatnMinWords(int v) {
        return new RulePriors(ayahMinWords, v, claimMargin);
    }

    public RulePriors withClaimMargin(double v) {
        return new RulePriors(ayahMinWords, matnMinWords, v);
    }
}
