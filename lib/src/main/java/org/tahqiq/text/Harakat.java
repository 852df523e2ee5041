package org.tahqiq.text;

/**
 * The short-vowel marks a writer put on each letter, as a bit set per normalized character, so two texts
 * with the same letters can be compared for contradicting vowels (passive "hurrima" against the corpus's
 * "harrama") while a mark
 * that one side simply omits is no contradiction. Shadda and Qur'anic annotation marks are ignored.
 */
public final class Harakat {

    public static final int FATHA = 1;
    public static final int DAMMA = 1 << 1;
    public static final int KASRA = 1 << 2;
    public static final int SUKUN = 1 << 3;
    public static final int FATHATAN = 1 << 4;
    public static final int DAMMATAN = 1 << 5;
    public static final int KASRATAN = 1 << 6;

    private Harakat() {
    }

    /** Vowel bits of one code unit, 0 when it is not a short-vowel mark. */
    public static int bit(char c) {
        return switch (c) {
            case '\u064E' -> FATHA;
            case '\u064F' -> DAMMA;
            case '\u0650' -> KASRA;
            case '\u0652', '\u06E1' -> SUKUN; // U+06E1: the Uthmani encodings' sukun
            case '\u064B', '\u08F0' -> FATHATAN; // U+08F0-U+08F2: the KFGQPC encoding's open tanween
            case '\u064C', '\u08F1' -> DAMMATAN;
            case '\u064D', '\u08F2' -> KASRATAN;
            default -> 0;
        };
    }

    /** True for the marks that may follow a letter (harakat, shadda, Qur'anic marks, tatweel). */
    public static boolean isMark(char c) {
        return (c >= '\u064B' && c <= '\u065F') || c == '\u0670' || (c >= '\u06D6' && c <= '\u06ED')
                || c == '\u0640' || (c >= '\u0610' && c <= '\u061A') || (c >= '\u08D3' && c <= '\u08FF');
    }

    /**
     * For each character of a normalized text, the vowel bits found on its source letter in the original.
     */
    public static byte[] perChar(String original, ArabicNormalizer.Normalized normalized) {
        String t = normalized.text();
        int[] map = normalized.toOriginal();
        byte[] out = new byte[t.length()];
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) == ' ') {
                continue;
            }
            int bits = after(original, map[i]);
            out[i] = (byte) bits;
        }
        return out;
    }

    /**
     * Vowel bits of the marks on the character at {@code index} of {@code s}, as the Uthmani encodings write them too:
     * the marks stop at a tatweel, which carries marks of its own there (بايت: the fatha is the hamza's), and a
     * short vowel with the small meem of iqlab (U+06E2, U+06ED) is a tanween (a damma and U+06E2 on عليم are its dammatan).
     */
    public static int after(String s, int index) {
        int bits = 0;
        boolean iqlab = false;
        for (int j = index + 1; j < s.length() && isMark(s.charAt(j)) && s.charAt(j) != '\u0640'; j++) {
            bits |= bit(s.charAt(j));
            iqlab |= s.charAt(j) == '\u06E2' || s.charAt(j) == '\u06ED';
        }
        if (iqlab) {
            bits = (bits & FATHA) != 0 ? bits & ~FATHA | FATHATAN : bits;
            bits = (bits & DAMMA) != 0 ? bits & ~DAMMA | DAMMATAN : bits;
            bits = (bits & KASRA) != 0 ? bits & ~KASRA | KASRATAN : bits;
        }
        return bits;
    }

    /** Both sides wrote a vowel and they differ. */
    public static boolean conflict(int a, int b) {
        return a != 0 && b != 0 && a != b;
    }
}
