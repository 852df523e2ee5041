package org.tahqiq.verify;

/**
 * What an incorrect Ayah or matn most likely meant, after Subtask 3's خطأ decision.
 *
 * @param text      the authentic text to put in its place, or {@code خطأ} when no authentic source is judged to exist
 * @param noSource  whether the decision is خطأ (fabricated, or too garbled to tell which text was meant)
 * @param reference where the best candidate comes from ("2:255", "صحيح البخاري #1", "train correction #3 (2 rows)"),
 *                  or "" when nothing was found; given for خطأ too, as the candidate that was withheld
 * @param candidate the best candidate text, also when it was withheld (null when nothing was found)
 * @param coverage  how much of the span the candidate accounts for (word overlap, 0–100)
 * @param run       the longest stretch of the span, in words, that the candidate has verbatim
 */
public record ProposedCorrection(String text, boolean noSource, String reference, String candidate, double coverage,
                                 int run) {
}
