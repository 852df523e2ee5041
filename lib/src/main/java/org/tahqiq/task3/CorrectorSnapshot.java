package org.tahqiq.task3;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.FileHash;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.snapshot.CacheEntry;
import org.tahqiq.snapshot.CodeFingerprint;
import org.tahqiq.snapshot.Manifest;

/**
 * The corrector's prepared parts ({@link Corrector.Parts}) in a cache entry of their own, beside the corpus snapshot:
 * every record's trimmed matn and its normalized form, the verses' normalized forms, both word-weight tables and the
 * matn word index. Making them trims and normalizes every record (seconds on every start); reading them back takes a
 * fraction of that. The entry is keyed by what they are made from: the corpus files' hashes, the memory's texts, the
 * verses-as-matn switch, and the fingerprint of the project's code ({@link CodeFingerprint}: trimming and
 * normalizing are code), under {@link CacheEntry}'s rules (checked sums, atomic publication, rebuilt when damaged).
 * A record's candidate is made from its stored texts when first asked for, so the records are not decoded at start.
 */
final class CorrectorSnapshot {

    /** Layout of the entry; bump when the files change. */
    static final String FORMAT = "corrector-v1";
    static final String FILE = "corrector.bin";
    private static final int MAGIC = 0x54514331; // "TQC1"

    private CorrectorSnapshot() {
    }

    /**
     * The corrector, from its cache entry under {@code cacheDir} (built there first when absent or stale); built in
     * memory when there is no cache or it cannot be used.
     *
     * @param corpusHashes the corpus files' hashes the retrieval snapshot was checked against (null: no caching)
     */
    static Corrector open(QuranCorpus quran, HadithMatcher hadith, CorrectionMemory memory, boolean versesAsMatn,
                          Path cacheDir, Map<String, String> corpusHashes, Consumer<String> warn) {
        if (cacheDir == null || corpusHashes == null) {
            return new Corrector(quran, hadith, memory, versesAsMatn);
        }
        Manifest expected = identity(memory, versesAsMatn, corpusHashes);
        Corrector.Parts[] built = new Corrector.Parts[1];
        Path dir = CacheEntry.open(cacheDir, entryName(expected), expected, tmp -> {
            built[0] = Corrector.Parts.build(quran, hadith, memory, versesAsMatn);
            write(tmp.resolve(FILE), built[0], quran.size(), hadith.corpus().size(), memory.size(), versesAsMatn);
        }, warn);
        if (built[0] != null) {
            return new Corrector(quran, hadith, built[0]);
        }
        if (dir != null) {
            try {
                return new Corrector(quran, hadith, read(dir.resolve(FILE), quran, hadith, memory, versesAsMatn));
            } catch (IOException | RuntimeException e) {
                warn.accept("cache entry " + dir + " could not be read (" + e.getMessage() + "); building in memory");
                CacheEntry.discard(dir);
            }
        }
        return new Corrector(quran, hadith, memory, versesAsMatn);
    }

    static Manifest identity(CorrectionMemory memory, boolean versesAsMatn, Map<String, String> corpusHashes) {
        List<String> texts = new ArrayList<>();
        for (CorrectionMemory.Entry e : memory.texts()) {
            texts.add(e.rows() + "\t" + e.text());
        }
        Map<String, String> config = new LinkedHashMap<>();
        config.put("memory", FileHash.sha256(texts));
        config.put("versesAsMatn", Boolean.toString(versesAsMatn));
        return new Manifest(FORMAT, CodeFingerprint.get(), config, corpusHashes, null);
    }

    static String entryName(Manifest identity) {
        List<String> parts = new ArrayList<>();
        parts.add(identity.format());
        parts.add(identity.normalizer());
        identity.config().forEach((k, v) -> parts.add(k + "=" + v));
        identity.corpus().forEach((k, v) -> parts.add(k + "=" + v));
        return "corrector-" + FileHash.sha256(parts).substring(0, 16);
    }

    static void write(Path file, Corrector.Parts parts, int verses, int records, int known, boolean versesAsMatn)
            throws IOException {
        try (Out out = new Out(file)) {
            out.writeInt(MAGIC);
            out.writeInt(records);
            out.writeInt(known);
            out.writeInt(versesAsMatn ? verses : 0);
            List<MatnCandidate> c = parts.candidates();
            for (int i = 0; i < records; i++) {
                MatnCandidate.Record r = (MatnCandidate.Record) c.get(i);
                out.writeString(r == null ? null : r.text());
                out.writeString(r == null ? null : r.normalized());
            }
            for (int i = records + known; i < c.size(); i++) {
                out.writeString(c.get(i).normalized());
            }
            parts.quranWords().write(out);
            parts.hadithWords().write(out);
            parts.matnIndex().write(out);
        }
    }

    static Corrector.Parts read(Path file, QuranCorpus quran, HadithMatcher hadith, CorrectionMemory memory,
                                boolean versesAsMatn) throws IOException {
        In in = new In(ByteBuffer.wrap(Files.readAllBytes(file)));
        if (in.getInt() != MAGIC) {
            throw new IOException(file.getFileName() + " is not a corrector snapshot");
        }
        int records = in.count();
        int known = in.count();
        int verses = in.count();
        if (records != hadith.corpus().size() || known != memory.size() || verses != (versesAsMatn ? quran.size() : 0)) {
            throw new IOException("its candidates disagree with the corpora and memory");
        }
        String[] text = new String[records];
        String[] normalized = new String[records];
        for (int i = 0; i < records; i++) {
            text[i] = in.string();
            normalized[i] = in.string();
            if ((text[i] == null) != (normalized[i] == null)) {
                throw new IOException("record " + i + " has half a candidate");
            }
        }
        List<MatnCandidate> rest = new ArrayList<>(known + verses);
        for (int i = 0; i < known; i++) {
            rest.add(MatnCandidate.Known.of(i + 1, memory.texts().get(i)));
        }
        for (int i = 0; i < verses; i++) {
            rest.add(new MatnCandidate.VerseText(quran.get(i), in.string()));
        }
        WordOverlap quranWords = WordOverlap.read(in);
        WordOverlap hadithWords = WordOverlap.read(in);
        MatnIndex index = MatnIndex.read(in, hadithWords);
        if (in.remaining() != 0) {
            throw new IOException(in.remaining() + " bytes past the end of its contents");
        }
        return new Corrector.Parts(quranWords, hadithWords, new Candidates(hadith, text, normalized, rest), index);
    }

    /** Records' candidates made from their stored texts on first request (thread-safe), then known texts and verses. */
    private static final class Candidates extends AbstractList<MatnCandidate> implements RandomAccess {
        private final HadithMatcher hadith;
        private final String[] text;
        private final String[] normalized;
        private final List<MatnCandidate> rest;
        private final AtomicReferenceArray<MatnCandidate> made;

        Candidates(HadithMatcher hadith, String[] text, String[] normalized, List<MatnCandidate> rest) {
            this.hadith = hadith;
            this.text = text;
            this.normalized = normalized;
            this.rest = List.copyOf(rest);
            this.made = new AtomicReferenceArray<>(text.length);
        }

        @Override
        public MatnCandidate get(int i) {
            if (i >= text.length) {
                return rest.get(i - text.length);
            }
            if (normalized[i] == null) {
                return null;
            }
            MatnCandidate c = made.get(i);
            if (c == null) {
                c = new MatnCandidate.Record(hadith.record(i), text[i], normalized[i]);
                made.set(i, c);
            }
            return c;
        }

        @Override
        public int size() {
            return text.length + rest.size();
        }
    }

    /** Big-endian ints, doubles and strings (length, then UTF-16 units, exact for any string; -1 for null). */
    static final class Out implements AutoCloseable {
        private final DataOutputStream out;

        Out(Path file) throws IOException {
            out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16));
        }

        void writeInt(int v) throws IOException {
            out.writeInt(v);
        }

        void writeDouble(double v) throws IOException {
            out.writeLong(Double.doubleToRawLongBits(v));
        }

        void writeString(String s) throws IOException {
            if (s == null) {
                out.writeInt(-1);
                return;
            }
            out.writeInt(s.length());
            out.writeChars(s);
        }

        void writeInts(int[] a) throws IOException {
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    /** Reads what {@link Out} wrote; a truncated or inconsistent file is an IOException, never a wrong value. */
    static final class In {
        private final ByteBuffer b;

        In(ByteBuffer b) {
            this.b = b;
        }

        int getInt() throws IOException {
            try {
                return b.getInt();
            } catch (BufferUnderflowException e) {
                throw new IOException("truncated", e);
            }
        }

        /** A non-negative count. */
        int count() throws IOException {
            int n = getInt();
            if (n < 0 || n > b.remaining()) {
                throw new IOException("impossible count " + n);
            }
            return n;
        }

        double getDouble() throws IOException {
            try {
                return Double.longBitsToDouble(b.getLong());
            } catch (BufferUnderflowException e) {
                throw new IOException("truncated", e);
            }
        }

        String string() throws IOException {
            int len = getInt();
            if (len == -1) {
                return null;
            }
            if (len < 0 || 2L * len > b.remaining()) {
                throw new IOException("impossible string length " + len);
            }
            char[] c = new char[len];
            b.asCharBuffer().get(c);
            b.position(b.position() + 2 * len);
            return new String(c);
        }

        int[] ints() throws IOException {
            int n = getInt();
            if (n < 0 || 4L * n > b.remaining()) {
                throw new IOException("impossible array length " + n);
            }
            int[] a = new int[n];
            b.asIntBuffer().get(a);
            b.position(b.position() + 4 * n);
            return a;
        }

        int remaining() {
            return b.remaining();
        }
    }
}
