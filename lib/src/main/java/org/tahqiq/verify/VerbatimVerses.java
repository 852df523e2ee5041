package org.tahqiq.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;
import org.tahqiq.text.Harakat;

/**
 * Verses quoted without quote marks or a cue — on a line of their own, after a hashtag, inside English or Markdown:
 * the runs of an answer's words that occur word for word in the Qur'an, long and rare enough, outside the citations the
 * detector found; and the type that follows the text: a detected matn that is word for word a verse is an Ayah.
 *
 * <p>A run is as long as its words stay word for word in the Qur'an. It counts when it has at least
 * {@link Settings#minWords} words, its words' rarity (the sum over its words of ln(words in the Qur'an / occurrences
 * of the word)) reaches {@link Settings#minRarity} (common phrases such as إن الله or لا إله إلا الله fall short of
 * either), it stands apart from the answer's own sentences ({@link #setApart}), and it is not within one of the
 * everyday formulas that are also the Qur'an's words (بسم الله الرحمن الرحيم, حسبنا الله ونعم الوكيل: {@code formulas.txt}).
 */
public final class VerbatimVerses {

    /**
     * @param minWords  the fewest words a run needs
     * @param minRarity the least summed rarity of its words
     */
    public record Settings(int minWords, double minRarity) {

        /**
         * What {@code verify} uses. Five words: the best Ayah F1 of the grid on the dev set's working part (0.9319 against
         * 0.9303 without; four words 0.9167, six 0.9303; {@code verify --evaluate --verbatim-sweep}), the lockbox level
         * (0.9627 against 0.9625). Rarity 20: the working part and the synthetic posts ({@code sweep-scripts
         * --unmarked-grid}) are level from 0 to 20 at five words; 20 is that plateau's end, which keeps the most common
         * phrases out.
         */
        public static final Settings CHOSEN = new Settings(5, 20);

        /** Off: nothing is added and no type is changed. */
        public static final Settings OFF = new Settings(Integer.MAX_VALUE, Double.POSITIVE_INFINITY);

        public boolean off() {
            return minWords == Integer.MAX_VALUE;
        }
    }

    /** The everyday formulas that are also words of the Qur'an ({@code formulas.txt}), normalized, each between spaces. */
    private static final List<String> FORMULAS = formulas("formulas.txt");

    private final QuranText text;
    private final double totalWords;
    /** Hashes of every run of {@link Settings#minWords} words of the Qur'an, sorted: a run's first test is one look-up. */
    private final long[] grams;
    private final Settings settings;

    public VerbatimVerses(QuranCorpus quran, Settings settings) {
        this.text = quran.text();
        this.settings = settings;
        this.totalWords = text.wordCount();
        this.grams = settings.off() ? new long[0] : grams(text.text(), settings.minWords());
    }

    private static long[] grams(String t, int n) {
        List<int[]> ws = words(t);
        long[] out = new long[Math.max(0, ws.size() - n + 1)];
        for (int i = 0; i + n <= ws.size(); i++) {
            out[i] = hash(t, ws.get(i)[0], ws.get(i + n - 1)[1]);
        }
        java.util.Arrays.sort(out);
        return out;
    }

    /** FNV-1a over the chars of t[from, to): 64 bits, so that unrelated runs seldom share one (a shared one is checked). */
    private static long hash(String t, int from, int to) {
        long h = 0xcbf29ce484222325L;
        for (int i = from; i < to; i++) {
            h = (h ^ t.charAt(i)) * 0x100000001b3L;
        }
        return h;
    }

    public Settings settings() {
        return settings;
    }

    /**
     * The detected citations, a verbatim matn or chain retyped Ayah, Ayah spans joined into the verse run they are parts
     * of, and the unmarked verses found after them.
     */
    public List<DetectedAnnotation> complete(String answer, List<DetectedAnnotation> found) {
        if (settings.off()) {
            return found;
        }
        List<DetectedAnnotation> out = new ArrayList<>(found.size() + 2);
        for (DetectedAnnotation a : found) {
            out.add(typedByText(a));
        }
        ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(answer, ArabicNormalizer.Level.SEARCH);
        List<int[]> words = words(n.text()); // normalized [start, end)
        out = joined(answer, n, words, out);
        found = out;
        boolean[] covered = new boolean[words.size()];
        for (DetectedAnnotation a : found) {
            for (DetectedSpan s : a.spans()) {
                int from = CodePoints.toCharIndex(answer, s.start());
                int to = CodePoints.toCharIndex(answer, s.end());
                for (int w = 0; w < words.size(); w++) {
                    int ws = n.originalStart(words.get(w)[0]);
                    int we = n.originalEnd(words.get(w)[1]);
                    covered[w] |= ws < to && from < we;
                }
            }
        }
        int nextId = found.stream().mapToInt(DetectedAnnotation::id).max().orElse(0) + 1;
        List<DetectedAnnotation> added = new ArrayList<>();
        for (int i = 0; i < words.size(); ) {
            int last = covered[i] ? -1 : longestRun(n.text(), words, covered, i);
            int from = last < 0 ? 0 : n.originalStart(words.get(i)[0]);
            int to = last < 0 ? 0 : wordEnd(answer, n, words.get(last)[1]);
            if (last >= 0 && last - i + 1 >= settings.minWords() && rarity(n.text(), words, i, last) >= settings.minRarity()
                    && setApart(answer, from, to) && !formula(n.text().substring(words.get(i)[0], words.get(last)[1]))) {
                int cs = CodePoints.toCodePoint(answer, from);
                int ce = CodePoints.toCodePoint(answer, to);
                String quote = answer.substring(from, to);
                added.add(new DetectedAnnotation(nextId++, List.of(new DetectedSpan(SegmentType.AYAH, cs, ce, quote, Double.NaN,
                        "verbatim in the Qur'an, " + (last - i + 1) + " words, no quote marks",
                        "word for word in the Qur'an without quote marks"))));
                i = last + 1;
            } else {
                i++;
            }
        }
        if (added.isEmpty()) {
            return out;
        }
        out.addAll(added);
        out.sort(Comparator.comparingInt(a -> a.spans().isEmpty() ? 0 : a.spans().get(0).start()));
        return out;
    }

    /**
     * Whether a run stands apart from the answer's own Arabic sentences, as a quote does: a list or Markdown mark, a
     * colon, a hashtag, a verse number or a word in Latin letters (a verse inside English text) on one side of it, or
     * the line's start and end on both (a verse on a line of its own). A run inside an Arabic sentence, or opening or
     * closing one, is the writer's own use of the Qur'an's words, which gold does not count as a citation (the dev set's
     * verbatim runs there match no gold quote).
     */
    static boolean setApart(String answer, int from, int to) {
        String before = tokenBefore(answer, from);
        String after = tokenAfter(answer, to);
        return before.isEmpty() && after.isEmpty() || marks(before) || marks(after);
    }

    /** A token that sets a quote off: a hashtag, a colon, Latin letters, or no letters at all (marks, numbers). */
    private static boolean marks(String token) {
        if (token.isEmpty()) {
            return false;
        }
        if (token.startsWith("#") || token.endsWith(":") || token.endsWith("\uFF1A")) {
            return true;
        }
        boolean letters = false;
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
                return true;
            }
            letters |= Character.isLetter(c);
        }
        return !letters;
    }

    /** The run of non-space characters before {@code from} on its line ("" at the line's start). */
    private static String tokenBefore(String s, int from) {
        int i = from;
        while (i > 0 && (s.charAt(i - 1) == ' ' || s.charAt(i - 1) == '\t')) {
            i--;
        }
        int end = i;
        while (i > 0 && !Character.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return s.substring(i, end);
    }

    /** The run of non-space characters after {@code to} on its line ("" at the line's end), closing stops left out. */
    private static String tokenAfter(String s, int to) {
        int i = to;
        while (i < s.length() && ".,\u060C\u061B;!?\u061F".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        int start = i;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return s.substring(start, i);
    }

    /**
     * Where a word ending at normalized index {@code end} ends in the answer: after its last letter and the marks on it
     * (the normalizer's own end runs on over separators at the text's end, English words among them).
     */
    private static int wordEnd(String answer, ArabicNormalizer.Normalized n, int end) {
        int to = n.toOriginal()[end - 1] + 1;
        while (to < answer.length() && Harakat.isMark(answer.charAt(to))) {
            to++;
        }
        return to;
    }

    /**
     * Detected Ayah spans that one run of the answer's words covers whole, when the run is word for word in the Qur'an and
     * longer than they are: the detector may split a verse at its pause marks (ۖ ۚ) or stop short of its first or last
     * words, and the verse is one citation. The run crosses only spaces and the Qur'an's own pause marks between words,
     * never a quote mark, a line break or a stop, so it cannot take in the writer's words around a marked quote; a span
     * that reaches past the run (a misquote's changed words) is left as it is, and so is a span of another type.
     */
    private List<DetectedAnnotation> joined(String answer, ArabicNormalizer.Normalized n, List<int[]> words,
                                            List<DetectedAnnotation> found) {
        int[] from = new int[words.size()];
        int[] to = new int[words.size()];
        for (int w = 0; w < words.size(); w++) {
            from[w] = n.originalStart(words.get(w)[0]);
            to[w] = wordEnd(answer, n, words.get(w)[1]);
        }
        // Per word: the Ayah span on it (annotation index, span index), or a span of another type blocking it.
        int[][] ayah = new int[words.size()][];
        boolean[] blocked = new boolean[words.size()];
        for (int ai = 0; ai < found.size(); ai++) {
            List<DetectedSpan> spans = found.get(ai).spans();
            for (int si = 0; si < spans.size(); si++) {
                DetectedSpan s = spans.get(si);
                int cs = CodePoints.toCharIndex(answer, s.start());
                int ce = CodePoints.toCharIndex(answer, s.end());
                for (int w = 0; w < words.size(); w++) {
                    if (from[w] < ce && cs < to[w]) {
                        if (s.type() == SegmentType.AYAH && ayah[w] == null) {
                            ayah[w] = new int[] {ai, si};
                        } else {
                            blocked[w] = true;
                        }
                    }
                }
            }
        }
        List<DetectedAnnotation> out = new ArrayList<>(found);
        boolean[] dropped = new boolean[found.size()];
        for (int i = 0; i < words.size(); i++) {
            if (blocked[i]) {
                continue;
            }
            int last = i;
            boolean nearSpan = ayah[i] != null;
            while (last + 1 < words.size() && !blocked[last + 1] && joins(answer, to[last], from[last + 1])) {
                last++;
                nearSpan |= ayah[last] != null;
            }
            int run = nearSpan ? longestRun(n.text(), words, i, last) : -1;
            if (run < 0) {
                continue;
            }
            java.util.LinkedHashSet<Integer> annotations = new java.util.LinkedHashSet<>();
            int spanWords = 0;
            for (int w = i; w <= run; w++) {
                if (ayah[w] != null) {
                    annotations.add(ayah[w][0]);
                    spanWords++;
                }
            }
            if (annotations.isEmpty() || spanWords == run - i + 1) {
                continue;
            }
            int start = from[i];
            int end = to[run];
            boolean inside = true;
            for (int ai : annotations) {
                for (DetectedSpan s : found.get(ai).spans()) {
                    if (s.type() == SegmentType.AYAH) {
                        int cs = CodePoints.toCharIndex(answer, s.start());
                        int ce = CodePoints.toCharIndex(answer, s.end());
                        inside &= cs >= trimmedStart(answer, start) && ce <= trimmedEnd(answer, end);
                        start = Math.min(start, cs);
                        end = Math.max(end, ce);
                    }
                }
            }
            DetectedAnnotation merged = inside ? merge(answer, found, annotations, start, end) : null;
            if (merged == null) {
                continue;
            }
            int first = annotations.iterator().next();
            out.set(first, merged);
            for (int ai : annotations) {
                dropped[ai] |= ai != first;
            }
            for (int w = i; w <= run; w++) {
                ayah[w] = new int[] {first, 0};
            }
            i = run;
        }
        List<DetectedAnnotation> kept = new ArrayList<>(out.size());
        for (int ai = 0; ai < out.size(); ai++) {
            if (!dropped[ai]) {
                kept.add(out.get(ai));
            }
        }
        return kept;
    }

    /** The detected span's own slack: a span may start or end on the spaces or stops beside its words. */
    private static int trimmedStart(String answer, int start) {
        int s = start;
        while (s > 0 && !Character.isLetter(answer.charAt(s - 1)) && !Harakat.isMark(answer.charAt(s - 1))
                && answer.charAt(s - 1) != '\n') {
            s--;
        }
        return s;
    }

    private static int trimmedEnd(String answer, int end) {
        int e = end;
        while (e < answer.length() && !Character.isLetter(answer.charAt(e)) && answer.charAt(e) != '\n') {
            e++;
        }
        return e;
    }

    /**
     * The annotations' Ayah spans as one span over [start, end) (chars), in the first annotation, with the others' spans
     * of other types moved into it; null when two of them would then hold spans of one type.
     */
    private static DetectedAnnotation merge(String answer, List<DetectedAnnotation> found, java.util.Set<Integer> annotations,
                                            int start, int end) {
        List<DetectedSpan> spans = new ArrayList<>();
        java.util.EnumSet<SegmentType> types = java.util.EnumSet.of(SegmentType.AYAH);
        DetectedSpan firstAyah = null;
        for (int ai : annotations) {
            for (DetectedSpan s : found.get(ai).spans()) {
                if (s.type() == SegmentType.AYAH) {
                    firstAyah = firstAyah == null ? s : firstAyah;
                } else if (!types.add(s.type())) {
                    return null;
                } else {
                    spans.add(s);
                }
            }
        }
        int cs = CodePoints.toCodePoint(answer, start);
        int ce = CodePoints.toCodePoint(answer, end);
        spans.add(0, new DetectedSpan(SegmentType.AYAH, cs, ce, answer.substring(start, end), firstAyah.confidence(),
                firstAyah.why() + "; joined with the rest of the verse it quotes word for word",
                firstAyah.signals() + "; word for word one run of the Qur'an"));
        spans.sort(Comparator.comparingInt(DetectedSpan::start));
        return new DetectedAnnotation(found.get(annotations.iterator().next()).id(), spans);
    }

    /** Whether the gap between two words holds only spaces and the Qur'an's pause and section marks. */
    private static boolean joins(String answer, int from, int to) {
        for (int k = from; k < to; k++) {
            char c = answer.charAt(k);
            boolean pause = c >= '\u06D6' && c <= '\u06DC' || c == '\u06DE' || c == '\u06E9';
            if (c != ' ' && c != '\t' && c != '\u00A0' && !pause) {
                return false;
            }
        }
        return true;
    }

    /**
     * A matn or a chain that is word for word a verse is that verse: a hadith record may quote one, and a chain's words
     * (names, حدثنا، عن) are never five words of the Qur'an in a row.
     */
    private DetectedAnnotation typedByText(DetectedAnnotation a) {
        List<DetectedSpan> spans = new ArrayList<>(a.spans());
        boolean changed = false;
        for (int k = 0; k < spans.size(); k++) {
            DetectedSpan s = spans.get(k);
            if (s.type() != SegmentType.MATN && s.type() != SegmentType.ISNAD) {
                continue;
            }
            QuranText.Query q = QuranText.Query.of(s.text());
            if (q.words() >= settings.minWords() && !text.occurrences(q).isEmpty()) {
                spans.set(k, new DetectedSpan(SegmentType.AYAH, s.start(), s.end(), s.text(), s.confidence(),
                        s.why() + "; word for word a verse, so an Ayah", s.signals() + "; word for word a verse"));
                changed = true;
            }
        }
        return changed ? new DetectedAnnotation(a.id(), spans) : a;
    }

    /**
     * The last word of the longest run from {@code i} that stays word for word in the Qur'an, or -1 when no run of
     * {@link Settings#minWords} words starts there. Runs of that many words are looked up by hash, each next one
     * overlapping the last; the run so chained is then confirmed whole, shortened until it is.
     */
    private int longestRun(String t, List<int[]> words, boolean[] covered, int i) {
        int limit = i;
        while (limit < words.size() && !covered[limit]) {
            limit++;
        }
        return longestRun(t, words, i, limit - 1);
    }

    /** {@link #longestRun(String, List, boolean[], int)} within words {@code i..limit}. */
    private int longestRun(String t, List<int[]> words, int i, int limit) {
        int n = settings.minWords();
        int last = -1;
        for (int j = i + n - 1; j <= limit; j++) {
            if (java.util.Arrays.binarySearch(grams, hash(t, words.get(j - n + 1)[0], words.get(j)[1])) < 0) {
                break;
            }
            last = j;
        }
        while (last >= 0 && text.wordAligned(t.substring(words.get(i)[0], words.get(last)[1]), 1).length == 0) {
            last = last - 1 >= i + n - 1 ? last - 1 : -1;
        }
        return last;
    }

    private double rarity(String t, List<int[]> words, int from, int to) {
        double sum = 0;
        for (int w = from; w <= to; w++) {
            int occ = Math.max(1, text.wordOccurrences(t.substring(words.get(w)[0], words.get(w)[1])));
            sum += Math.log(totalWords / occ);
        }
        return sum;
    }

    /** Whether a normalized run lies within one of the everyday {@link #FORMULAS}, word-aligned. */
    static boolean formula(String run) {
        return within(FORMULAS, run);
    }

    /** Whether a SEARCH-normalized run lies within one of {@code formulas} (as {@link #formulas} reads them), word-aligned. */
    static boolean within(List<String> formulas, String run) {
        String padded = " " + run + " ";
        return formulas.stream().anyMatch(f -> f.contains(padded));
    }

    /** A list of formulas, one a line ({@code #} comments), from a resource of this package, SEARCH-normalized and padded. */
    static List<String> formulas(String resource) {
        List<String> out = new ArrayList<>();
        try (java.io.InputStream in = VerbatimVerses.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource missing: org/tahqiq/verify/" + resource);
            }
            java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(" " + ArabicNormalizer.normalize(line.strip(), ArabicNormalizer.Level.SEARCH) + " ");
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return List.copyOf(out);
    }

    /** [start, end) of each word of a SEARCH-normalized text that is not digits only. */
    private static List<int[]> words(String t) {
        List<int[]> out = new ArrayList<>();
        for (int at = 0; at < t.length(); ) {
            int end = t.indexOf(' ', at);
            end = end < 0 ? t.length() : end;
            if (end > at && !Character.isDigit(t.charAt(at))) {
                out.add(new int[] {at, end});
            }
            at = end + 1;
        }
        return out;
    }
}
