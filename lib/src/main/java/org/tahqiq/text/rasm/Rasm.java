package org.tahqiq.text.rasm;

import java.util.Arrays;
import java.util.List;
import org.tahqiq.text.ArabicNormalizer;

/**
 * The rasm of Arabic text: the letters that stay the same whichever standard script a verse is written in — the
 * Uthmani script of the printed mushaf (Tanzil's and the KFGQPC/quran.com encodings), the plain spelling with or
 * without marks, and plain editions' own variants (الرحمان, ذالك, يومنون). Alefs, hamzas and marks are what those
 * scripts disagree on, so they leave nothing; the marks that stand for letters are written out first.
 *
 * <p>A small chain with one job per stage, the same for the corpus and for a quote: {@link PresentationForms} →
 * ({@link KfgqpcSukun} for a text in that encoding) → {@link MarkedLetters} → (Uthmani reading) {@link FinalAlefMaqsura}
 * → {@link LetterMap} (data: {@code letters.json}) → {@link DoubledLam} → {@link FinalDoubledYa}. A word that
 * {@link WordVariants}' table lists (الصلوة, الربوا written without marks) is read as the table's plain word. A key is built word by word — a word is what {@link ArabicNormalizer.Level#SEARCH} calls one —
 * and the words' keys are joined without spaces, so that scripts that join or split words differently (يأيها /
 * يا أيها) agree too.
 */
public final class Rasm {

    /** How much of the writing a key keeps. */
    public enum Reading {
        /** Alefs and hamzas dropped, seats as their letters (ؤ → و, ئ → ي): plain editions. */
        PLAIN,
        /** Alefs, hamzas and seats dropped, a final alef maqsura read as alef: the Uthmani script. */
        UTHMANI,
        /**
         * Alefs kept, the lone hamza as alef, seats as their letters: the letters as written once the marks that stand
         * for letters are written out. Not a matching key: it counts the alefs a word writes, which tells a word spelt
         * in another edition from a word that leaves one out (الموزين for الموازين).
         */
        WRITTEN;

        /** The readings a quote is matched in, in turn. */
        public static final List<Reading> MATCHING = List.of(PLAIN, UTHMANI);
    }

    private static final LetterMap[] MAPS = {new LetterMap(Reading.PLAIN), new LetterMap(Reading.UTHMANI),
            new LetterMap(Reading.WRITTEN)};

    private Rasm() {
    }

    /**
     * The key of a text and, for every key char, the index in the text of the character it came from.
     *
     * @param origin     per key char, the index in the text of the character it came from; -1 for a word read from
     *                   {@link WordVariants}' table, whose marks no longer apply
     * @param wordStarts the key offset where each word's key starts (words whose key is empty included)
     * @param wordFrom   where each word starts in the text
     * @param wordTo     where each word ends in the text (exclusive, its last marks included)
     */
    public record Key(String text, int[] origin, int[] wordStarts, int[] wordFrom, int[] wordTo) {

        /** The words of the text, not counting those of digits only (verse numbers). */
        public int words() {
            return wordStarts.length;
        }

        /** The key of word {@code w}. */
        public String word(int w) {
            return text.substring(wordStarts[w], w + 1 < wordStarts.length ? wordStarts[w + 1] : text.length());
        }

        /** The word holding key char {@code c}. */
        public int wordOf(int c) {
            int i = java.util.Arrays.binarySearch(wordStarts, c);
            if (i < 0) {
                return -i - 2;
            }
            while (i + 1 < wordStarts.length && wordStarts[i + 1] == c) {
                i++; // words with an empty key start where the next one does
            }
            return i;
        }
    }

    /** The rasm of one word, the characters {@code [from, to)} of {@code s}: letters only. */
    public static String word(String s, int from, int to, Reading reading) {
        return wordLetters(s, from, to, reading, KfgqpcSukun.uses(s)).text();
    }

    private static Letters wordLetters(String s, int from, int to, Reading reading, boolean kfgqpc) {
        Letters l = PresentationForms.apply(Letters.of(s, from, to));
        if (kfgqpc) {
            l = KfgqpcSukun.apply(l);
        }
        l = MarkedLetters.apply(l);
        if (reading == Reading.UTHMANI) {
            l = FinalAlefMaqsura.apply(l);
        }
        return FinalDoubledYa.apply(DoubledLam.apply(MAPS[reading.ordinal()].apply(l)));
    }

    /** The key of a whole text: its words' keys joined without spaces. */
    public static Key of(String s, Reading reading) {
        ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(s, ArabicNormalizer.Level.SEARCH);
        String t = n.text();
        StringBuilder key = new StringBuilder(t.length());
        int[] origin = new int[t.length() + 8];
        int[] starts = new int[t.length() / 2 + 2];
        int[] from = new int[starts.length];
        int[] to = new int[starts.length];
        int words = 0;
        boolean kfgqpc = KfgqpcSukun.uses(s);
        for (int at = 0; at < t.length(); ) {
            int end = t.indexOf(' ', at);
            end = end < 0 ? t.length() : end;
            if (!digitsOnly(t, at, end)) {
                int wordFrom = n.originalStart(at);
                int wordTo = n.originalEnd(end);
                String variant = WordVariants.rewrite(t.substring(at, end));
                Letters w = variant.equals(t.substring(at, end))
                        ? wordLetters(s, wordFrom, wordTo, reading, kfgqpc)
                        : wordLetters(variant, 0, variant.length(), reading, false).withoutOrigin();
                if (words == starts.length) {
                    starts = Arrays.copyOf(starts, words * 2);
                    from = Arrays.copyOf(from, words * 2);
                    to = Arrays.copyOf(to, words * 2);
                }
                from[words] = wordFrom;
                to[words] = wordTo;
                starts[words++] = key.length();
                for (int i = 0; i < w.size(); i++) {
                    if (key.length() == origin.length) {
                        origin = Arrays.copyOf(origin, origin.length * 2);
                    }
                    origin[key.length()] = w.originAt(i);
                    key.append(w.charAt(i));
                }
            }
            at = end + 1;
        }
        return new Key(key.toString(), Arrays.copyOf(origin, key.length()), Arrays.copyOf(starts, words),
                Arrays.copyOf(from, words), Arrays.copyOf(to, words));
    }

    /**
     * Whether the character at {@code i} is a mark of the Uthmani script that plain spelling does not use: the dagger
     * alef, alef wasla, the small letters and signs U+06DF–U+06E8 and U+06EA–U+06ED (the rounded zero, the Uthmani
     * sukun, small waw and ya, the small meem of iqlab), the open tanween U+08F0–U+08F2, a combining hamza after a mark
     * (on a tatweel), and a madda, unless it stands on an alef with no mark before it (a decomposed آ): the Uthmani
     * script puts it on a letter, or on an alef after a fatha (جاء with a fatha on jim and a madda on its alef).
     */
    public static boolean isUthmaniMark(String s, int i) {
        char c = s.charAt(i);
        return c == Marks.DAGGER_ALEF || c == '\u0671' || c >= '\u06DF' && c <= '\u06E8' || c >= '\u06EA' && c <= '\u06ED'
                || c >= '\u08F0' && c <= '\u08F2'
                || (c == Marks.HAMZA_ABOVE || c == '\u0655') && i > 0 && Marks.isMark(s.charAt(i - 1))
                || c == '\u0653' && i > 0 && (s.charAt(i - 1) != '\u0627' || i > 1 && Marks.isMark(s.charAt(i - 2)));
    }

    private static boolean digitsOnly(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
