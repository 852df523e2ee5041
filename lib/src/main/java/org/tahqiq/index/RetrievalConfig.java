package org.tahqiq.index;

/** How shortlists are made: analysis, ranking and depth. */
public record RetrievalConfig(Tokenization tokenization, Ranking ranking, int k) {

    /** Backends compared on dev (results/tables/backends.md, recall-at-k.md); k = 15 is the shortlist depth, a prior. */
    public static final RetrievalConfig DEFAULT = new RetrievalConfig(Tokenization.CHAR_NGRAM, Ranking.BM25, 15);

    public RetrievalConfig {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
    }

    public RetrievalConfig withK(int newK) {
        return new RetrievalConfig(tokenization, ranking, newK);
    }

    public RetrievalConfig with(Tokenization t, Ranking r) {
        return new RetrievalConfig(t, r, k);
    }
}
