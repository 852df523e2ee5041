package org.tahqiq.index;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.corpus.QuranText.ExactMatch;
import org.tahqiq.text.Fuzzy;
import org.tahqiq.text.rasm.Rasm;

/**
 * Finds the verses an Ayah span quotes: an exact word-aligned occurrence in the verse concatenation when
 * there is one, else a shortlist from the n-gram index re-scored by {@link Fuzzy#partialRatioAlignment}
 * over each candidate with its neighbours (a quote may run across a verse boundary).
 */
public final class QuranMatcher {

    private final QuranCorpus corpus;
    private final NgramIndex index;
    private final int k;

    public QuranMatcher(QuranCorpus corpus, NgramIndex index, int k) {
        this.corpus = corpus;
        this.index = index;
        this.k = k;
    }

    /** Normalized verse texts in corpus order: what the index is built from. */
    public static List<String> indexTexts(QuranCorpus corpus) {
        QuranText t = corpus.text();
        List<String> out = new ArrayList<>(corpus.size());
        for (int i = 0; i < corpus.size(); i++) {
            out.add(t.verse(i));
        }
        return out;
    }

    public AyahEvidence match(String span) {
        QuranText text = corpus.text();
        QuranText.Query query = QuranText.Query.of(span);
        String q = query.text();
        List<ExactMatch> exact = text.occurrences(query);
        if (!exact.isEmpty()) {
            return new AyahEvidence(q, exact, List.of());
        }
        // A quote in another script (the Uthmani mushaf's, another plain edition's: ٱلْعَـٰلَمِينَ, الصلوة, ذالك) is the
        // verse when its rasm is, word boundaries and vowels checked as above. The fuzzy candidates are kept beside it.
        List<ExactMatch> viaRasm = List.of();
        for (Rasm.Reading reading : Rasm.Reading.MATCHING) {
            viaRasm = corpus.rasm(reading).occurrences(span, reading);
            if (!viaRasm.isEmpty()) {
                break;
            }
        }
        return new AyahEvidence(q, viaRasm, fuzzy(q, text), !viaRasm.isEmpty());
    }

    private List<VerseCandidate> fuzzy(String q, QuranText text) {
        List<VerseCandidate> out = new ArrayList<>();
        if (q.isEmpty()) {
            return out;
        }
        int last = corpus.size() - 1;
        Fuzzy.Needle needle = Fuzzy.needle(q);
        for (NgramIndex.Hit hit : index.search(q, k)) {
            int v = hit.position();
            int first = Math.max(0, v - 1);
            int end = Math.min(last, v + 1);
            String window = text.range(first, end);
            Fuzzy.Alignment a = needle.partialRatioAlignment(window);
            int base = text.verseOffset(first);
            int from = q.length() <= window.length() ? text.verseAt(base + a.start()) : first;
            int to = q.length() <= window.length() ? text.verseAt(base + Math.max(a.start(), a.end() - 1)) : end;
            // The best window is as long as the quote, so a quote shorter than the verse text it quotes (letters left
            // out) lets the window spill into a neighbour. A verse at either end belongs to the quote unless the rest
            // still holds the whole quote's length and the quote matches it as well without that verse.
            while (from < to && spares(needle, q, text.range(from + 1, to), a.score())) {
                from++;
            }
            while (to > from && spares(needle, q, text.range(from, to - 1), a.score())) {
                to--;
            }
            out.add(new VerseCandidate(from, to, a.score()));
        }
        out.sort(Comparator.comparingDouble(VerseCandidate::score).reversed()
                .thenComparingInt(c -> c.lastVerse() - c.firstVerse()));
        return dedupe(out);
    }

    /** Whether {@code rest} is long enough for the quote and matches it at least as well as {@code score}. */
    private static boolean spares(Fuzzy.Needle needle, String q, String rest, double score) {
        return rest.length() >= q.length() && needle.partialRatio(rest) >= score;
    }

    private static List<VerseCandidate> dedupe(List<VerseCandidate> in) {
        List<VerseCandidate> out = new ArrayList<>();
        for (VerseCandidate c : in) {
            if (out.stream().noneMatch(o -> o.firstVerse() == c.firstVerse() && o.lastVerse() == c.lastVerse())) {
                out.add(c);
            }
        }
        return out;
    }
}
