package org.tahqiq.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;
import org.tahqiq.text.Harakat;

/**
 * Hadith the detector left out: a quoted segment («…», "…", (…)) whose words are a hadith record's, and an Arabic
 * passage without marks that stands apart from the answer's own sentences (as {@link VerbatimVerses#setApart} reads it)
 * and is word for word a record's — each long enough. Runs after {@link VerbatimVerses}: what is word for word a verse
 * is left to it (the type follows the text), and so are the everyday formulas ({@code formulas.txt}).
 *
 * <p>The records are found with the matcher the verdicts use ({@link HadithMatcher}): its n-gram shortlist, then the
 * narration read word for word, a narrator's aside set aside. No table of its own is built, so start-up and memory stay
 * as they are.
 */
public final class VerbatimHadith {

    /**
     * @param minQuotedWords the fewest words a quoted segment needs
     * @param minQuotedScore the least similarity (0–100) of a quoted segment to its best record; 100: word for word
     * @param minFreeWords   the fewest words a passage without marks needs (always word for word)
     * @param cueWords       how many words before a quoted segment are read for a hadith cue (the Prophet, a narration
     *                       or a collection named, the Qur'an not): with one there, the segment is a claimed hadith
     *                       whatever its similarity; 0: the cue is not read
     */
    public record Settings(int minQuotedWords, int minQuotedScore, int minFreeWords, int cueWords) {

        /**
         * What {@code verify} uses. On the dev set's working part ({@code verify --evaluate --hadith-sweep}) word for word
         * in quote marks from 4 words and without marks from 6 leave found and matn F1 level (0.9367): the matn the
         * detector misses there are fabricated or misquoted, no record's words. Three words in marks add a span matching no
         * gold one on the lockbox, five without marks one on the working part; a similarity bar below word for word or a
         * hadith cue before the marks (a claimed hadith whatever its words) takes more spans that match none on the
         * lockbox than it finds. Without marks 8 words: the synthetic posts ({@code sweep-scripts}) are level from 5 to 8,
         * and 8 is that plateau's strict end.
         */
        public static final Settings CHOSEN = new Settings(4, 100, 8, 0);

        /** Off: nothing is added. */
        public static final Settings OFF = new Settings(Integer.MAX_VALUE, 101, Integer.MAX_VALUE, 0);

        public boolean off() {
            return minQuotedWords == Integer.MAX_VALUE && minFreeWords == Integer.MAX_VALUE;
        }
    }

    /**
     * Records shortlisted per passage, as for a matn's verdict: a verbatim record is near the top of the n-gram shortlist,
     * but a saying many records carry with small differences can push it below the first few.
     */
    static final int SHORTLIST = 15;
    /**
     * Words of a passage the shortlist is asked with: the first eight, the bar without marks (a long paragraph on a line
     * of its own would otherwise cost a search over all its words' n-grams).
     */
    static final int QUERY_WORDS = 8;
    /** Opening and closing marks of a quoted segment, pair by pair (the straight quote closes itself). */
    private static final String OPEN = "\u00AB\u201C\"(";
    private static final String CLOSE = "\u00BB\u201D\")";
    /** Ends a sentence inside a passage without marks. */
    private static final String STOPS = ".!\u061F?\u061B;";

    /** Everyday formulas that are also hadith words ({@code hadith-formulas.txt}), normalized, each between spaces. */
    private static final List<String> FORMULAS = VerbatimVerses.formulas("hadith-formulas.txt");

    private final HadithMatcher hadith;
    private final QuranText quran;
    private final Settings settings;

    public VerbatimHadith(HadithMatcher hadith, QuranText quran, Settings settings) {
        this.hadith = hadith;
        this.quran = quran;
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    /** The citations found, and after them the hadith found in quoted segments and in passages without marks. */
    public List<DetectedAnnotation> complete(String answer, List<DetectedAnnotation> found) {
        if (settings.off()) {
            return found;
        }
        List<int[]> covered = new ArrayList<>();
        for (DetectedAnnotation a : found) {
            for (DetectedSpan s : a.spans()) {
                covered.add(new int[] {CodePoints.toCharIndex(answer, s.start()), CodePoints.toCharIndex(answer, s.end())});
            }
        }
        List<int[]> added = new ArrayList<>();
        if (settings.minQuotedWords() != Integer.MAX_VALUE) {
            for (int[] q : quoted(answer)) {
                if (!overlaps(q, covered) && quotedHadith(answer.substring(q[0], q[1]), hadithCue(answer, q[0]))) {
                    added.add(q);
                    covered.add(q);
                }
            }
        }
        if (settings.minFreeWords() != Integer.MAX_VALUE) {
            for (int[] piece : pieces(answer)) {
                int[] taken = freeHadith(answer, piece, covered);
                if (taken == null) {
                    for (int[] sentence : sentences(answer, piece)) {
                        int[] t = freeHadith(answer, sentence, covered);
                        if (t != null) {
                            added.add(t);
                            covered.add(t);
                        }
                    }
                } else {
                    added.add(taken);
                    covered.add(taken);
                }
            }
        }
        if (added.isEmpty()) {
            return found;
        }
        List<DetectedAnnotation> out = new ArrayList<>(found);
        int nextId = found.stream().mapToInt(DetectedAnnotation::id).max().orElse(0) + 1;
        for (int[] r : added) {
            boolean marks = r.length > 2;
            out.add(new DetectedAnnotation(nextId++, List.of(new DetectedSpan(SegmentType.MATN,
                    CodePoints.toCodePoint(answer, r[0]), CodePoints.toCodePoint(answer, r[1]), answer.substring(r[0], r[1]),
                    Double.NaN, marks ? "a hadith record's words in quote marks" : "verbatim in a hadith record, no quote marks",
                    marks ? "a hadith record's words in quote marks" : "word for word in a hadith record without quote marks"))));
        }
        out.sort(Comparator.comparingInt(a -> a.spans().isEmpty() ? 0 : a.spans().get(0).start()));
        return out;
    }

    /**
     * Whether a quoted segment's words are a record's, by the quoted bar (or it follows a hadith cue), and it is not a
     * verse or a formula.
     */
    private boolean quotedHadith(String text, boolean cue) {
        String n = HadithMatcher.normalize(text);
        if (words(n) < settings.minQuotedWords() || verseOrFormula(text)) {
            return false;
        }
        if (cue) {
            return true;
        }
        if (settings.minQuotedScore() > 100) {
            return false;
        }
        if (settings.minQuotedScore() == 100) {
            return hadith.verbatimRecord(text, SHORTLIST, QUERY_WORDS) >= 0;
        }
        HadithEvidence ev = hadith.match(text);
        return ev.isExact() || ev.similarity() >= settings.minQuotedScore();
    }

    /** The passage [from, to) as a found hadith without marks, or null. */
    private int[] freeHadith(String answer, int[] range, List<int[]> covered) {
        int[] r = trimmed(answer, range[0], range[1]);
        if (r == null || overlaps(r, covered) || !VerbatimVerses.setApart(answer, r[0], r[1])) {
            return null;
        }
        String text = answer.substring(r[0], r[1]);
        if (words(HadithMatcher.normalize(text)) < settings.minFreeWords() || verseOrFormula(text)) {
            return null;
        }
        return hadith.verbatimRecord(text, SHORTLIST, QUERY_WORDS) >= 0 ? r : null;
    }

    /**
     * Whether one of the {@link Settings#cueWords} words before {@code at} names the Prophet, a narration or a
     * collection, and none the Qur'an.
     */
    private boolean hadithCue(String answer, int at) {
        if (settings.cueWords() <= 0) {
            return false;
        }
        String before = ArabicNormalizer.normalize(answer.substring(Math.max(0, at - 40 * settings.cueWords()), at),
                ArabicNormalizer.Level.SEARCH);
        String[] w = before.isEmpty() ? new String[0] : before.split(" ");
        boolean hadith = false;
        for (int k = Math.max(0, w.length - settings.cueWords()); k < w.length; k++) {
            org.tahqiq.task1.analysis.Cue c = org.tahqiq.task1.analysis.Cue.of(w[k]);
            if (c == org.tahqiq.task1.analysis.Cue.QURAN) {
                return false;
            }
            hadith |= c == org.tahqiq.task1.analysis.Cue.PROPHET || c == org.tahqiq.task1.analysis.Cue.NARRATION || c == org.tahqiq.task1.analysis.Cue.SOURCE;
        }
        return hadith;
    }

    private boolean verseOrFormula(String text) {
        String n = ArabicNormalizer.normalize(text, ArabicNormalizer.Level.SEARCH);
        return VerbatimVerses.formula(n) || hadithFormula(n) || !quran.occurrences(QuranText.Query.of(text)).isEmpty();
    }

    /** Whether a SEARCH-normalized passage lies within one of the everyday {@link #FORMULAS}, word-aligned. */
    static boolean hadithFormula(String passage) {
        return VerbatimVerses.within(FORMULAS, passage);
    }

    private static int words(String normalized) {
        if (normalized.isEmpty()) {
            return 0;
        }
        int n = 1;
        for (int i = 0; i < normalized.length(); i++) {
            n += normalized.charAt(i) == ' ' ? 1 : 0;
        }
        return n;
    }

    private static boolean overlaps(int[] r, List<int[]> covered) {
        for (int[] c : covered) {
            if (c[0] < r[1] && r[0] < c[1]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The quoted segments on one line: from an opening mark to its closing one, with no other mark of the kinds
     * between; [start, end, 1) in chars, the words inside without the spaces and stops beside them.
     */
    static List<int[]> quoted(String answer) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < answer.length(); i++) {
            int kind = OPEN.indexOf(answer.charAt(i));
            if (kind < 0) {
                continue;
            }
            int j = i + 1;
            while (j < answer.length() && answer.charAt(j) != '\n' && answer.charAt(j) != CLOSE.charAt(kind)
                    && OPEN.indexOf(answer.charAt(j)) < 0) {
                j++;
            }
            if (j < answer.length() && answer.charAt(j) == CLOSE.charAt(kind)) {
                int[] r = trimmed(answer, i + 1, j);
                if (r != null) {
                    out.add(new int[] {r[0], r[1], 1});
                }
                i = j;
            }
        }
        return out;
    }

    /**
     * The answer's Arabic passages: stretches of Arabic letters and marks, spaces and the stops and commas between
     * them, broken by anything else — a line break, a colon, a quote mark or bracket, a hashtag, a digit, a Latin letter.
     */
    static List<int[]> pieces(String answer) {
        List<int[]> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= answer.length(); i++) {
            if (i < answer.length() && answer.charAt(i) == '#') {
                // a hashtag's Arabic words (#حديث_اليوم) are a tag, not the passage's
                if (start >= 0) {
                    out.add(new int[] {start, i});
                    start = -1;
                }
                while (i + 1 < answer.length() && !Character.isWhitespace(answer.charAt(i + 1))) {
                    i++;
                }
                continue;
            }
            boolean inside = i < answer.length() && passageChar(answer.charAt(i));
            if (inside && start < 0) {
                start = i;
            } else if (!inside && start >= 0) {
                out.add(new int[] {start, i});
                start = -1;
            }
        }
        return out;
    }

    /** The sentences of a passage, split at its stops. */
    private static List<int[]> sentences(String answer, int[] piece) {
        List<int[]> out = new ArrayList<>();
        int start = piece[0];
        for (int i = piece[0]; i < piece[1]; i++) {
            if (STOPS.indexOf(answer.charAt(i)) >= 0) {
                out.add(new int[] {start, i});
                start = i + 1;
            }
        }
        if (out.isEmpty()) {
            return out;
        }
        out.add(new int[] {start, piece[1]});
        return out;
    }

    private static boolean passageChar(char c) {
        return arabic(c) || c == ' ' || c == '\u00A0' || c == '\u0640' || c == ',' || c == '\u060C'
                || STOPS.indexOf(c) >= 0 || c == '-' || c == '\u2013';
    }

    private static boolean arabic(char c) {
        return c >= '\u0600' && c <= '\u06FF' && !(c >= '\u0660' && c <= '\u0669') && !(c >= '\u06F0' && c <= '\u06F9')
                && c != '\u060C' && c != '\u061B' && c != '\u061F' && c != '\u066A' && c != '\u06D4'
                || c >= '\uFB50' && c <= '\uFDFF' || c >= '\uFE70' && c <= '\uFEFC' || c >= '\u08A0' && c <= '\u08FF';
    }

    /** [from, to) narrowed to its first Arabic letter and its last one with the marks on it; null without letters. */
    private static int[] trimmed(String answer, int from, int to) {
        int s = from;
        while (s < to && !(arabic(answer.charAt(s)) && !Harakat.isMark(answer.charAt(s)))) {
            s++;
        }
        int e = to;
        while (e > s && !(arabic(answer.charAt(e - 1)) && !Harakat.isMark(answer.charAt(e - 1)))) {
            e--;
        }
        while (e < to && Harakat.isMark(answer.charAt(e))) {
            e++;
        }
        return s < e ? new int[] {s, e} : null;
    }
}
