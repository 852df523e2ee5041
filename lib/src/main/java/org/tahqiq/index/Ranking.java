package org.tahqiq.index;

import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.search.similarities.ClassicSimilarity;
import org.apache.lucene.search.similarities.Similarity;

/** The ranking function of the shortlist. */
public enum Ranking {
    BM25 {
        @Override
        Similarity similarity() {
            return new BM25Similarity();
        }
    },
    TFIDF {
        @Override
        Similarity similarity() {
            return new ClassicSimilarity();
        }
    };

    abstract Similarity similarity();
}
