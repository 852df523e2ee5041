package org.tahqiq.corpus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.tahqiq.corpus.QuranText.ExactMatch;
import org.tahqiq.text.Harakat;
import org.tahqiq.text.rasm.Rasm;

/**
 * The Qur'an as rasm keys, one reading: every verse's words' keys joined without spaces, with where each word stands in
 * the key and in {@link QuranText}'s normalized concatenation. A quote written in another script matches where its key
 * occurs starting and ending on word boundaries; its vowels are checked against the corpus's letter by letter of the
 * key, as {@link QuranText#occurrences} does for plain quotes.
 */
public final class QuranRasm {

    /** Occurrences looked at per quote: a key of a few letters recurs, and such a quote is too short to judge. */
    private static final int MAX_OCCURRENCES = 64;

    private final QuranText text;
    private final String key;
    private final byte[] vowels;      // per key char: the marks on the corpus letter it came from
    private final int[] wordKeyStart; // per word; a word with an empty key starts where the next one does
    private final int[] wordKeyEnd;
    private final int[] wordTextStart; // per word, in the normalized concatenation
    private final int[] wordTextEnd;
    private final boolean[] startsWord; // per key offset (length + 1)
    private final boolean[] endsWord;
    private final java.util.Map<String, int[]> byPrefix; // the first PREFIX key chars from each word start -> the starts
    private final int[] alefs;          // per word: the alefs it writes in full (Rasm.Reading.WRITTEN)

    /**
     * @param alefs the alefs each word of the corpus writes in full ({@link #alefCounts}), shared by the readings
     */
    QuranRasm(List<Verse> verses, QuranText text, Rasm.Reading reading, int[] alefs) {
        this.text = text;
        StringBuilder sb = new StringBuilder(text.text().length());
        byte[] v = new byte[text.text().length()];
        int words = text.text().split(" ").length;
        int[] ks = new int[words];
        int[] ke = new int[words];
        int[] ts = new int[words];
        int[] te = new int[words];
        int w = 0;
        for (int i = 0; i < verses.size(); i++) {
            String written = verses.get(i).text();
            Rasm.Key k = Rasm.of(written, reading);
            int base = text.verseOffset(i);
            int base0 = sb.length();
            if (sb.length() + k.text().length() > v.length) {
                v = Arrays.copyOf(v, v.length * 2);
            }
            for (int c = 0; c < k.text().length(); c++) {
                v[base0 + c] = (byte) vowels(written, k.origin()[c]);
            }
            sb.append(k.text());
            // the SEARCH words of the verse, in order, are the key's words (Rasm.of walks the same words)
            int at = 0;
            String t = text.verse(i); // the verse normalized as the concatenation holds it
            for (int kw = 0; kw < k.words(); kw++) {
                int end = t.indexOf(' ', at);
                end = end < 0 ? t.length() : end;
                ks[w] = base0 + k.wordStarts()[kw];
                ke[w] = base0 + (kw + 1 < k.words() ? k.wordStarts()[kw + 1] : k.text().length());
                ts[w] = base + at;
                te[w] = base + end;
                w++;
                at = end + 1;
            }
        }
        key = sb.toString();
        vowels = Arrays.copyOf(v, key.length());
        wordKeyStart = Arrays.copyOf(ks, w);
        wordKeyEnd = Arrays.copyOf(ke, w);
        wordTextStart = Arrays.copyOf(ts, w);
        wordTextEnd = Arrays.copyOf(te, w);
        if (alefs.length != w) {
            throw new IllegalArgumentException("alef counts for " + alefs.length + " words, the key has " + w);
        }
        this.alefs = alefs;
        startsWord = new boolean[key.length() + 1];
        endsWord = new boolean[key.length() + 1];
        java.util.Map<String, List<Integer>> prefixes = new java.util.HashMap<>();
        for (int i = 0; i < w; i++) {
            if (wordKeyEnd[i] > wordKeyStart[i]) {
                startsWord[wordKeyStart[i]] = true;
                endsWord[wordKeyEnd[i]] = true;
                int at = wordKeyStart[i];
                prefixes.computeIfAbsent(key.substring(at, Math.min(key.length(), at + PREFIX)), x -> new ArrayList<>()).add(at);
            }
        }
        byPrefix = new java.util.HashMap<>(prefixes.size() * 2);
        prefixes.forEach((p, l) -> byPrefix.put(p, l.stream().mapToInt(Integer::intValue).toArray()));
    }

    /** Key chars that index where a key may start: a word's first letters, often running into the next word's. */
    private static final int PREFIX = 3;

    /** The word starts where {@code k} occurs, in key order. */
    private int[] starts(String k) {
        if (k.length() >= PREFIX) {
            return byPrefix.getOrDefault(k.substring(0, PREFIX), new int[0]);
        }
        List<Integer> out = new ArrayList<>();
        for (int at = key.indexOf(k); at >= 0; at = key.indexOf(k, at + 1)) {
            if (startsWord[at]) {
                out.add(at);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The alefs each word of the corpus writes in full, in order: a dagger alef is one plain spelling leaves out (الرحمن). */
    static int[] alefCounts(List<Verse> verses) {
        int[] out = new int[verses.size() * 40];
        int w = 0;
        for (Verse v : verses) {
            Rasm.Key asWritten = Rasm.of(v.text().replace("\u0670", ""), Rasm.Reading.WRITTEN);
            for (int kw = 0; kw < asWritten.words(); kw++) {
                if (w == out.length) {
                    out = Arrays.copyOf(out, w * 2);
                }
                out[w++] = alefs(asWritten.word(kw));
            }
        }
        return Arrays.copyOf(out, w);
    }

    /**
     * Every occurrence of the span's key that starts and ends on word boundaries and whose every difference from the
     * corpus is the script's, fewest vowel contradictions first, as {@link ExactMatch}es over the normalized
     * concatenation.
     */
    public List<ExactMatch> occurrences(String span, Rasm.Reading reading) {
        Rasm.Key q = Rasm.of(span, reading);
        Rasm.Key qWritten = null;
        String k = q.text();
        List<ExactMatch> out = new ArrayList<>();
        if (k.isEmpty()) {
            return out;
        }
        byte[] qv = new byte[k.length()];
        for (int c = 0; c < k.length(); c++) {
            qv[c] = (byte) vowels(span, q.origin()[c]);
        }
        for (int at : starts(k)) {
            int end = at + k.length();
            if (out.size() >= MAX_OCCURRENCES) {
                break;
            }
            if (!key.startsWith(k, at) || !endsWord[end]) {
                continue;
            }
            qWritten = qWritten == null ? Rasm.of(span, Rasm.Reading.WRITTEN) : qWritten;
            if (!explained(span, q, qWritten, at)) {
                continue;
            }
            int first = firstWordStartingAt(at);
            int last = lastWordEndingAt(end);
            int conflicts = 0;
            int firstConflict = -1;
            int firstInSpan = -1;
            for (int c = 0; c < k.length(); c++) {
                if (Harakat.conflict(qv[c], vowels[at + c])) {
                    if (conflicts++ == 0) {
                        firstConflict = wordTextStart[wordAt(at + c)];
                        firstInSpan = q.origin()[c];
                    }
                }
            }
            int start = wordTextStart[first];
            int stop = wordTextEnd[last];
            out.add(new ExactMatch(start, stop, text.verseAt(start), text.verseAt(stop - 1), conflicts, q.words(),
                    firstConflict, firstInSpan));
        }
        out.sort(Comparator.comparingInt(ExactMatch::conflicts));
        return out;
    }

    /**
     * Whether every stretch of words is spelt as some script spells it. Editions differ in hamzas and their seats
     * (يؤمنون / يومنون), in alefs written as a dagger, in full or not at all (ذلك / ذالك), and the Uthmani script leaves
     * alefs out where its marks stand for them; a plain word that writes fewer alefs than the corpus writes in full
     * (الموزين for الموازين) is a misspelling, not a script. Word groups are the runs where quote and corpus words overlap in the
     * key (a script may join two words: يَـٰٓأَيُّهَا).
     */
    private boolean explained(String span, Rasm.Key q, Rasm.Key qWritten, int at) {
        int n = q.text().length();
        int groupStart = 0;
        for (int c = 1; c <= n; c++) {
            // a group ends where a quote word and a corpus word end together
            if (c == n || q.wordOf(c) != q.wordOf(c - 1) && wordAt(at + c) != wordAt(at + c - 1)) {
                if (!keepsItsAlefs(span, qWritten, q.wordOf(groupStart), q.wordOf(c - 1), wordAt(at + groupStart),
                        wordAt(at + c - 1))) {
                    return false;
                }
                groupStart = c;
            }
        }
        return true;
    }

    private boolean keepsItsAlefs(String span, Rasm.Key qWritten, int qFirst, int qLast, int cFirst, int cLast) {
        int quote = 0;
        for (int w = qFirst; w <= qLast; w++) {
            quote += alefs(qWritten.word(w));
        }
        int corpus = 0;
        for (int w = cFirst; w <= cLast; w++) {
            corpus += alefs[w];
        }
        if (quote >= corpus) {
            return true;
        }
        for (int i = qWritten.wordFrom()[qFirst]; i < qWritten.wordTo()[qLast]; i++) {
            if (Rasm.isUthmaniMark(span, i)) {
                return true;
            }
        }
        return false;
    }

    /** Alefs a written word has (its hamzas among them: ءأنذرتهم and أأنذرتهم write two). */
    private static int alefs(String written) {
        int n = 0;
        for (int i = 0; i < written.length(); i++) {
            n += written.charAt(i) == '\u0627' ? 1 : 0;
        }
        return n;
    }

    private static int vowels(String s, int origin) {
        return origin < 0 ? 0 : Harakat.after(s, origin);
    }

    /** The word with a non-empty key that starts at key offset {@code at}. */
    private int firstWordStartingAt(int at) {
        int i = Arrays.binarySearch(wordKeyStart, at);
        i = i < 0 ? -i - 1 : i;
        while (i > 0 && wordKeyStart[i - 1] == at) {
            i--;
        }
        while (wordKeyEnd[i] == wordKeyStart[i]) {
            i++;
        }
        return i;
    }

    /** The word with a non-empty key that ends at key offset {@code end}. */
    private int lastWordEndingAt(int end) {
        int i = Arrays.binarySearch(wordKeyEnd, end);
        i = i < 0 ? -i - 1 : i;
        while (i + 1 < wordKeyEnd.length && wordKeyEnd[i + 1] == end) {
            i++;
        }
        while (wordKeyEnd[i] == wordKeyStart[i]) {
            i--;
        }
        return i;
    }

    /** The word whose key holds offset {@code c}. */
    private int wordAt(int c) {
        int i = Arrays.binarySearch(wordKeyStart, c);
        if (i < 0) {
            i = -i - 2;
        }
        while (i + 1 < wordKeyStart.length && wordKeyStart[i + 1] <= c) {
            i++;
        }
        return i;
    }
}
