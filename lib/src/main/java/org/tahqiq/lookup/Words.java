package org.tahqiq.lookup;

import java.util.ArrayList;
import java.util.List;
import org.tahqiq.text.ArabicNormalizer;

/**
 * A text's words as a query is compared with them: each word SEARCH-normalized without the hamza letter (as hadith
 * matching compares them: "شيء" and "شي" are one word), with where it stands in the text as written, so that a
 * difference found between normalized words is shown on the words the reader sees. A written word normalizing to
 * nothing (a pause mark, a dash) is no word; one holding two (words joined by punctuation) is two, both standing at
 * the written word.
 */
final class Words {

    /**
     * One word.
     *
     * @param text  the normalized word
     * @param part  which of the texts compared it is from (a passage's verses, a narration's isnad and matn)
     * @param start where it starts in that text (UTF-16 index), its marks included
     * @param end   where it ends (exclusive)
     */
    record Word(String text, int part, int start, int end) {
    }

    private Words() {
    }

    /** The words of {@code text}, tagged {@code part}. */
    static List<Word> of(String text, int part) {
        List<Word> out = new ArrayList<>();
        int n = text.length();
        for (int i = 0; i < n; ) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                add(text, start, i, part, out);
            }
        }
        return out;
    }

    /** The normalized words of a query, numbers left out (a number in a remembered text is no word of it). */
    static List<Word> query(String query) {
        List<Word> out = new ArrayList<>();
        for (Word w : of(query, 0)) {
            if (!w.text().chars().allMatch(c -> c >= '0' && c <= '9')) {
                out.add(w);
            }
        }
        return out;
    }

    private static boolean writtenWord(char c) {
        return Character.isLetterOrDigit(c) || Character.getType(c) == Character.NON_SPACING_MARK;
    }

    private static void add(String text, int from, int to, int part, List<Word> out) {
        ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(text.substring(from, to), ArabicNormalizer.Level.SEARCH);
        String t = n.text();
        for (int a = 0; a < t.length(); ) {
            int b = t.indexOf(' ', a);
            if (b < 0) {
                b = t.length();
            }
            String word = t.substring(a, b).replace("\u0621", "");
            if (!word.isEmpty()) {
                int end = from + n.originalEnd(b);
                while (end > from && !writtenWord(text.charAt(end - 1))) {
                    end--; // the punctuation after the last word of a written word is not the word's
                }
                out.add(new Word(word, part, from + n.originalStart(a), end));
            }
            a = b + 1;
        }
    }
}
