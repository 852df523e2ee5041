package org.tahqiq.text.rasm;

/**
 * A word-final alef maqsura read as alef becomes alef, so that the rasm's رءا and the plain رأى agree. It is read as
 * ya instead when the letter before it carries a kasra or it carries a mark of its own (the Tanzil text writes every
 * final ya without dots: فى, يحى). Only the Uthmani reading uses this stage: without marks a final ى is ambiguous.
 */
final class FinalAlefMaqsura {

    private static final char ALEF_MAQSURA = '\u0649';

    private FinalAlefMaqsura() {
    }

    static Letters apply(Letters in) {
        for (int i = 0; i < in.size(); i++) {
            if (in.charAt(i) != ALEF_MAQSURA || in.baseAfter(i) < in.size()) {
                continue;
            }
            boolean kasraBefore = false;
            for (int j = i - 1; j >= 0 && Marks.isMark(in.charAt(j)); j--) {
                kasraBefore |= in.charAt(j) == Marks.KASRA;
            }
            boolean ownMark = false;
            for (int k = i + 1; k < in.size(); k++) {
                char m = in.charAt(k);
                ownMark |= m == Marks.KASRA || m == Marks.FATHA || m == Marks.DAMMA || m == Marks.SUKUN
                        || m == Marks.SHADDA || m == Marks.UTHMANI_SUKUN;
            }
            if (!kasraBefore && !ownMark) {
                in.set(i, '\u0627');
            }
        }
        return in;
    }
}
