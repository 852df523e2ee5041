package org.tahqiq.text.rasm;

/**
 * The KFGQPC (quran.com) encoding writes the sukun as U+06E1 and uses U+0652, the plain sukun, for the small rounded zero
 * of a letter written and not read (أفإين, بأييد). A text that uses U+06E1 at all is in that encoding, so its
 * U+0652 is read as U+06DF. It takes the whole text to tell, so this stage is told by {@link Rasm#of}.
 */
final class KfgqpcSukun {

    private KfgqpcSukun() {
    }

    /** Whether the text is in the KFGQPC encoding. */
    static boolean uses(String text) {
        return text.indexOf(Marks.UTHMANI_SUKUN) >= 0;
    }

    static Letters apply(Letters in) {
        for (int i = 0; i < in.size(); i++) {
            if (in.charAt(i) == Marks.SUKUN) {
                in.set(i, Marks.SMALL_HIGH_ROUNDED_ZERO);
            }
        }
        return in;
    }
}
