package org.tahqiq.text.rasm;

/**
 * The article before a word that starts with lam is written with one lam in the rasm (ٱليل) and two in plain
 * spelling (الليل): a rasm that starts with two lams, after at most one proclitic, keeps one. Runs after the letter
 * map, on letters only.
 */
final class DoubledLam {

    private static final String PROCLITICS = "\u0648\u0641\u0628\u0643"; // و ف ب ك

    private DoubledLam() {
    }

    static Letters apply(Letters rasm) {
        int at = rasm.size() > 2 && PROCLITICS.indexOf(rasm.charAt(0)) >= 0 ? 1 : 0;
        if (rasm.size() < at + 2 || rasm.charAt(at) != '\u0644' || rasm.charAt(at + 1) != '\u0644') {
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
}
