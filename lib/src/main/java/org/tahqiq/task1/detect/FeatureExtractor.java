package org.tahqiq.task1.detect;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.CorpusAligner;
import org.tahqiq.task1.analysis.Cue;
import org.tahqiq.task1.analysis.Quote;
import org.tahqiq.task1.analysis.QuoteContext;
import org.tahqiq.task1.analysis.QuoteStructure;
import org.tahqiq.task1.analysis.SourceCandidates;
import org.tahqiq.task1.analysis.Token;
import org.tahqiq.task1.analysis.TokenKind;
import org.tahqiq.task1.analysis.WordNgramIndex;
import java.util.Arrays;
import java.util.List;

/**
 * The labeller's view of each token: sparse binary features, hashed to 64 bits. Local ones (the word, its
 * neighbours, prefixes and suffixes, vowel marks, punctuation and line position, cue words nearby, corpus
 * alignment runs) and ones carried in from the token's quote (its delimiters, the cue before it, the source after
 * it, how much of it the corpora align, how vowelled it is), so that every word of a quote knows what the quote is.
 */
public final class FeatureExtractor {

    /** Tokens to each side in which a cue word counts as near. */
    static final int NEAR = 5;

    /**
     * Tokens back in which a Qur'an or hadith cue, and ahead in which a reference, set the topic a token is read in:
     * a verse or hadith is often announced a sentence or a paragraph before it is quoted, and sourced after it, well
     * beyond {@link #NEAR}. About a paragraph or two. Chosen with the feature set on the working part's
     * cross-validation, the lockbox not worse, see {@code results/experiments/task1-spans.json}.
     */
    public static final int TOPIC_REACH = 120;

    /**
     * Which topic features a token gets.
     *
     * @param reach tokens back and ahead ({@link #TOPIC_REACH}; 0: no topic features)
     * @param full  false: the nearer of the two cues with its distance, and the next reference with its distance;
     *              true: also each cue's distance on its own, their pair, and the cue and reference together and
     *              with the quote's kind (tried: the working CV rose further but the lockbox fell)
     */
    public record TopicFeatures(int reach, boolean full) {
        public static final TopicFeatures DEFAULT = new TopicFeatures(TOPIC_REACH, false);
        public static final TopicFeatures NONE = new TopicFeatures(0, false);

        public TopicFeatures {
            if (reach < 0) {
                throw new IllegalArgumentException("topic reach is 0 or more tokens, got " + reach);
            }
        }

        @Override
        public String toString() {
            return reach == 0 ? "none" : (full ? "full" : "nearest") + " within " + reach;
        }
    }

    private FeatureExtractor() {
    }

    /** The features with the default topic features: what the shipped model was trained on. */
    public static long[][] extract(Analysis a) {
        return extract(a, TopicFeatures.DEFAULT);
    }

    public static long[][] extract(Analysis a, TopicFeatures topicFeatures) {
        List<Token> tokens = a.tokens();
        int n = tokens.size();
        String[] repr = new String[n];
        for (int i = 0; i < n; i++) {
            repr[i] = repr(tokens.get(i));
        }
        int[] opens = new int[n];
        int[] closes = new int[n];
        Arrays.fill(opens, -1);
        Arrays.fill(closes, -1);
        for (int q = 0; q < a.quotes().size(); q++) {
            opens[a.quotes().get(q).open()] = q;
            closes[a.quotes().get(q).close()] = q;
        }
        boolean[] blockquoteLine = new boolean[n];
        boolean[] bulletLine = new boolean[n];
        int[] colonAhead = new int[n];
        int[] sinceColon = new int[n];
        lineFeatures(tokens, blockquoteLine, bulletLine, colonAhead, sinceColon);

        int[] refPos = new int[n];
        int[] ref = SourceCandidates.find(a, refPos);
        Cue[] colonCue = colonCues(a);
        int[] sinceQuote = new int[n];
        int[] untilQuote = new int[n];
        quoteDistances(a, sinceQuote, untilQuote);
        Topic topic = topicFeatures.reach() > 0 ? Topic.of(a, ref, topicFeatures.reach()) : null;

        long[][] out = new long[n][];
        Bag f = new Bag();
        for (int i = 0; i < n; i++) {
            f.clear();
            Token t = tokens.get(i);
            f.add("B");
            f.add("w", repr[i]);
            f.add("k", t.kind().name());
            f.add("w-1", at(repr, i - 1));
            f.add("w+1", at(repr, i + 1));
            f.add("w-2", at(repr, i - 2));
            f.add("w+2", at(repr, i + 2));
            f.add("w-1|w", at(repr, i - 1) + "|" + repr[i]);
            f.add("w|w+1", repr[i] + "|" + at(repr, i + 1));
            f.add("w-2|w-1", at(repr, i - 2) + "|" + at(repr, i - 1));
            f.add("w+1|w+2", at(repr, i + 1) + "|" + at(repr, i + 2));
            if (t.isWord() && t.norm().length() >= 3) {
                f.add("p2", t.norm().substring(0, 2));
                f.add("s2", t.norm().substring(t.norm().length() - 2));
                f.add("s3", t.norm().substring(t.norm().length() - 3));
            }
            String marks = t.marks() == 0 ? "0" : t.marks() == 1 ? "1" : t.marks() <= 3 ? "3" : "4";
            f.add("mk", marks);
            f.add("mk|k", marks + "|" + t.kind());
            f.add("nl", Integer.toString(Math.min(2, t.newlinesBefore())));
            f.add("nlA", i + 1 < n ? Integer.toString(Math.min(2, tokens.get(i + 1).newlinesBefore())) : "E");
            f.add("nl|w", Math.min(2, t.newlinesBefore()) + "|" + repr[i]);
            f.add("sp", t.spaceBefore() ? "1" : "0");
            if (blockquoteLine[i]) {
                f.add("bq");
            }
            if (bulletLine[i]) {
                f.add("bul");
            }
            f.add("colA", bucket(colonAhead[i]));
            f.add("colB", bucket(sinceColon[i]));
            f.add("colA|w", bucket(colonAhead[i]) + "|" + repr[i]);

            if (ref[i] != SourceCandidates.NONE) {
                String r = ref[i] == SourceCandidates.QURAN ? "Q" : "H";
                f.add("ref", r);
                f.add("ref|p", r + "|" + refPos[i]);
                f.add("ref|p|w", r + "|" + refPos[i] + "|" + repr[i]);
            }
            // How near a quotation is: the gold takes a source or chain only together with its quote.
            String qp = bucket(sinceQuote[i]);
            String qn = bucket(untilQuote[i]);
            f.add("qPrev", qp);
            f.add("qNext", qn);
            if (ref[i] != SourceCandidates.NONE) {
                f.add("ref|qPrev|qNext", ref[i] + "|" + qp + "|" + qn);
            }
            if (t.isWord() && (a.cues()[i] == Cue.NARRATION || a.cues()[i] == Cue.SOURCE)) {
                f.add("cue|qNext", a.cues()[i] + "|" + qn);
                f.add("cue|qPrev", a.cues()[i] + "|" + qp);
            }
            if (i > 0 && ref[i - 1] != SourceCandidates.NONE && refPos[i - 1] == 3) {
                f.add("refEndL", ref[i - 1] == SourceCandidates.QURAN ? "Q" : "H");
            }
            if (i + 1 < n && ref[i + 1] != SourceCandidates.NONE && refPos[i + 1] == 1) {
                f.add("refBeginR", ref[i + 1] == SourceCandidates.QURAN ? "Q" : "H");
            }
            if (sinceColon[i] > 0) {
                String cc = String.valueOf(colonCue[i]);
                f.add("cc", cc);
                f.add("cc|d", cc + "|" + bucket(sinceColon[i]));
                f.add("cc|inq", cc + "|" + (a.innermost()[i] >= 0));
            }
            cueFeatures(a, i, f);
            if (topic != null) {
                topic.features(a, i, f, topicFeatures.full());
            }
            alignmentFeatures(a, i, f);
            quoteFeatures(a, i, f, repr);
            if (opens[i] >= 0) {
                delimiterFeatures(a, opens[i], "open", f);
            }
            if (closes[i] >= 0) {
                delimiterFeatures(a, closes[i], "close", f);
            }
            if (opens[i] < 0 && closes[i] < 0 && isDelimiterLike(t)) {
                f.add("unpaired", repr[i]);
            }
            out[i] = f.toArray();
        }
        return out;
    }

    /**
     * Per token, tokens since the last quotation (of two or more words) closed and until the next one opens, within the
     * paragraph; -1 when there is none.
     */
    private static void quoteDistances(Analysis a, int[] since, int[] until) {
        int n = a.size();
        java.util.Arrays.fill(since, -1);
        java.util.Arrays.fill(until, -1);
        boolean[] closes = new boolean[n];
        boolean[] opens = new boolean[n];
        for (int q = 0; q < a.quotes().size(); q++) {
            Quote x = a.quotes().get(q);
            if (x.kind().isQuotation() && a.contexts().get(q).words() >= 2) {
                closes[x.close()] = true;
                opens[x.open()] = true;
            }
        }
        int last = -1;
        for (int i = 0; i < n; i++) {
            if (a.tokens().get(i).newlinesBefore() >= 2) {
                last = -1;
            }
            since[i] = last < 0 ? -1 : i - last;
            if (closes[i]) {
                last = i;
            }
        }
        int next = -1;
        for (int i = n - 1; i >= 0; i--) {
            until[i] = next < 0 ? -1 : next - i;
            if (opens[i]) {
                next = i;
            }
            if (a.tokens().get(i).newlinesBefore() >= 2) {
                next = -1;
            }
        }
    }

    /**
     * The answer's topic around each token: how far back the nearest Qur'an cue (a cue word or a surah's name) and
     * the nearest hadith cue (a Prophet cue word or a blessing formula) are, and what reference comes next and how far ahead,
     * each within the reach. A quote far from "قال تعالى" but after a paragraph about a surah reads as a verse.
     */
    private record Topic(int[] sinceQuran, int[] sinceProphet, int[] untilRef, int[] nextRef) {

        static Topic of(Analysis a, int[] ref, int reach) {
            int n = a.size();
            int[] sq = new int[n];
            int[] sp = new int[n];
            int[] ur = new int[n];
            int[] nr = new int[n];
            int lastQ = -1;
            int lastP = -1;
            for (int i = 0; i < n; i++) {
                sq[i] = lastQ < 0 || i - lastQ > reach ? -1 : i - lastQ;
                sp[i] = lastP < 0 || i - lastP > reach ? -1 : i - lastP;
                Cue c = a.cues()[i];
                if (c == Cue.QURAN || a.surahName()[i]) {
                    lastQ = i;
                }
                if (c == Cue.PROPHET || a.honorific()[i]) {
                    lastP = i;
                }
            }
            int next = -1;
            for (int i = n - 1; i >= 0; i--) {
                boolean near = next >= 0 && next - i <= reach;
                ur[i] = near ? next - i : -1;
                nr[i] = near ? ref[next] : SourceCandidates.NONE;
                if (ref[i] != SourceCandidates.NONE) {
                    next = i;
                }
            }
            return new Topic(sq, sp, ur, nr);
        }

        void features(Analysis a, int i, Bag f, boolean full) {
            int q = sinceQuran[i];
            int p = sinceProphet[i];
            String nearer = q < 0 && p < 0 ? "none" : p < 0 || q >= 0 && q < p ? "Q" : "P";
            int nearest = nearer.equals("none") ? -1 : nearer.equals("Q") ? q : p;
            String r = nextRef[i] == SourceCandidates.NONE ? "none" : nextRef[i] == SourceCandidates.QURAN ? "Q" : "H";
            f.add("tR", r + "|" + far(untilRef[i]));
            if (!full) {
                f.add("tN", nearer + "|" + far(nearest));
                return;
            }
            f.add("tQ", far(q));
            f.add("tP", far(p));
            f.add("tQ|tP", far(q) + "|" + far(p));
            f.add("tN", nearer);
            f.add("tN|tR", nearer + "|" + r);
            Quote quote = a.quoteOf(i);
            if (quote != null) {
                f.add("tN|tR|qk", nearer + "|" + r + "|" + quote.kind());
            }
        }

        /** Distance buckets beyond {@link #NEAR}'s: within a sentence, a few sentences, a paragraph. */
        private static String far(int d) {
            return d < 0 ? "none" : d <= 8 ? "8" : d <= 24 ? "24" : d <= 60 ? "60" : "R";
        }
    }

    /** Per token after a colon on its line: the cue nearest before that colon ("قال الله تعالى:"), or null. */
    private static Cue[] colonCues(Analysis a) {
        int n = a.size();
        Cue[] out = new Cue[n];
        Cue current = null;
        for (int i = 0; i < n; i++) {
            Token t = a.tokens().get(i);
            if (t.startsLine()) {
                current = null;
            }
            out[i] = current;
            if (t.isPunct(':')) {
                current = null;
                for (int j = i - 1; j >= Math.max(0, i - 8) && current == null; j--) {
                    Cue c = a.cues()[j];
                    if (c == null && a.surahName()[j]) {
                        c = Cue.QURAN;
                    }
                    if (c != null && c != Cue.SAYS) {
                        current = c;
                    }
                    if (a.tokens().get(j).startsLine()) {
                        break;
                    }
                }
            }
        }
        return out;
    }

    private static void cueFeatures(Analysis a, int i, Bag f) {
        Cue[] cues = a.cues();
        int n = cues.length;
        if (cues[i] != null) {
            f.add("cue", cues[i].name());
        }
        if (a.honorific()[i]) {
            f.add("hon");
        }
        if (a.surahName()[i]) {
            f.add("sur");
        }
        if (a.collection()[i]) {
            f.add("col");
        }
        for (int d = 1; d <= NEAR; d++) {
            if (i - d >= 0 && cues[i - d] != null) {
                f.add("cueL", cues[i - d].name());
                f.add("cueL|d", cues[i - d].name() + "|" + (d <= 2 ? d : 3));
            }
            if (i + d < n && cues[i + d] != null) {
                f.add("cueR", cues[i + d].name());
                f.add("cueR|d", cues[i + d].name() + "|" + (d <= 2 ? d : 3));
            }
            if (i - d >= 0 && a.surahName()[i - d]) {
                f.add("surL");
            }
            if (i + d < n && a.surahName()[i + d]) {
                f.add("surR");
            }
            if (i - d >= 0 && a.collection()[i - d]) {
                f.add("colL");
            }
            if (i + d < n && a.collection()[i + d]) {
                f.add("colR");
            }
        }
    }

    private static void alignmentFeatures(Analysis a, int i, Bag f) {
        CorpusAligner.Alignment al = a.alignment();
        if (!a.tokens().get(i).isWord()) {
            return;
        }
        String qr = runBucket(al.quranRun(i));
        String qc = runBucket(al.quranChain(i));
        String hr = runBucket(al.hadithRun(i));
        String hc = runBucket(al.hadithChain(i));
        f.add("qr", qr);
        f.add("qc", qc);
        f.add("hr", hr);
        f.add("hc", hc);
        f.add("qc|hc", qc + "|" + hc);
        if (al.hadithChainOnly(i)) {
            f.add("hco");
        }
        f.add("voc", (al.quranWord(i) ? "q" : "-") + (al.hadithWord(i) ? "h" : "-"));
    }

    private static void quoteFeatures(Analysis a, int i, Bag f, String[] repr) {
        Quote q = a.quoteOf(i);
        if (q == null) {
            f.add("nq");
            return;
        }
        QuoteContext c = a.contextOf(i);
        String k = q.kind().name();
        String pos = (i == q.open() + 1 ? "F" : "") + (i == q.close() - 1 ? "L" : "");
        if (pos.isEmpty()) {
            pos = "M";
        }
        f.add("qk", k);
        f.add("qk|qp", k + "|" + pos);
        f.add("qk|qp|w", k + "|" + pos + "|" + repr[i]);
        f.add("qk|ql", k + "|" + lengthBucket(c.words()));
        contextFeatures(k, c, f, "q");
        // The enclosing quote, if any: bold around a quotation, brackets around a reference.
        for (int j = a.innermost()[i] - 1; j >= 0; j--) {
            Quote outer = a.quotes().get(j);
            if (outer.contains(i)) {
                f.add("qk2", outer.kind().name() + "|" + k);
                break;
            }
        }
    }

    private static void contextFeatures(String k, QuoteContext c, Bag f, String p) {
        String qcov = share(c.quranCover());
        String hcov = share(c.hadithCover());
        f.add(p + "nb", k + "|" + c.nearestBefore());
        f.add(p + "qb", k + "|" + c.quranBefore() + "|" + c.prophetBefore());
        f.add(p + "sa", k + "|" + c.sourceAfter());
        f.add(p + "na", k + "|" + c.cueAfter());
        f.add(p + "nb|na", c.nearestBefore() + "|" + c.cueAfter());
        f.add(p + "g", k + "|" + c.group());
        f.add(p + "cov", k + "|" + qcov + "|" + hcov);
        f.add(p + "qcov", k + "|" + qcov);
        f.add(p + "hcov", k + "|" + hcov);
        f.add(p + "vow", k + "|" + share(c.vowelled()));
        f.add(p + "nb|sa", c.nearestBefore() + "|" + c.sourceAfter());
        f.add(p + "nb|cov", c.nearestBefore() + "|" + qcov + "|" + hcov);
        f.add(p + "sa|cov", c.sourceAfter() + "|" + qcov + "|" + hcov);
        f.add(p + "len|cov", lengthBucket(c.words()) + "|" + qcov + "|" + hcov);
    }

    private static void delimiterFeatures(Analysis a, int q, String role, Bag f) {
        Quote quote = a.quotes().get(q);
        QuoteContext c = a.contexts().get(q);
        String k = quote.kind().name();
        f.add(role, k);
        f.add(role + "|ql", k + "|" + lengthBucket(c.words()));
        contextFeatures(k, c, f, role);
    }

    private static boolean isDelimiterLike(Token t) {
        return t.kind() == TokenKind.PUNCT && "\"'\u00AB\u00BB{}()[]\uFD3E\uFD3F\u201C\u201D".indexOf(t.text().charAt(0)) >= 0
                || t.kind() == TokenKind.TAG;
    }

    private static void lineFeatures(List<Token> tokens, boolean[] blockquote, boolean[] bullet, int[] colonAhead, int[] sinceColon) {
        int n = tokens.size();
        int lineStart = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || (i > lineStart && tokens.get(i).startsLine())) {
                Token first = tokens.get(lineStart);
                boolean bq = first.kind() == TokenKind.PUNCT && first.text().charAt(0) == '>';
                boolean bl = first.kind() == TokenKind.PUNCT && (first.text().equals("-") || first.text().equals("*"))
                        || first.kind() == TokenKind.NUMBER && lineStart + 1 < n && tokens.get(lineStart + 1).isPunct('.');
                int next = -1;
                for (int j = i - 1; j >= lineStart; j--) {
                    blockquote[j] = bq;
                    bullet[j] = bl;
                    colonAhead[j] = next < 0 ? -1 : next - j;
                    if (tokens.get(j).isPunct(':')) {
                        next = j;
                    }
                }
                int last = -1;
                for (int j = lineStart; j < i; j++) {
                    sinceColon[j] = last < 0 ? -1 : j - last;
                    if (tokens.get(j).isPunct(':')) {
                        last = j;
                    }
                }
                lineStart = i;
            }
        }
    }

    static String repr(Token t) {
        return switch (t.kind()) {
            case WORD -> t.norm();
            case NUMBER -> "#" + Math.min(4, t.text().length());
            case TAG -> QuoteStructure.isTagOpen(t.text()) ? "<tag>" : "</tag>";
            case PUNCT -> t.text().length() > 3 ? t.text().substring(0, 3) : t.text();
        };
    }

    private static String at(String[] repr, int i) {
        return i < 0 ? "^" : i >= repr.length ? "$" : repr[i];
    }

    private static String bucket(int d) {
        return d < 0 ? "none" : d <= 1 ? "1" : d <= 3 ? "3" : d <= 8 ? "8" : d <= 20 ? "20" : "far";
    }

    static String runBucket(int words) {
        return words == 0 ? "0" : words <= 3 ? "3" : words <= 5 ? "5" : words <= 9 ? "9" : "X";
    }

    static String lengthBucket(int words) {
        return words <= 1 ? "1" : words <= 3 ? "3" : words <= 7 ? "7" : words <= 15 ? "15" : "X";
    }

    static String share(double x) {
        return x <= 0 ? "0" : x < 0.25 ? "1" : x < 0.5 ? "2" : x < 0.75 ? "3" : "4";
    }

    /** A growable list of feature hashes. */
    private static final class Bag {
        private long[] h = new long[128];
        private int size;

        void clear() {
            size = 0;
        }

        void add(String name) {
            push(WordNgramIndex.word(name));
        }

        void add(String name, String value) {
            push(WordNgramIndex.word(name + '=' + value));
        }

        private void push(long x) {
            if (size == h.length) {
                h = Arrays.copyOf(h, size * 2);
            }
            h[size++] = x;
        }

        long[] toArray() {
            return Arrays.copyOf(h, size);
        }
    }
}
