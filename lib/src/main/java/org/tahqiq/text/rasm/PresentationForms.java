package org.tahqiq.text.rasm;

import java.text.Normalizer;

/**
 * Arabic presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF: the contextual letter shapes and ligatures some PDFs and
 * keyboards produce) written out by their compatibility decomposition, marks included, so the later stages see the
 * letters and marks they stand for. The honorific ligatures ﷺ and ﷻ are phrases, not letters of the word: they stay and
 * the letter map drops them.
 */
final class PresentationForms {

    private PresentationForms() {
    }

    static Letters apply(Letters in) {
        Letters out = null;
        for (int i = 0; i < in.size(); i++) {
            char c = in.charAt(i);
            if (!isPresentationForm(c)) {
                if (out != null) {
                    out.add(c, in.originAt(i));
                }
                continue;
            }
            if (out == null) {
                out = new Letters(in.size() + 4);
                for (int k = 0; k < i; k++) {
                    out.add(in.charAt(k), in.originAt(k));
                }
            }
            String nfkc = Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFKC);
            for (int k = 0; k < nfkc.length(); k++) {
                if (nfkc.charAt(k) != ' ') {
                    out.add(nfkc.charAt(k), in.originAt(i));
                }
            }
        }
        return out == null ? in : out;
    }

    private static boolean isPresentationForm(char c) {
        return (c >= '\uFB50' && c <= '\uFDFF' || c >= '\uFE70' && c <= '\uFEFF') && c != '\uFDFA' && c != '\uFDFB';
    }
}
