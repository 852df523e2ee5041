package org.tahqiq.text.rasm;

/**
 * The article before a word that starts with lam is written with one lam in the rasm (ٱليل) and two in plain
 * spelling (الليل): a rasm that starts with two lams, after at most two proclitics (a conjunction و or ف, then a
 * preposition ب or ك: وبٱليل), keeps one. Runs after the letter map, on letters only.
 */
final class DoubledLam {

    private static final String PROCLITICS = "\u0648\u0641\u0628\u0643"; // و ف ب ك
    private static final String CONJUNCTIONS = "\u0648\u0641"; // و ف
    private static final String PREPOSITIONS = "\u0628\u0643"; // ب ك

    private DoubledLam() {
    }

    static Letters apply(Letters rasm) {
        int at = startsWithLams(rasm, 0) ? 0
                : rasm.size() > 2 && PROCLITICS.indexOf(rasm.charAt(0)) >= 0 && startsWithLams(rasm, 1) ? 1
                : rasm.size() > 3 && CONJUNCTIONS.indexOf(rasm.charAt(0)) >= 0 && PREPOSITIONS.indexOf(rasm.charAt(1)) >= 0
                        && startsWithLams(rasm, 2) ? 2 : -1;
        if (at < 0) {
            return rasm;
        }
        Letters out = new Letters(rasm.size());
        for (int i = 0; i < rasm.size(); i++) {
            if (i != at + 1) {
                out.add(rasm.charAt(i), rasm.originAt(i));
            }
        }
        return out;
    }

    private static boolean startsWithLams(Letters rasm, int at) {
        return rasm.size() >= at + 2 && rasm.charAt(at) == '\u0644' && rasm.charAt(at + 1) == '\u0644';
    }
}
