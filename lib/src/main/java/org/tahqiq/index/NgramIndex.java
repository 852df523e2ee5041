package org.tahqiq.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * A Lucene index over normalized texts, one document per text, whose shortlist gives the positions of
 * the texts in the list it was built from. Thread-safe for searching.
 */
public final class NgramIndex implements AutoCloseable {

    private static final String FIELD = "t";

    static {
        // A long quote analyzes into hundreds of distinct n-grams, one clause each.
        IndexSearcher.setMaxClauseCount(1 << 16);
    }

    private final Directory directory;
    private final DirectoryReader reader;
    private final IndexSearcher searcher;
    private final Analyzer analyzer;
    private final int size;

    private NgramIndex(Directory directory, Tokenization tokenization, Ranking ranking) throws IOException {
        this.directory = directory;
        this.reader = DirectoryReader.open(directory);
        this.searcher = new IndexSearcher(reader);
        this.searcher.setSimilarity(ranking.similarity());
        this.analyzer = tokenization.analyzer();
        // Documents were added in list order and merged into one segment, so doc id = list position.
        if (reader.leaves().size() != 1 && reader.maxDoc() > 0) {
            throw new IOException("index in " + directory + " is not a single merged segment");
        }
        this.size = reader.maxDoc();
    }

    /** Builds the index in memory. */
    public static NgramIndex inMemory(List<String> texts, Tokenization tokenization, Ranking ranking) {
        try {
            Directory dir = new ByteBuffersDirectory();
            write(dir, texts, tokenization, ranking);
            return new NgramIndex(dir, tokenization, ranking);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the index into the empty folder {@code dir} (a cache entry being built: see CacheEntry). */
    public static void write(Path dir, List<String> texts, Tokenization tokenization, Ranking ranking) {
        try {
            Files.createDirectories(dir);
            try (Directory d = FSDirectory.open(dir)) {
                write(d, texts, tokenization, ranking);
            }
            Files.deleteIfExists(dir.resolve(IndexWriter.WRITE_LOCK_NAME)); // readers take no lock
        } catch (IOException e) {
            throw new UncheckedIOException("index " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Opens an index written by {@link #write(Path, List, Tokenization, Ranking)}, memory-mapped, read only. */
    public static NgramIndex open(Path dir, Tokenization tokenization, Ranking ranking) throws IOException {
        Directory d = FSDirectory.open(dir);
        try {
            return new NgramIndex(d, tokenization, ranking);
        } catch (IOException | RuntimeException e) {
            d.close();
            throw e;
        }
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

    /** Top-{@code k} texts for a normalized query, best first. */
    public List<Hit> search(String normalizedQuery, int k) {
        Set<String> terms = terms(normalizedQuery);
        if (terms.isEmpty() || k <= 0) {
            return List.of();
        }
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        for (String t : terms) {
            b.add(new TermQuery(new Term(FIELD, t)), BooleanClause.Occur.SHOULD);
        }
        try {
            TopDocs top = searcher.search(b.build(), k);
            List<Hit> hits = new ArrayList<>(top.scoreDocs.length);
            for (ScoreDoc sd : top.scoreDocs) {
                hits.add(new Hit(sd.doc, sd.score));
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
        return size;
    }

    @Override
    public void close() {
        try {
            reader.close();
            directory.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A shortlisted text: its position in the list the index was built from, and its ranking score. */
    public record Hit(int position, float score) {
    }
}
