package org.tahqiq.index;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Collection;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.similarities.Similarity;
import org.apache.lucene.util.BytesRef;

/**
 * The ranking of a Lucene index precomputed: for every term, its documents and each one's score contribution, as
 * Lucene's own {@link Similarity} gives it for that term frequency and length norm. A query then costs one pass over
 * the postings of its terms into an accumulator, with no term-dictionary seeks, no skipping structures and no
 * per-window clause sorting — a few times faster than a {@code BooleanQuery} of several hundred n-gram clauses.
 *
 * <p>Same answers as the Lucene query it replaces (SHOULD clauses of every distinct query term, boost 1): the same
 * float addends, summed in double and rounded to float as Lucene's scorers do, ties broken by the lower document.
 * The table is built once from the index and kept with it (memory-mapped from the snapshot).
 *
 * <p>Layout, little-endian: magic, document count, term count, term-bytes length, posting count; then term
 * starts (termCount + 1 byte offsets into the term bytes, terms in Lucene's byte order), posting starts
 * (termCount + 1), the UTF-8 term bytes padded to 4, the documents and the contributions of all postings.
 */
final class ScoredPostings {

    private static final int MAGIC = 0x54515031; // "TQP1"
    private static final int HEADER_INTS = 5;
    /**
     * A query whose postings number at least docCount / DENSE_RATIO visits every document after adding instead of
     * recording the ones it touches (a branch per posting that the processor cannot predict); a query of a few
     * postings still costs only those. A speed choice only: both ways give the same top k. On the dev set's matn and
     * Ayah queries, ratios 1 to 16 and visiting every document always gave the same times within noise (the fastest
     * of 15 passes; the matn queries 73–75 ms a pass against 133 ms recording the touched documents every time).
     */
    private static final int DENSE_RATIO = 4;

    private final int docCount;
    private final int termCount;
    private final IntBuffer termStart;
    private final IntBuffer postingStart;
    private final ByteBuffer termBytes;
    private final IntBuffer docs;
    private final FloatBuffer contributions;
    private final ThreadLocal<Scratch> scratch;
    /** Postings of the terms queried so far, copied out of the table on first use (plain arrays are fastest to scan). */
    private final java.util.concurrent.ConcurrentHashMap<String, TermPostings> byTerm = new java.util.concurrent.ConcurrentHashMap<>();

    /** One term's documents and their contributions; {@link #ABSENT} for a term not in the index. */
    private record TermPostings(int[] docs, float[] contributions) {
    }

    private static final TermPostings ABSENT = new TermPostings(new int[0], new float[0]);

    private ScoredPostings(ByteBuffer b) throws IOException {
        b.order(ByteOrder.LITTLE_ENDIAN);
        if (b.limit() < HEADER_INTS * 4 || b.getInt(0) != MAGIC) {
            throw new IOException("not a scored-postings table");
        }
        docCount = b.getInt(4);
        termCount = b.getInt(8);
        int termBytesLen = b.getInt(12);
        int postings = b.getInt(16);
        int at = HEADER_INTS * 4;
        long expected = at + 8L * (termCount + 1) + pad(termBytesLen) + 8L * postings;
        if (docCount < 0 || termCount < 0 || termBytesLen < 0 || postings < 0 || expected != b.limit()) {
            throw new IOException("scored-postings table has the wrong size for its header");
        }
        termStart = slice(b, at, 4 * (termCount + 1)).asIntBuffer();
        at += 4 * (termCount + 1);
        postingStart = slice(b, at, 4 * (termCount + 1)).asIntBuffer();
        at += 4 * (termCount + 1);
        termBytes = slice(b, at, termBytesLen);
        at += pad(termBytesLen);
        docs = slice(b, at, 4 * postings).asIntBuffer();
        at += 4 * postings;
        contributions = slice(b, at, 4 * postings).asFloatBuffer();
        scratch = ThreadLocal.withInitial(() -> new Scratch(docCount));
    }

    private static ByteBuffer slice(ByteBuffer b, int at, int len) {
        return b.slice(at, len).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static int pad(int n) {
        return (n + 3) & ~3;
    }

    /** Builds the table of the single-segment index in {@code reader} in memory. */
    static ScoredPostings build(DirectoryReader reader, String field, Similarity similarity) throws IOException {
        ByteBufferOut out = new ByteBufferOut();
        write(reader, field, similarity, out);
        return new ScoredPostings(out.toBuffer());
    }

    /** Writes the table of the single-segment index in {@code reader} to {@code file}. */
    static void write(DirectoryReader reader, String field, Similarity similarity, Path file) throws IOException {
        ByteBufferOut out = new ByteBufferOut();
        write(reader, field, similarity, out);
        try (OutputStream os = Files.newOutputStream(file)) {
            out.writeTo(os);
        }
    }

    /** Opens a table written by {@link #write}, memory-mapped. */
    static ScoredPostings open(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return new ScoredPostings(ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size()));
        }
    }

    private static void write(DirectoryReader reader, String field, Similarity similarity, ByteBufferOut out)
            throws IOException {
        IndexSearcher searcher = new IndexSearcher(reader);
        searcher.setSimilarity(similarity);
        int maxDoc = reader.maxDoc();
        IntList termStarts = new IntList();
        IntList postingStarts = new IntList();
        java.io.ByteArrayOutputStream terms = new java.io.ByteArrayOutputStream();
        IntList docs = new IntList();
        IntList contributions = new IntList();
        if (maxDoc > 0) {
            LeafReader leaf = reader.leaves().get(0).reader();
            long[] norms = new long[maxDoc];
            Arrays.fill(norms, 1L); // Lucene's value for a document without a norm
            NumericDocValues nv = leaf.getNormValues(field);
            if (nv != null) {
                for (int d = nv.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = nv.nextDoc()) {
                    norms[d] = nv.longValue();
                }
            }
            CollectionStatistics collection = searcher.collectionStatistics(field);
            Terms ts = leaf.terms(field);
            if (ts != null && collection != null) {
                TermsEnum te = ts.iterator();
                PostingsEnum pe = null;
                for (BytesRef term = te.next(); term != null; term = te.next()) {
                    termStarts.add(terms.size());
                    postingStarts.add(docs.size());
                    terms.write(term.bytes, term.offset, term.length);
                    TermStatistics stats = searcher.termStatistics(new Term(field, BytesRef.deepCopyOf(term)),
                            te.docFreq(), te.totalTermFreq());
                    Similarity.SimScorer scorer = similarity.scorer(1f, collection, stats);
                    pe = te.postings(pe, PostingsEnum.FREQS);
                    for (int d = pe.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = pe.nextDoc()) {
                        docs.add(d);
                        contributions.add(Float.floatToRawIntBits(scorer.score(pe.freq(), norms[d])));
                    }
                }
            }
        }
        termStarts.add(terms.size());
        postingStarts.add(docs.size());
        int termCount = termStarts.size() - 1;
        byte[] termBytes = terms.toByteArray();
        out.putInt(MAGIC);
        out.putInt(maxDoc);
        out.putInt(termCount);
        out.putInt(termBytes.length);
        out.putInt(docs.size());
        out.putInts(termStarts);
        out.putInts(postingStarts);
        out.putBytes(termBytes);
        for (int i = termBytes.length; i < pad(termBytes.length); i++) {
            out.putByte(0);
        }
        out.putInts(docs);
        out.putInts(contributions);
    }

    int docCount() {
        return docCount;
    }

    /** Top-{@code k} documents for the distinct terms given, best first, ties to the lower document. */
    NgramIndex.Hit[] search(Collection<String> distinctTerms, int k) {
        Scratch s = scratch.get();
        double[] acc = s.acc;
        TermPostings[] lists = postingsOf(distinctTerms);
        int n = Math.min(k, docCount);
        Selection top = new Selection(n);
        if (visitsEveryDocument(lists)) {
            // Most documents are touched: add without tracking which (no branch per posting), then visit them all.
            for (TermPostings tp : lists) {
                int[] ds = tp.docs();
                float[] cs = tp.contributions();
                for (int p = 0; p < ds.length; p++) {
                    acc[ds[p]] += cs[p];
                }
            }
            for (int d = 0; d < docCount; d++) {
                float sc = (float) acc[d];
                acc[d] = 0;
                if (sc >= top.floor()) { // rarely true once k are kept: a branch the processor predicts
                    top.offer(d, sc);
                }
            }
        } else {
            int touched = 0;
            for (TermPostings tp : lists) {
                int[] ds = tp.docs();
                float[] cs = tp.contributions();
                for (int p = 0; p < ds.length; p++) {
                    int d = ds[p];
                    double before = acc[d];
                    if (before == 0) {
                        s.touched[touched++] = d;
                    }
                    acc[d] = before + cs[p];
                }
            }
            for (int i = 0; i < touched; i++) {
                int d = s.touched[i];
                float sc = (float) acc[d];
                acc[d] = 0;
                if (sc >= top.floor()) {
                    top.offer(d, sc);
                }
            }
        }
        return top.best();
    }

    private TermPostings[] postingsOf(Collection<String> distinctTerms) {
        TermPostings[] lists = new TermPostings[distinctTerms.size()];
        int at = 0;
        for (String t : distinctTerms) {
            lists[at++] = byTerm.computeIfAbsent(t, this::load);
        }
        return lists;
    }

    private boolean visitsEveryDocument(TermPostings[] lists) {
        long postings = 0;
        for (TermPostings tp : lists) {
            postings += tp.docs().length;
        }
        return postings * DENSE_RATIO >= docCount;
    }

    /** Whether a search for these distinct terms visits every document (for tests of both ways of searching). */
    boolean visitsEveryDocument(Collection<String> distinctTerms) {
        return visitsEveryDocument(postingsOf(distinctTerms));
    }

    /**
     * The best n (score, document) pairs offered, in any order: a min-heap with the worst on top. The order is total
     * (score, then lower document), so the result does not depend on the order of offering.
     */
    private static final class Selection {
        private final int n;
        private final int[] doc;
        private final float[] score;
        private int size;

        Selection(int n) {
            this.n = n;
            doc = new int[n];
            score = new float[n];
        }

        void offer(int d, float sc) {
            if (size < n) {
                doc[size] = d;
                score[size] = sc;
                up(doc, score, size++);
            } else if (n > 0 && better(sc, d, score[0], doc[0])) {
                doc[0] = d;
                score[0] = sc;
                down(doc, score, size);
            }
        }

        /**
         * The least score an offer needs to be kept: the worst kept one once n are kept, else the least positive
         * float (every touched document has a positive score, an untouched one 0).
         */
        float floor() {
            return n == 0 ? Float.POSITIVE_INFINITY : size < n ? Float.MIN_VALUE : score[0];
        }

        /** The pairs best first; empties the selection. */
        NgramIndex.Hit[] best() {
            NgramIndex.Hit[] out = new NgramIndex.Hit[size];
            for (int i = size - 1; i >= 0; i--) {
                out[i] = new NgramIndex.Hit(doc[0], score[0]);
                doc[0] = doc[i];
                score[0] = score[i];
                down(doc, score, i);
            }
            size = 0;
            return out;
        }
    }

    private TermPostings load(String term) {
        int t = find(term.getBytes(StandardCharsets.UTF_8));
        if (t < 0) {
            return ABSENT;
        }
        int from = postingStart.get(t);
        int n = postingStart.get(t + 1) - from;
        int[] ds = new int[n];
        float[] cs = new float[n];
        docs.get(from, ds, 0, n);
        contributions.get(from, cs, 0, n);
        return new TermPostings(ds, cs);
    }

    private static boolean better(float s1, int d1, float s2, int d2) {
        return s1 > s2 || s1 == s2 && d1 < d2;
    }

    private static void up(int[] doc, float[] score, int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!better(score[parent], doc[parent], score[i], doc[i])) {
                break;
            }
            swap(doc, score, i, parent);
            i = parent;
        }
    }

    private static void down(int[] doc, float[] score, int size) {
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            if (l >= size) {
                return;
            }
            int worst = l + 1 < size && better(score[l], doc[l], score[l + 1], doc[l + 1]) ? l + 1 : l;
            if (!better(score[i], doc[i], score[worst], doc[worst])) {
                return;
            }
            swap(doc, score, i, worst);
            i = worst;
        }
    }

    private static void swap(int[] doc, float[] score, int a, int b) {
        int d = doc[a];
        doc[a] = doc[b];
        doc[b] = d;
        float s = score[a];
        score[a] = score[b];
        score[b] = s;
    }

    /** Index of the term with these UTF-8 bytes (binary search in Lucene's unsigned byte order), or -1. */
    private int find(byte[] key) {
        int lo = 0;
        int hi = termCount - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = compare(mid, key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    private int compare(int term, byte[] key) {
        int from = termStart.get(term);
        int len = termStart.get(term + 1) - from;
        int n = Math.min(len, key.length);
        for (int i = 0; i < n; i++) {
            int c = (termBytes.get(from + i) & 0xFF) - (key[i] & 0xFF);
            if (c != 0) {
                return c;
            }
        }
        return len - key.length;
    }

    /** Per-thread accumulator, all zeros between searches. */
    private static final class Scratch {
        final double[] acc;
        final int[] touched;

        Scratch(int docs) {
            acc = new double[docs];
            touched = new int[docs];
        }
    }

    private static final class IntList {
        int[] a = new int[1024];
        int n;

        void add(int v) {
            if (n == a.length) {
                a = Arrays.copyOf(a, a.length * 2);
            }
            a[n++] = v;
        }

        int size() {
            return n;
        }
    }

    /** Little-endian bytes gathered in memory, then handed out as a buffer or written to a stream. */
    private static final class ByteBufferOut {
        private ByteBuffer buf = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);

        private void ensure(int more) {
            if (buf.remaining() < more) {
                long need = (long) buf.position() + more;
                if (need > Integer.MAX_VALUE - 8) {
                    throw new IllegalStateException("scored-postings table too large");
                }
                ByteBuffer bigger = ByteBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 8,
                        Math.max(need, 2L * buf.capacity()))).order(ByteOrder.LITTLE_ENDIAN);
                buf.flip();
                bigger.put(buf);
                buf = bigger;
            }
        }

        void putInt(int v) {
            ensure(4);
            buf.putInt(v);
        }

        void putByte(int v) {
            ensure(1);
            buf.put((byte) v);
        }

        void putBytes(byte[] b) {
            ensure(b.length);
            buf.put(b);
        }

        void putInts(IntList l) {
            ensure(4 * l.n);
            buf.asIntBuffer().put(l.a, 0, l.n);
            buf.position(buf.position() + 4 * l.n);
        }

        ByteBuffer toBuffer() {
            ByteBuffer b = buf.duplicate();
            b.flip();
            return b.slice().order(ByteOrder.LITTLE_ENDIAN);
        }

        void writeTo(OutputStream os) throws IOException {
            os.write(buf.array(), 0, buf.position());
        }
    }
}
