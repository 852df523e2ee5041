package org.tahqiq.task1.analysis;

import java.util.List;

/**
 * Everything the labeller and the span rules know about one answer: its tokens, the delimited stretches, the
 * corpus alignment, the cue word each token is, and per quote what surrounds it.
 *
 * @param innermost   per token, the innermost quote holding it (index into {@code quotes}), or -1
 * @param cues        per token, the cue it is, or null
 * @param honorific   per token, whether it belongs to a blessing formula (صلى الله عليه وسلم, رضي الله عنه ...)
 * @param surahName   per token, whether it (alone or with its neighbour) names a surah
 * @param collection  per token, whether it is (part of) a hadith collection's name
 * @param contexts    per quote, its surroundings
 */
public record Analysis(String text, List<Token> tokens, List<Quote> quotes, int[] innermost,
                       CorpusAligner.Alignment alignment, Cue[] cues, boolean[] honorific, boolean[] surahName,
                       boolean[] collection, List<QuoteContext> contexts) {

    public int size() {
        return tokens.size();
    }

    /** The innermost quote holding token {@code i}, or null. */
    public Quote quoteOf(int i) {
        int q = innermost[i];
        return q < 0 ? null : quotes.get(q);
    }

    public QuoteContext contextOf(int i) {
        int q = innermost[i];
        return q < 0 ? null : contexts.get(q);
    }
}
