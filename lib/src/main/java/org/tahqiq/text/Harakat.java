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
            case '\u0652' -> SUKUN;
            case '\u064B' -> FATHATAN;
            case '\u064C' -> DAMMATAN;
            case '\u064D' -> KASRATAN;
            default -> 0;
        };
    }

    /** True for the marks that may follow a letter (harakat, shadda, Qur'anic marks, tatweel). */
    public static boolean isMark(char c) {
        return (c >= '\u064B' && c <= '\u065F') || c == '\u0670' || (c >= '\u06D6' && c <= '\u06ED')
                || c == '\u0640' || (c >= '\u0610' && c <= '\u061A');
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
            int bits = 0;
            for (int j = map[i] + 1; j < original.length() && isMark(original.charAt(j)); j++) {
                bits |= bit(original.charAt(j));
            }
            out[i] = (byte) bits;
        }
        return out;
    }

    /** Both sides wrote a vowel and they differ. */
    public static boolean conflict(int a, int b) {
        return a != 0 && b != 0 && a != b;
    }
}
