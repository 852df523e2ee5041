package org.tahqiq.index;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.Fuzzy;
import org.tahqiq.text.Honorifics;

/**
 * Finds the records a matn span quotes: shortlist by the n-gram index over matns, then re-score each
 * candidate against its whole narration (the corpus's matn split is not always right).
 */
public final class HadithMatcher {

    private final HadithCorpus corpus;
    private final List<String> narrations;
    private final NgramIndex index;
    private final int k;
    private final UnaryOperator<String> normalizer;

    /**
     * @param narrations the records' full narrations normalized by {@link #normalize}, in corpus order
     */
    public HadithMatcher(HadithCorpus corpus, List<String> narrations, NgramIndex index, int k) {
        this(corpus, narrations, index, k, HadithMatcher::normalize);
    }

    /**
     * @param normalizer how spans are normalized; {@code narrations} and the index texts must be normalized the same way
     *                   (the sensitivity report compares {@link #normalize} with {@link #normalizeKeepingHamza})
     */
    public HadithMatcher(HadithCorpus corpus, List<String> narrations, NgramIndex index, int k, UnaryOperator<String> normalizer) {
        this.corpus = corpus;
        this.narrations = narrations;
        this.index = index;
        this.k = k;
        this.normalizer = normalizer;
    }

    /**
     * SEARCH-normalized text without honorific formulas and without the hamza letter: how spans and records are
     * compared. Hadith spellings differ in hamza far more than Qur'an quotes do ("فائتوا"/"فأتوا",
     * "شيء"/"شي"), and a quote is not wrong for it.
     */
    public static String normalize(String s) {
        return Honorifics.strip(ArabicNormalizer.normalize(s, ArabicNormalizer.Level.SEARCH).replace("\u0621", ""));
    }

    /** {@link #normalize} without dropping the hamza letter (the choice before commit 37cd8a5). */
    public static String normalizeKeepingHamza(String s) {
        return Honorifics.strip(ArabicNormalizer.normalize(s, ArabicNormalizer.Level.SEARCH));
    }

    /** Normalized matns in corpus order: what the index is built from. */
    public static List<String> indexTexts(HadithCorpus corpus) {
        return corpus.records().parallelStream().map(h -> normalize(h.matn())).toList();
    }

    /** Normalized full narrations in corpus order: what candidates are scored against. */
    public static List<String> narrations(HadithCorpus corpus) {
        return corpus.records().parallelStream().map(h -> normalize(h.fullText())).toList();
    }

    /** How spans are normalized (and were the narrations). */
    public UnaryOperator<String> normalizer() {
        return normalizer;
    }

    public HadithCorpus corpus() {
        return corpus;
    }

    public String narration(int record) {
        return narrations.get(record);
    }

    public HadithEvidence match(String span) {
        String q = normalizer.apply(span);
        List<HadithCandidate> out = new ArrayList<>();
        if (!q.isEmpty()) {
            Fuzzy.Needle needle = Fuzzy.needle(q);
            for (NgramIndex.Hit hit : index.search(q, k)) {
                String text = narrations.get(hit.position());
                int at = wordAligned(text, q);
                int[] around = at >= 0 ? null : NarratorAsides.wordAlignedAround(text, q);
                if (at >= 0) {
                    out.add(new HadithCandidate(hit.position(), 100, true, at, at + q.length()));
                } else if (around != null) {
                    out.add(new HadithCandidate(hit.position(), 100, true, around[0], around[1]));
                } else if (text.length() <= q.length()) {
                    out.add(new HadithCandidate(hit.position(), needle.partialRatio(text), false, 0, text.length()));
                } else {
                    Fuzzy.Alignment w = needle.partialRatioAlignment(text);
                    out.add(new HadithCandidate(hit.position(), w.score(), false, w.start(), w.end()));
                }
            }
            out.sort(Comparator.comparing(HadithCandidate::exact).thenComparingDouble(HadithCandidate::score).reversed());
        }
        return new HadithEvidence(q, out);
    }

    /**
     * The first of the {@code k} shortlisted records whose narration holds the span word for word (a narrator's aside
     * set aside, {@link NarratorAsides}), or -1: the exact half of {@link #match} without its similarity scoring, for
     * finding quotes where nothing says one is there. The shortlist is asked with the span's first {@code queryWords}
     * words only: a record holding the span holds them, and a shorter query costs fewer postings.
     */
    public int verbatimRecord(String span, int k, int queryWords) {
        String q = normalizer.apply(span);
        if (q.isEmpty()) {
            return -1;
        }
        for (NgramIndex.Hit hit : index.search(firstWords(q, queryWords), k)) {
            String text = narrations.get(hit.position());
            if (wordAligned(text, q) >= 0 || NarratorAsides.wordAlignedAround(text, q) != null) {
                return hit.position();
            }
        }
        return -1;
    }

    /** The first {@code n} words of a normalized text (the whole text when it has no more). */
    static String firstWords(String q, int n) {
        int at = -1;
        for (int w = 0; w < n; w++) {
            at = q.indexOf(' ', at + 1);
            if (at < 0) {
                return q;
            }
        }
        return q.substring(0, at);
    }

    public Hadith record(int i) {
        return corpus.get(i);
    }

    static boolean containsWords(String text, String q) {
        return wordAligned(text, q) >= 0;
    }

    /** Where {@code q} first occurs in {@code text} as whole words, or -1. */
    public static int wordAligned(String text, String q) {
        for (int at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1)) {
            int end = at + q.length();
            if ((at == 0 || text.charAt(at - 1) == ' ') && (end == text.length() || text.charAt(end) == ' ')) {
                return at;
            }
        }
        return -1;
    }
}
