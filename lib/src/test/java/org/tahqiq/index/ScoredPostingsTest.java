package org.tahqiq.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The precomputed ranking gives exactly Lucene's shortlist: same documents, same float scores, same order. */
class ScoredPostingsTest {

    @TempDir
    Path dir;

    private static final String LETTERS = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي";

    private static String word(Random r) {
        StringBuilder sb = new StringBuilder();
        int len = 2 + r.nextInt(6);
        for (int i = 0; i < len; i++) {
            sb.append(LETTERS.charAt(r.nextInt(8 + r.nextInt(LETTERS.length() - 8)))); // skewed: common letters
        }
        return sb.toString();
    }

    private static String text(Random r, List<String> vocabulary, int words) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < words; i++) {
            sb.append(i == 0 ? "" : " ").append(r.nextInt(3) == 0 ? word(r) : vocabulary.get(r.nextInt(vocabulary.size())));
        }
        return sb.toString();
    }

    @ParameterizedTest
    @EnumSource(Ranking.class)
    void shortlistsEqualLucenesBooleanQuery(Ranking ranking) throws Exception {
        Random r = new Random(15);
        List<String> vocabulary = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            vocabulary.add(word(r));
        }
        List<String> docs = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            docs.add(text(r, vocabulary, 1 + r.nextInt(40)));
        }
        docs.add("");
        docs.add(docs.get(5)); // a duplicate: a tie broken by position
        Path index = dir.resolve(ranking.name());
        NgramIndex.write(index, docs, Tokenization.CHAR_NGRAM, ranking);
        NgramIndex ours = NgramIndex.open(index, Tokenization.CHAR_NGRAM, ranking);
        NgramIndex inMemory = NgramIndex.inMemory(docs, Tokenization.CHAR_NGRAM, ranking);
        int compared = 0;
        int dense = 0;
        try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(index))) {
            IndexSearcher lucene = new IndexSearcher(reader);
            lucene.setSimilarity(ranking.similarity());
            for (int q = 0; q < 300; q++) {
                // single words too: queries of few postings take the other way of searching
                String query = q % 10 == 0 ? docs.get(5) : q % 3 == 0 ? word(r) : text(r, vocabulary, 1 + r.nextInt(25));
                int k = 1 + r.nextInt(20);
                ScoreDoc[] expected = lucene.search(booleanQuery(query), k).scoreDocs;
                List<NgramIndex.Hit> got = ours.search(query, k);
                assertEquals(expected.length, got.size(), query);
                for (int i = 0; i < expected.length; i++) {
                    assertEquals(expected[i].doc, got.get(i).position(), "rank " + i + " of " + query);
                    assertEquals(expected[i].score, got.get(i).score(), 0f, "rank " + i + " of " + query);
                }
                assertEquals(got, inMemory.search(query, k), "in memory and mapped agree");
                compared += expected.length;
                dense += ours.visitsEveryDocument(query) ? 1 : 0;
            }
        }
        assertTrue(compared > 1000, "compared " + compared + " hits");
        assertTrue(dense >= 30 && dense <= 270, "both ways of searching compared: " + dense + " of 300 queries visited every document");
        List<NgramIndex.Hit> tie = ours.search(docs.get(5), 2);
        assertEquals(List.of(5, docs.size() - 1), tie.stream().map(NgramIndex.Hit::position).toList(), "ties go to the earlier text");
    }

    /** The query NgramIndex used to run: one SHOULD clause per distinct analyzed term. */
    private static BooleanQuery booleanQuery(String text) throws Exception {
        Set<String> terms = new LinkedHashSet<>();
        try (TokenStream ts = Tokenization.CHAR_NGRAM.analyzer().tokenStream("t", text)) {
            CharTermAttribute t = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                terms.add(t.toString());
            }
            ts.end();
        }
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        for (String t : terms) {
            b.add(new TermQuery(new Term("t", t)), BooleanClause.Occur.SHOULD);
        }
        return b.build();
    }
}
