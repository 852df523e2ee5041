package org.tahqiq.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * A Lucene index over normalized texts, one document per text, whose shortlist gives the positions of the texts in
 * the list it was built from. Lucene analyzes and indexes; the shortlist itself is ranked from the index's
 * {@link ScoredPostings} (the same BM25 or TF-IDF scores, precomputed per posting), which a snapshot keeps beside the
 * Lucene files and maps on later starts, so opening reads no Lucene structures. Thread-safe for searching.
 */
public final class NgramIndex implements AutoCloseable {

    private static final String FIELD = "t";
    /** The precomputed ranking, next to the Lucene files in a written index. */
    static final String POSTINGS = "postings.bin";

    static {
        // A long quote analyzes into hundreds of distinct n-grams, one clause each.
        IndexSearcher.setMaxClauseCount(1 << 16);
    }

    private final Analyzer analyzer;
    private final ScoredPostings postings;

    private NgramIndex(Tokenization tokenization, ScoredPostings postings) {
        this.analyzer = tokenization.analyzer();
        this.postings = postings;
    }

    /** Builds the index in memory. */
    public static NgramIndex inMemory(List<String> texts, Tokenization tokenization, Ranking ranking) {
        try (Directory dir = new ByteBuffersDirectory()) {
            write(dir, texts, tokenization, ranking);
            try (DirectoryReader reader = singleSegment(dir)) {
                return new NgramIndex(tokenization, ScoredPostings.build(reader, FIELD, ranking.similarity()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the index, and its ranking table, into the empty folder {@code dir} (a cache entry being built). */
    public static void write(Path dir, List<String> texts, Tokenization tokenization, Ranking ranking) {
        try {
            Files.createDirectories(dir);
            try (Directory d = FSDirectory.open(dir)) {
                write(d, texts, tokenization, ranking);
                try (DirectoryReader reader = singleSegment(d)) {
                    ScoredPostings.write(reader, FIELD, ranking.similarity(), dir.resolve(POSTINGS));
                }
            }
            Files.deleteIfExists(dir.resolve(IndexWriter.WRITE_LOCK_NAME)); // readers take no lock
        } catch (IOException e) {
            throw new UncheckedIOException("index " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Opens an index written by {@link #write(Path, List, Tokenization, Ranking)}: its ranking table, memory-mapped. */
    public static NgramIndex open(Path dir, Tokenization tokenization, Ranking ranking) throws IOException {
        return new NgramIndex(tokenization, ScoredPostings.open(dir.resolve(POSTINGS)));
    }

    private static DirectoryReader singleSegment(Directory dir) throws IOException {
        DirectoryReader reader = DirectoryReader.open(dir);
        // Documents were added in list order and merged into one segment, so doc id = list position.
        if (reader.leaves().size() != 1 && reader.maxDoc() > 0) {
            reader.close();
            throw new IOException("index in " + dir + " is not a single merged segment");
        }
        return reader;
    }

    private static void write(Directory dir, List<String> texts, Tokenization tokenization, Ranking ranking)
            throws IOException {
        IndexWriterConfig cfg = new IndexWriterConfig(tokenization.analyzer())
                .setOpenMode(IndexWriterConfig.OpenMode.CREATE)
                .setSimilarity(ranking.similarity())
                .setRAMBufferSizeMB(256);
        FieldType type = new FieldType();
        type.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
        type.setTokenized(true);
        type.freeze();
        try (IndexWriter w = new IndexWriter(dir, cfg)) {
            for (int i = 0; i < texts.size(); i++) {
                Document doc = new Document();
                doc.add(new Field(FIELD, texts.get(i), type));
                w.addDocument(doc);
            }
            w.forceMerge(1);
        }
    }

    /** Top-{@code k} texts for a normalized query, best first (ties to the earlier text). */
    public List<Hit> search(String normalizedQuery, int k) {
        Set<String> terms = terms(normalizedQuery);
        if (terms.isEmpty() || k <= 0) {
            return List.of();
        }
        return List.of(postings.search(terms, k));
    }

    /** Whether {@link #search} of this query visits every document rather than the ones it touches (tests). */
    boolean visitsEveryDocument(String normalizedQuery) {
        return postings.visitsEveryDocument(terms(normalizedQuery));
    }

    private Set<String> terms(String text) {
        Set<String> out = new LinkedHashSet<>();
        try (TokenStream ts = analyzer.tokenStream(FIELD, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    public int size() {
        return postings.docCount();
    }

    @Override
    public void close() {
        // nothing to release: a mapped table is unmapped with its last reference
    }

    /** A shortlisted text: its position in the list the index was built from, and its ranking score. */
    public record Hit(int position, float score) {
    }
}
