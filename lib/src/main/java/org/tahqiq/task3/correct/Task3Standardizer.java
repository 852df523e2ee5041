package org.tahqiq.task3.correct;

import org.tahqiq.text.PyText;

/**
 * The text standardisations of the official Task 3 scorer: a predicted correction hits when its
 * standardised text equals the standardised text of one gold alternative. The steps and their order
 * are the scorer's (see NOTES.md, "Official scorer semantics → Task 3"); each replacement is a
 * plain left-to-right, non-overlapping substring replacement like Python's {@code str.replace}.
 */
public final class Task3Standardizer {

    private static final String ALEF = "\u0627";
    private static final String LAM = "\u0644";
    private static final String WAW = "\u0648";
    private static final String YA = "\u064A";
    private static final String FATHATAN = "\u064B";
    private static final String FATHA = "\u064E";
    private static final String DAMMA = "\u064F";
    private static final String KASRA = "\u0650";
    private static final String SUKUN = "\u0652";

    /** Applied in this order; all letters and marks written as escapes. */
    private static final String[][] QURAN_STEPS = {
        {FATHA + ALEF, ALEF},
        {KASRA + YA, YA},
        {DAMMA + WAW, WAW},
        {ALEF + LAM + SUKUN, ALEF + LAM},
        {SUKUN, ""},
        {ALEF + FATHA, ALEF},
        {ALEF + KASRA, ALEF},
        {LAM + KASRA + ALEF, LAM + ALEF},
        {ALEF + FATHATAN, FATHATAN + ALEF},
    };

    private Task3Standardizer() {
    }

    /**
     * Qur'an standardisation, which keeps most diacritics: fold {@code أ إ آ ٱ → ا}, {@code ى → ي},
     * {@code ة → ه}, {@code ؤ → و}, {@code ئ → ي}; then fatha+alef → alef, kasra+ya → ya,
     * damma+waw → waw, alef+lam+sukun → alef+lam, drop the remaining sukun, alef+fatha → alef,
     * alef+kasra → alef, lam+kasra+alef → lam+alef, alef+fathatan → fathatan+alef; then collapse
     * whitespace and trim.
     */
    public static String quran(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\u0623', '\u0625', '\u0622', '\u0671' -> sb.append('\u0627');
                case '\u0649', '\u0626' -> sb.append('\u064A');
                case '\u0629' -> sb.append('\u0647');
                case '\u0624' -> sb.append('\u0648');
                default -> sb.append(c);
            }
        }
        String t = sb.toString();
        for (String[] step : QURAN_STEPS) {
            t = t.replace(step[0], step[1]);
        }
        return PyText.collapse(t);
    }

    /**
     * Hadith standardisation: {@link #quran}, then drop tatweel and every char that is neither an
     * Arabic letter U+0621–U+064A nor whitespace, then collapse whitespace again. Diacritics are
     * therefore all gone.
     */
    public static String hadith(String s) {
        String t = quran(s);
        StringBuilder sb = new StringBuilder(t.length());
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean letter = c >= '\u0621' && c <= '\u064A' && c != '\u0640';
            if (letter || PyText.isSpace(c)) {
                sb.append(c);
            }
        }
        return PyText.collapse(sb.toString());
    }
}
