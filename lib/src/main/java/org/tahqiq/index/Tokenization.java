package org.tahqiq.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.ngram.NGramTokenFilter;

/**
 * How indexed text becomes terms. Input is already normalized (see ArabicNormalizer), so the analysis
 * only splits: character n-grams inside each word, or whole words for the backend comparison.
 */
public enum Tokenization {
    /** Character 3- to 5-grams within words; shorter words are kept whole. */
    CHAR_NGRAM {
        @Override
        Analyzer analyzer() {
            return new Analyzer() {
                @Override
                protected TokenStreamComponents createComponents(String field) {
                    WhitespaceTokenizer source = new WhitespaceTokenizer();
                    TokenStream grams = new NGramTokenFilter(source, 3, 5, true);
                    return new TokenStreamComponents(source, grams);
                }
            };
        }
    },
    /** Whitespace-separated words. */
    WORD {
        @Override
        Analyzer analyzer() {
            return new Analyzer() {
                @Override
                protected TokenStreamComponents createComponents(String field) {
                    WhitespaceTokenizer source = new WhitespaceTokenizer();
                    return new TokenStreamComponents(source, source);
                }
            };
        }
    };

    abstract Analyzer analyzer();
}
