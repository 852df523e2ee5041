package org.tahqiq.task1.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.snapshot.BinaryFile;
import org.tahqiq.snapshot.DerivedEntry;

/**
 * The corpus aligner's word 3-gram tables, word positions and vocabularies ({@link CorpusAligner.Parts}) in a cache
 * entry of their own ({@link DerivedEntry}: keyed by the corpus hashes and the code that normalizes the words), so a
 * start reads them instead of normalizing every word of both corpora.
 */
final class AlignerSnapshot {

    /** Layout of the entry; bump when the file changes. */
    static final String FORMAT = "aligner-v1";
    static final String FILE = "aligner.bin";
    private static final int MAGIC = 0x54514131; // "TQA1"

    private AlignerSnapshot() {
    }

    static CorpusAligner open(QuranCorpus quran, HadithCorpus hadith, Path cacheDir, Map<String, String> corpusHashes,
                              Consumer<String> warn) {
        if (cacheDir == null || corpusHashes == null) {
            return new CorpusAligner(quran, hadith);
        }
        return new CorpusAligner(quran, hadith, DerivedEntry.open(cacheDir, "aligner",
                DerivedEntry.identity(FORMAT, Map.of("n", Integer.toString(WordNgramIndex.N)), corpusHashes),
                () -> CorpusAligner.build(quran, hadith),
                (dir, parts) -> write(dir.resolve(FILE), parts, quran.size(), hadith.size()),
                dir -> read(dir.resolve(FILE), quran.size(), hadith.size()), warn));
    }

    static void write(Path file, CorpusAligner.Parts p, int verses, int records) throws IOException {
        try (BinaryFile.Out out = new BinaryFile.Out(file)) {
            out.writeInt(MAGIC);
            out.writeInt(verses);
            out.writeInt(records);
            p.quranIndex().write(out);
            p.hadithIndex().write(out);
            out.writeInts(p.verseOfWord());
            out.writeInts(p.recordOfWord());
            writeWords(out, p.quranVocabulary());
            writeWords(out, p.hadithVocabulary());
        }
    }

    private static void writeWords(BinaryFile.Out out, Set<String> words) throws IOException {
        List<String> sorted = words.stream().sorted().toList();
        out.writeInt(sorted.size());
        for (String w : sorted) {
            out.writeString(w);
        }
    }

    static CorpusAligner.Parts read(Path file, int verses, int records) throws IOException {
        BinaryFile.In in = BinaryFile.read(file);
        if (in.getInt() != MAGIC) {
            throw new IOException(file.getFileName() + " is not an aligner snapshot");
        }
        if (in.getInt() != verses || in.getInt() != records) {
            throw new IOException("built for corpora of other sizes");
        }
        WordNgramIndex q = WordNgramIndex.read(in);
        WordNgramIndex h = WordNgramIndex.read(in);
        int[] verseOfWord = in.ints();
        int[] recordOfWord = in.ints();
        checkRange(verseOfWord, verses, "verse");
        checkRange(recordOfWord, records, "record");
        Set<String> qv = readWords(in);
        Set<String> hv = readWords(in);
        if (in.remaining() != 0) {
            throw new IOException(in.remaining() + " bytes past the end of its contents");
        }
        return new CorpusAligner.Parts(q, h, verseOfWord, recordOfWord, qv, hv);
    }

    private static void checkRange(int[] a, int n, String what) throws IOException {
        for (int v : a) {
            if (v < 0 || v >= n) {
                throw new IOException(what + " " + v + " outside the corpus");
            }
        }
    }

    private static Set<String> readWords(BinaryFile.In in) throws IOException {
        int n = in.count();
        Set<String> words = new HashSet<>(n * 2);
        for (int i = 0; i < n; i++) {
            words.add(in.string());
        }
        return words;
    }
}
