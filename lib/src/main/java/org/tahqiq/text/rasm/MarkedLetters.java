package org.tahqiq.text.rasm;

import static org.tahqiq.text.rasm.Marks.DAGGER_ALEF;
import static org.tahqiq.text.rasm.Marks.HAMZA_ABOVE;
import static org.tahqiq.text.rasm.Marks.SMALL_HIGH_NOON;
import static org.tahqiq.text.rasm.Marks.SMALL_HIGH_ROUNDED_ZERO;
import static org.tahqiq.text.rasm.Marks.SMALL_HIGH_SEEN;
import static org.tahqiq.text.rasm.Marks.SMALL_HIGH_YA;
import static org.tahqiq.text.rasm.Marks.SMALL_WAW;
import static org.tahqiq.text.rasm.Marks.SMALL_YA;
import static org.tahqiq.text.rasm.Marks.TATWEEL;

/**
 * The Uthmani script's marks that stand for letters, written out as the plain spelling writes them. A mark's meaning
 * depends on the letter it sits on, so this stage is code, not a character map:
 * <ul>
 * <li>a dagger alef after tatweel, a vowel or a consonant is the alef plain spelling writes (ٱلعلمين → العالمين);
 *     on a bare waw, or a bare ya inside a word, it turns that letter into the alef (ٱلصلوة → الصلاة, ٱلتورىة →
 *     التوراة); on a word-final ya it is the alef maqsura's own sound (على → على);</li>
 * <li>a hamza above a tatweel is a hamza on its tooth (شيا); a combining hamza above or below a ya or waw makes
 *     it the hamza's seat (the KFGQPC encoding's تلقآي is تلقائ);</li>
 * <li>the small high rounded zero marks a ya the rasm keeps and nobody reads (بأييد → بأيد); on waw and alef it
 *     is left to the letter map (plain spelling keeps أولئك's waw, and alefs do not count);</li>
 * <li>small waw and small ya are the pronoun's lengthened vowel after ha (بهۦ, not written in plain text) and a
 *     written letter elsewhere (داوۥد → داوود, يحيۦ → يحيي, إۦلفهم → إيلافهم); the small high ya is a
 *     letter (إبرهم) and the small high noon too (نجى);</li>
 * <li>the small high seen on sad is read seen (يبصط → يبسط).</li>
 * </ul>
 */
final class MarkedLetters {

    private static final char ALEF = '\u0627';
    private static final char WAW = '\u0648';
    private static final char YA = '\u064A';
    private static final char ALEF_MAQSURA = '\u0649';
    private static final char HAMZA = '\u0621';
    private static final char HAMZA_BELOW = '\u0655';
    private static final char YA_SEAT = '\u0626';
    private static final char WAW_SEAT = '\u0624';
    private static final char HA = '\u0647';
    private static final char SAD = '\u0635';
    private static final char SEEN = '\u0633';
    private static final char NOON = '\u0646';

    private MarkedLetters() {
    }

    static Letters apply(Letters in) {
        Letters out = new Letters(in.size() + 2);
        for (int i = 0; i < in.size(); i++) {
            char c = in.charAt(i);
            int from = in.originAt(i);
            switch (c) {
                case DAGGER_ALEF -> daggerAlef(in, i, out, from);
                case HAMZA_ABOVE, HAMZA_BELOW -> {
                    int j = carrier(out);
                    if (j >= 0) {
                        switch (out.charAt(j)) {
                            case TATWEEL -> out.set(j, HAMZA);
                            case YA, ALEF_MAQSURA -> out.set(j, YA_SEAT);
                            case WAW -> out.set(j, WAW_SEAT);
                            default -> { }
                        }
                    }
                }
                case SMALL_HIGH_ROUNDED_ZERO -> {
                    int j = out.baseBefore(out.size());
                    if (j >= 0 && (out.charAt(j) == YA || out.charAt(j) == ALEF_MAQSURA)) {
                        out.set(j, TATWEEL); // the letter is written, not read: nothing of it is left
                    }
                }
                case SMALL_WAW, SMALL_YA -> {
                    int j = out.baseBefore(out.size());
                    if (j >= 0 && out.charAt(j) != HA) {
                        out.add(c == SMALL_WAW ? WAW : YA, from);
                    }
                }
                case SMALL_HIGH_YA -> out.add(YA, from);
                case SMALL_HIGH_NOON -> out.add(NOON, from);
                case SMALL_HIGH_SEEN -> {
                    int j = out.baseBefore(out.size());
                    if (j >= 0 && out.charAt(j) == SAD) {
                        out.set(j, SEEN);
                    }
                }
                default -> out.add(c, from);
            }
        }
        return out;
    }

    private static void daggerAlef(Letters in, int i, Letters out, int from) {
        int j = out.size() - 1;
        boolean voweled = false;
        while (j >= 0 && Marks.isMark(out.charAt(j)) && out.charAt(j) != TATWEEL) {
            voweled |= Marks.isVowel(out.charAt(j));
            j--;
        }
        if (j < 0 || voweled || out.charAt(j) == TATWEEL) {
            out.add(ALEF, from);
        } else if (out.charAt(j) == WAW) {
            out.set(j, ALEF);
        } else if (out.charAt(j) == YA || out.charAt(j) == ALEF_MAQSURA) {
            if (in.baseAfter(i) < in.size()) {
                out.set(j, ALEF);
            }
        } else {
            out.add(ALEF, from);
        }
    }

    /** The letter or tatweel a mark sits on, past the other marks on it. */
    private static int carrier(Letters out) {
        int j = out.size() - 1;
        while (j >= 0 && Marks.isMark(out.charAt(j)) && out.charAt(j) != TATWEEL) {
            j--;
        }
        return j;
    }
}
