package org.tahqiq.task1.analysis;

import org.tahqiq.task1.Fixtures;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;

/** The aligner's cache entry: read back, it aligns an answer exactly as an aligner built in memory does. */
class AlignerSnapshotTest {

    static final String ANSWER = "قال تعالى: ﴿الحمد لله رب العالمين﴾ وعن عمر بن الخطاب رضي الله عنه قال: "
            + "سمعت رسول الله صلى الله عليه وسلم يقول: إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى. رواه البخاري";

    @TempDir
    Path cache;

    private final QuranCorpus quran = Fixtures.quran();
    private final HadithCorpus hadith = Fixtures.hadith();
    private final Map<String, String> hashes = Map.of("quranic_verses.json", "q1", "six_hadith_books.json", "h1");

    /** Everything the alignment says about each token, one row per token. */
    private static List<String> rows(CorpusAligner aligner) {
        List<Token> tokens = Fixtures.ANALYZER.analyze(ANSWER).tokens();
        CorpusAligner.Alignment a = aligner.align(tokens, new boolean[tokens.size()]);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            out.add(a.quranRun(i) + " " + a.quranChain(i) + " " + a.quranPosition(i) + " " + a.hadithRun(i) + " "
                    + a.hadithChain(i) + " " + a.hadithPosition(i) + " " + a.hadithChainOnly(i) + " " + a.quranWord(i)
                    + " " + a.hadithWord(i));
        }
        return out;
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> s = Files.list(cache)) {
            return s.filter(p -> p.getFileName().toString().startsWith("aligner-")).toList();
        }
    }

    @Test
    void aReadBackEntryAlignsAsTheInMemoryAlignerDoes() throws IOException {
        CorpusAligner memory = new CorpusAligner(quran, hadith);
        List<String> expected = rows(memory);
        assertTrue(expected.stream().anyMatch(r -> !r.startsWith("0 0")), "the answer quotes the corpus: " + expected);
        List<String> warnings = new ArrayList<>();
        assertEquals(expected, rows(CorpusAligner.open(quran, hadith, cache, hashes, warnings::add)), "the run that builds it");
        assertEquals(1, entries().size());
        CorpusAligner read = CorpusAligner.open(quran, hadith, cache, hashes, warnings::add);
        assertEquals(expected, rows(read), "a run that reads it");
        assertEquals(memory.describe(), read.describe());
        assertEquals(List.of(), warnings);
    }

    @Test
    void otherCorporaGetAnEntryOfTheirOwnAndADamagedOneIsRebuilt() throws IOException {
        CorpusAligner.open(quran, hadith, cache, hashes, w -> { });
        CorpusAligner.open(quran, hadith, cache, Map.of("quranic_verses.json", "q2", "six_hadith_books.json", "h1"), w -> { });
        assertEquals(2, entries().size());
        Path file = entries().get(0).resolve(AlignerSnapshot.FILE);
        byte[] b = Files.readAllBytes(file);
        b[b.length - 3] ^= 0x21;
        Files.write(file, b);
        List<String> warnings = new ArrayList<>();
        List<String> expected = rows(new CorpusAligner(quran, hadith));
        assertEquals(expected, rows(CorpusAligner.open(quran, hadith, cache, hashes, warnings::add)));
        assertEquals(expected, rows(CorpusAligner.open(quran, hadith, cache, Map.of("quranic_verses.json", "q2",
                "six_hadith_books.json", "h1"), warnings::add)));
        assertEquals(1, warnings.size(), warnings.toString());
    }

    @Test
    void anEntryOtherCodeBuiltIsRemovedWhenANewOneIsBuilt() throws IOException {
        Path stale = cache.resolve("aligner-0000000000000000");
        Files.createDirectories(stale);
        Files.writeString(stale.resolve(org.tahqiq.snapshot.Manifest.FILE), new com.fasterxml.jackson.databind.ObjectMapper()
                .writeValueAsString(new org.tahqiq.snapshot.Manifest(AlignerSnapshot.FORMAT, "other-code", Map.of(), hashes, null)));
        CorpusAligner.open(quran, hadith, cache, hashes, w -> { });
        assertEquals(1, entries().size());
        assertTrue(Files.notExists(stale));
    }

    @Test
    void aTableOfTheWrongShapeIsRefused() throws IOException {
        Path file = cache.resolve("bad.bin");
        CorpusAligner.Parts p = CorpusAligner.build(quran, hadith);
        AlignerSnapshot.write(file, p, quran.size(), hadith.size());
        assertArrayEquals(p.verseOfWord(), AlignerSnapshot.read(file, quran.size(), hadith.size()).verseOfWord());
        org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> AlignerSnapshot.read(file, quran.size() + 1, hadith.size()));
        byte[] b = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(b, b.length - 1));
        org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> AlignerSnapshot.read(file, quran.size(), hadith.size()));
    }
}
