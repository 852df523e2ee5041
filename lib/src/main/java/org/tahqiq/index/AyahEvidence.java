package org.tahqiq.index;

import java.util.List;
import org.tahqiq.corpus.QuranText.ExactMatch;

/**
 * What the Qur'an says about an Ayah span.
 *
 * @param query      the span as normalized for matching
 * @param exact      word-aligned occurrences, fewest vowel contradictions first (empty when none)
 * @param candidates fuzzy candidates from the shortlist, best first (empty when an exact occurrence exists as
 *                   written)
 * @param viaRasm    the exact occurrences were found only after rewriting Uthmani-rasm spellings
 */
public record AyahEvidence(String query, List<ExactMatch> exact, List<VerseCandidate> candidates, boolean viaRasm) {

    public AyahEvidence(String query, List<ExactMatch> exact, List<VerseCandidate> candidates) {
        this(query, exact, candidates, false);
    }

    /** The same evidence as if the rasm rewrite had not been tried (for the ablation). */
    public AyahEvidence withoutRasm() {
        return viaRasm ? new AyahEvidence(query, List.of(), candidates, false) : this;
    }

    public boolean isExact() {
        return !exact.isEmpty();
    }

    /** The verses the span most likely quotes, or null when nothing was found. */
    public VerseCandidate best() {
        if (isExact()) {
            ExactMatch e = exact.get(0);
            return new VerseCandidate(e.firstVerse(), e.lastVerse(), 100);
        }
        return candidates.isEmpty() ? null : candidates.get(0);
    }

    /**
     * Within this many points of the best, a fuzzy candidate is as likely the quoted place. Set with the multi-place
     * claim rule after reading dev claims (commit f05e1a5); a prior, its sensitivity not yet printed.
     */
    public static final double TIE_MARGIN = 2.0;

    /**
     * Every stretch of verses the span may quote: all exact occurrences, else the fuzzy candidates scoring
     * within {@link #TIE_MARGIN} of the best (a recurring phrase misquoted matches several places).
     */
    public List<VerseCandidate> all() {
        if (isExact()) {
            return exact.stream().map(e -> new VerseCandidate(e.firstVerse(), e.lastVerse(), 100)).toList();
        }
        double best = similarity();
        return candidates.stream().filter(c -> c.score() >= best - TIE_MARGIN).toList();
    }

    /** Best fuzzy similarity (0–100); 100 for an exact occurrence. */
    public double similarity() {
        VerseCandidate b = best();
        return b == null ? 0 : b.score();
    }
}
