package org.tahqiq.corpus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.Harakat;

/**
 * All verses normalized and joined by single spaces, in order, so that a quote running across
 * consecutive verses is one contiguous substring. Keeps each letter's vowel marks for the diacritic check.
 */
public final class QuranText {

    private final String text;
    private final byte[] vowels;
    private final int[] verseStart; // offset of each verse in text; verseStart[n] = text.length() + 1
    private volatile java.util.Map<String, int[]> wordStarts; // word -> offsets where it stands as a whole word

    QuranText(List<Verse> verses) {
        StringBuilder sb = new StringBuilder(verses.size() * 60);
        byte[] marks = new byte[verses.size() * 200];
        verseStart = new int[verses.size() + 1];
        for (int i = 0; i < verses.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            verseStart[i] = sb.length();
            String original = verses.get(i).text();
            ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(original, ArabicNormalizer.Level.SEARCH);
            byte[] v = Harakat.perChar(original, n);
            if (sb.length() + v.length > marks.length) {
                marks = Arrays.copyOf(marks, Math.max(marks.length * 2, sb.length() + v.length));
            }
            System.arraycopy(v, 0, marks, sb.length(), v.length);
            sb.append(n.text());
        }
        verseStart[verses.size()] = sb.length() + 1;
        text = sb.toString();
        vowels = Arrays.copyOf(marks, text.length());
    }

    private QuranText(String text, byte[] vowels, int[] verseStart) {
        this.text = text;
        this.vowels = vowels;
        this.verseStart = verseStart;
    }

    /** A concatenation restored from its parts (see {@link #vowels()} and {@link #verseStarts()}), checked for shape. */
    public static QuranText of(String text, byte[] vowels, int[] verseStart) {
        if (vowels.length != text.length() || verseStart.length == 0 || verseStart[verseStart.length - 1] != text.length() + 1) {
            throw new IllegalArgumentException("inconsistent Qur'an text parts");
        }
        return new QuranText(text, vowels.clone(), verseStart.clone());
    }

    /** Vowel marks of each char of {@link #text()} (a copy). */
    public byte[] vowels() {
        return vowels.clone();
    }

    /** Offset of each verse in {@link #text()}, then {@code text().length() + 1} (a copy). */
    public int[] verseStarts() {
        return verseStart.clone();
    }

    public int verseCount() {
        return verseStart.length - 1;
    }

    /** The normalized concatenation. */
    public String text() {
        return text;
    }

    /** Index of the verse containing normalized offset {@code offset}. */
    public int verseAt(int offset) {
        int i = Arrays.binarySearch(verseStart, offset);
        return i >= 0 ? i : -i - 2;
    }

    /** Offset of verse {@code index} in {@link #text()}. */
    public int verseOffset(int index) {
        return verseStart[index];
    }

    /** Normalized text of verses {@code first..last} (inclusive). */
    public String range(int first, int last) {
        return text.substring(verseStart[first], verseStart[last + 1] - 1);
    }

    public String verse(int index) {
        return range(index, index);
    }

    /**
     * Every word-aligned occurrence of the span in the Qur'an, fewest vowel contradictions first (a phrase
     * such as "فبأي آلاء ربكما تكذبان" recurs). Digits (verse numbers inside quotes) are ignored.
     */
    public List<ExactMatch> occurrences(String span) {
        return occurrences(Query.of(span));
    }

    /** {@link #occurrences(String)} of a span already made a query (so it is normalized once). */
    public List<ExactMatch> occurrences(Query q) {
        if (q.text.isEmpty()) {
            return List.of();
        }
        List<ExactMatch> out = new ArrayList<>();
        // A word-aligned occurrence starts where the query's first word stands whole: look only there.
        int space = q.text.indexOf(' ');
        int[] starts = wordStarts().getOrDefault(space < 0 ? q.text : q.text.substring(0, space), NONE);
        for (int at : starts) {
            int end = at + q.text.length();
            if (!text.startsWith(q.text, at) || (end < text.length() && text.charAt(end) != ' ')) {
                continue;
            }
            int conflicts = 0;
            int first = -1;
            for (int k = 0; k < q.text.length(); k++) {
                if (Harakat.conflict(q.vowels[k], vowels[at + k])) {
                    first = conflicts++ == 0 ? k : first;
                }
            }
            out.add(new ExactMatch(at, end, verseAt(at), verseAt(end - 1), conflicts, q.words,
                    first < 0 ? -1 : at + first, first < 0 ? -1 : q.origin[first]));
        }
        out.sort(Comparator.comparingInt(ExactMatch::conflicts));
        return out;
    }

    private static final int[] NONE = new int[0];

    /** How often a normalized word stands whole in the text. */
    public int wordOccurrences(String word) {
        return wordStarts().getOrDefault(word, NONE).length;
    }

    /** Words in the text. */
    public int wordCount() {
        int n = 0;
        for (int[] starts : wordStarts().values()) {
            n += starts.length;
        }
        return n;
    }

    /**
     * Offsets of the first {@code limit} word-aligned occurrences of a phrase of normalized words joined by single
     * spaces, in text order: where the phrase stands with a space or the text's end on either side.
     */
    public int[] wordAligned(String phrase, int limit) {
        int space = phrase.indexOf(' ');
        int[] starts = wordStarts().getOrDefault(space < 0 ? phrase : phrase.substring(0, space), NONE);
        int[] out = new int[Math.min(limit, starts.length)];
        int n = 0;
        for (int i = 0; i < starts.length && n < out.length; i++) {
            int at = starts[i];
            int end = at + phrase.length();
            if (text.startsWith(phrase, at) && (end == text.length() || text.charAt(end) == ' ')) {
                out[n++] = at;
            }
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    /**
     * Start offsets of every word of the text, grouped by word, ascending; built on first use, once (retrieval threads
     * that need it together wait for one build rather than each making its own).
     */
    private java.util.Map<String, int[]> wordStarts() {
        java.util.Map<String, int[]> w = wordStarts;
        if (w == null) {
            synchronized (this) {
                w = wordStarts;
                if (w == null) {
                    wordStarts = w = buildWordStarts();
                }
            }
        }
        return w;
    }

    private java.util.Map<String, int[]> buildWordStarts() {
        // One map operation per word: a growing array whose first cell counts the offsets after it.
        java.util.Map<String, int[]> m = new java.util.HashMap<>(1 << 15);
        for (int at = 0; at < text.length(); ) {
            int end = text.indexOf(' ', at);
            end = end < 0 ? text.length() : end;
            if (end > at) {
                int start = at;
                m.compute(text.substring(at, end), (word, a) -> {
                    if (a == null) {
                        a = new int[4];
                    } else if (a[0] + 1 == a.length) {
                        a = Arrays.copyOf(a, a.length * 2);
                    }
                    a[++a[0]] = start;
                    return a;
                });
            }
            at = end + 1;
        }
        m.replaceAll((word, a) -> Arrays.copyOfRange(a, 1, a[0] + 1));
        return m;
    }

    /** The span normalized as the concatenation is (digits dropped). */
    public static String normalizeQuery(String span) {
        return Query.of(span).text;
    }

    /** True when [start, end) covers whole verses. */
    public boolean coversWholeVerses(int start, int end) {
        int first = verseAt(start);
        int last = verseAt(end - 1);
        return verseStart[first] == start && verseStart[last + 1] - 1 == end;
    }

    /**
     * The span normalized as the concatenation is, with per-character vowels and, for each character, the index in the
     * span it came from ({@code origin}).
     */
    public record Query(String text, byte[] vowels, int words, int[] origin) {
        public static Query of(String span) {
            ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(span, ArabicNormalizer.Level.SEARCH);
            byte[] v = Harakat.perChar(span, n);
            // Drop digits and re-collapse spaces, keeping vowels aligned.
            StringBuilder sb = new StringBuilder(n.text().length());
            byte[] out = new byte[n.text().length()];
            int[] from = new int[n.text().length()];
            for (int i = 0; i < n.text().length(); i++) {
                char c = n.text().charAt(i);
                if (c >= '0' && c <= '9') {
                    c = ' ';
                }
                if (c == ' ' && (sb.length() == 0 || sb.charAt(sb.length() - 1) == ' ')) {
                    continue;
                }
                out[sb.length()] = c == ' ' ? 0 : v[i];
                from[sb.length()] = n.originalStart(i);
                sb.append(c);
            }
            if (sb.length() > 0 && sb.charAt(sb.length() - 1) == ' ') {
                sb.setLength(sb.length() - 1);
            }
            String t = sb.toString();
            int words = t.isEmpty() ? 0 : t.split(" ").length;
            return new Query(t, Arrays.copyOf(out, t.length()), words, Arrays.copyOf(from, t.length()));
        }
    }

    /**
     * A word-aligned occurrence in the concatenation.
     *
     * @param conflicts           letters whose vowels contradict the corpus's
     * @param words               words in the normalized span
     * @param firstConflict       offset in the concatenation of the first such letter, or -1
     * @param firstConflictInSpan index in the span as given of that letter, or -1
     */
    public record ExactMatch(int start, int end, int firstVerse, int lastVerse, int conflicts, int words, int firstConflict,
                             int firstConflictInSpan) {
    }
}
