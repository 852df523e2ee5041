package org.tahqiq.task3.correct;

import java.io.IOException;
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
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.snapshot.BinaryFile;
import org.tahqiq.snapshot.BinaryFile.In;
import org.tahqiq.snapshot.BinaryFile.Out;
import org.tahqiq.snapshot.DerivedEntry;
import org.tahqiq.snapshot.FileHashMemo;

/**
 * The corrector's prepared parts ({@link Corrector.Parts}) in a cache entry of their own, beside the corpus snapshot:
 * every record's trimmed matn and its normalized form, the verses' normalized forms, both word-weight tables and the
 * matn word index. Making them trims and normalizes every record (seconds on every start); reading them back takes a
 * fraction of that. The entry is keyed by what they are made from: the corpus files' hashes, the memory files' hashes,
 * the verses-as-matn switch, and the fingerprint of the project's code (trimming and normalizing are code), under
 * {@link DerivedEntry}'s rules (checked sums, atomic publication, rebuilt when damaged).
 * A record's candidate is made from its stored texts when first asked for, so the records are not decoded at start.
 */
final class CorrectorSnapshot {

    /** Layout of the entry; bump when the files change. */
    static final String FORMAT = "corrector-v2";
    static final String FILE = "corrector.bin";
    private static final int MAGIC = 0x54514331; // "TQC1"

    private CorrectorSnapshot() {
    }

    /**
     * The corrector, from its cache entry under {@code cacheDir} (built there first when absent or stale); built in
     * memory when there is no cache or it cannot be used. The memory read from {@code memoryFiles} is kept in the
     * entry too (reading and standardizing the train rows costs a few hundred milliseconds), so the entry is keyed by
     * those files' hashes.
     *
     * @param corpusHashes the corpus files' hashes the retrieval snapshot was checked against (null: no caching)
     */
    static Corrector open(QuranCorpus quran, HadithMatcher hadith, List<Path> memoryFiles, boolean versesAsMatn,
                          Path cacheDir, Map<String, String> corpusHashes, Consumer<String> warn) {
        if (cacheDir == null || corpusHashes == null) {
            return new Corrector(quran, hadith, CorrectionMemory.read(memoryFiles), versesAsMatn);
        }
        FileHashMemo memo = FileHashMemo.in(cacheDir);
        List<String> files = new ArrayList<>();
        for (Path f : memoryFiles) {
            files.add(f.getFileName() + "=" + memo.sha256(f));
        }
        memo.save();
        Map<String, String> config = new LinkedHashMap<>();
        config.put("memory", String.join(",", files));
        config.put("versesAsMatn", Boolean.toString(versesAsMatn));
        return DerivedEntry.open(cacheDir, "corrector", DerivedEntry.identity(FORMAT, config, corpusHashes),
                () -> {
                    CorrectionMemory memory = CorrectionMemory.read(memoryFiles);
                    return new Built(memory, Corrector.Parts.build(quran, hadith, memory, versesAsMatn));
                },
                (dir, b) -> write(dir.resolve(FILE), b.parts(), b.memory(), quran.size(), hadith.corpus().size(), versesAsMatn),
                dir -> new Built(null, read(dir.resolve(FILE), quran, hadith, versesAsMatn)), warn)
                .corrector(quran, hadith);
    }

    /** The parts with the memory they were built with (null when read back: the entry holds its texts). */
    private record Built(CorrectionMemory memory, Corrector.Parts parts) {
        Corrector corrector(QuranCorpus quran, HadithMatcher hadith) {
            return new Corrector(quran, hadith, parts);
        }
    }

    static void write(Path file, Corrector.Parts parts, CorrectionMemory memory, int verses, int records,
                      boolean versesAsMatn) throws IOException {
        int known = memory.size();
        try (Out out = new Out(file)) {
            out.writeInt(MAGIC);
            out.writeInt(records);
            out.writeInt(known);
            for (CorrectionMemory.Entry e : memory.texts()) {
                out.writeString(e.text());
                out.writeInt(e.rows());
                for (String r : e.responses()) {
                    out.writeString(r);
                }
            }
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

    static Corrector.Parts read(Path file, QuranCorpus quran, HadithMatcher hadith, boolean versesAsMatn)
            throws IOException {
        In in = BinaryFile.read(file);
        if (in.getInt() != MAGIC) {
            throw new IOException(file.getFileName() + " is not a corrector snapshot");
        }
        int records = in.count();
        int known = in.count();
        List<CorrectionMemory.Entry> memory = new ArrayList<>(known);
        for (int i = 0; i < known; i++) {
            String text = in.string();
            int rows = in.getInt();
            if (text == null || rows < 1) {
                throw new IOException("memory entry " + i + " is not a correction");
            }
            List<String> responses = new ArrayList<>(rows);
            for (int k = 0; k < rows; k++) {
                responses.add(in.string());
            }
            memory.add(new CorrectionMemory.Entry(text, rows, responses));
        }
        int verses = in.count();
        if (records != hadith.corpus().size() || verses != (versesAsMatn ? quran.size() : 0)) {
            throw new IOException("its candidates disagree with the corpora");
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
            rest.add(MatnCandidate.Known.of(i + 1, memory.get(i)));
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
}
