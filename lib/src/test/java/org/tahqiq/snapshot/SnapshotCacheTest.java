package org.tahqiq.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.index.Ranking;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.index.Tokenization;
import org.tahqiq.testing.MiniData;

/** The corpus snapshot as a cache a user can trust (issue 14's cache findings, each reproduced). */
class SnapshotCacheTest {

    @TempDir
    Path dir;

    private DataLocation data;
    private Path cache;
    private final List<String> warnings = new ArrayList<>();

    @BeforeEach
    void setUp() {
        data = new DataLocation(MiniData.write(dir.resolve("data")));
        cache = dir.resolve("cache");
    }

    private Retrieval open(RetrievalConfig config) {
        return Retrieval.open(data, config, cache, warnings::add);
    }

    /** What a retrieval answers for a few quotes: must not depend on where the corpora came from. */
    static String answers(Retrieval r) {
        return r.quranMatcher().match("اهدنا الصراط المستقيم المبين") + "\n"
                + r.quranMatcher().match("﴿قُلْ هُوَ اللَّهُ أَحَدٌ﴾") + "\n"
                + r.hadithMatcher().match("إنما الأعمال بالنية وإنما لامرئ ما نوى") + "\n"
                + r.hadithMatcher().match("تسحروا فان في السحور بركة");
    }

    private String inMemoryAnswers(RetrievalConfig config) {
        try (Retrieval r = Retrieval.open(data, config, null)) {
            return answers(r);
        }
    }

    private Path onlyEntry() throws IOException {
        try (Stream<Path> s = Files.list(cache)) {
            List<Path> entries = s.filter(p -> p.getFileName().toString().startsWith("corpus-")).toList();
            assertEquals(1, entries.size(), "entries " + entries);
            return entries.get(0);
        }
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> s = Files.list(cache)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")).toList();
        }
    }

    @Test
    void aWarmOpenReadsTheSnapshotAndAnswersAsTheCorporaDo() throws IOException {
        String expected = inMemoryAnswers(RetrievalConfig.DEFAULT);
        try (Retrieval cold = open(RetrievalConfig.DEFAULT)) {
            assertEquals(expected, answers(cold));
        }
        Path entry = onlyEntry();
        assertTrue(Files.isRegularFile(entry.resolve(Manifest.FILE)));
        try (Retrieval warm = open(RetrievalConfig.DEFAULT)) {
            assertEquals(expected, answers(warm));
            assertEquals(0, warm.timings().normalizeMs(), "a warm start normalizes nothing");
        }
        assertEquals(List.of(), warnings);
        assertEquals(List.of(), leftovers(), "no temporary folder is left behind");
    }

    @Test
    void theSnapshotHoldsTheCorporaExactly() throws IOException {
        QuranCorpus quran = QuranCorpus.load(data.quran());
        HadithCorpus hadith = HadithCorpus.load(data.hadith());
        List<String> narrations = HadithMatcher.narrations(hadith);
        Path d = Files.createDirectories(dir.resolve("snap"));
        CorpusSnapshot.write(d, new CorpusSnapshot.Corpora(quran, hadith, narrations));
        CorpusSnapshot.Corpora back = CorpusSnapshot.read(d);
        for (int i = 0; i < hadith.size(); i++) { // read off the table, before any record is made
            assertEquals(hadith.get(i).hadithId(), back.hadith().hadithId(i));
            assertEquals(hadith.get(i).collection(), back.hadith().collection(i));
        }
        assertEquals(quran.verses(), back.quran().verses());
        assertEquals(quran.text().text(), back.quran().text().text());
        assertTrue(java.util.Arrays.equals(quran.text().vowels(), back.quran().text().vowels()));
        assertTrue(java.util.Arrays.equals(quran.text().verseStarts(), back.quran().text().verseStarts()));
        assertEquals(hadith.records(), back.hadith().records(), "every field, a null title and a missing matn included");
        assertEquals(narrations, back.narrations());
        Hadith noMatn = back.hadith().get(3);
        assertFalse(noMatn.hasMatn());
        assertEquals(noMatn.fullText(), noMatn.matn());
    }

    @Test
    void aTruncatedCacheFileGivesOneWarningAndARebuild() throws IOException {
        String expected = inMemoryAnswers(RetrievalConfig.DEFAULT);
        open(RetrievalConfig.DEFAULT).close();
        Path hadithBin = onlyEntry().resolve(CorpusSnapshot.HADITH);
        try (RandomAccessFile f = new RandomAccessFile(hadithBin.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        try (Retrieval r = open(RetrievalConfig.DEFAULT)) {
            assertEquals(expected, answers(r));
        }
        assertEquals(1, warnings.size(), "warnings " + warnings);
        assertTrue(warnings.get(0).contains("hadith.bin") && warnings.get(0).contains("rebuilding"), warnings.get(0));
        assertEquals(null, CacheEntry.check(onlyEntry(), Manifest.read(onlyEntry().resolve(Manifest.FILE))), "rebuilt whole");
        warnings.clear();
        open(RetrievalConfig.DEFAULT).close();
        assertEquals(List.of(), warnings, "the rebuilt entry is used without complaint");
    }

    @Test
    void aDamagedLuceneFileIsNeverReused() throws IOException {
        String expected = inMemoryAnswers(RetrievalConfig.DEFAULT);
        open(RetrievalConfig.DEFAULT).close();
        Path biggest;
        try (Stream<Path> s = Files.walk(onlyEntry().resolve("hadith-index"))) {
            biggest = s.filter(Files::isRegularFile).max(java.util.Comparator.comparingLong(p -> p.toFile().length())).orElseThrow();
        }
        try (RandomAccessFile f = new RandomAccessFile(biggest.toFile(), "rw")) {
            long at = f.length() / 2; // same size, one byte flipped
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0x5A);
        }
        try (Retrieval r = open(RetrievalConfig.DEFAULT)) {
            assertEquals(expected, answers(r));
        }
        assertEquals(1, warnings.size(), "warnings " + warnings);
        assertTrue(warnings.get(0).contains("checksum"), warnings.get(0));
    }

    @Test
    void anEntryOfAnotherConfigurationCopiedInIsNotUsedSilently() throws IOException {
        RetrievalConfig words = RetrievalConfig.DEFAULT.with(Tokenization.WORD, Ranking.TFIDF);
        open(words).close();
        Path wordEntry = onlyEntry();
        open(RetrievalConfig.DEFAULT).close();
        Path defaultEntry;
        try (Stream<Path> s = Files.list(cache)) {
            defaultEntry = s.filter(p -> p.getFileName().toString().startsWith("corpus-") && !p.equals(wordEntry))
                    .findFirst().orElseThrow();
        }
        // The user's mistake: the other configuration's (valid) entry copied over this one's folder.
        CacheEntry.deleteQuietly(defaultEntry);
        copyTree(wordEntry, defaultEntry);
        warnings.clear();
        try (Retrieval r = open(RetrievalConfig.DEFAULT)) {
            assertEquals(inMemoryAnswers(RetrievalConfig.DEFAULT), answers(r));
        }
        assertEquals(1, warnings.size(), "warnings " + warnings);
        assertTrue(warnings.get(0).contains("configuration"), warnings.get(0));
    }

    @Test
    void anUnwritableCacheFallsBackToMemoryWithOneWarning() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("cache-file"), "x");
        cache = notAFolder.resolve("cache"); // cannot be created: its parent is a file
        try (Retrieval r = open(RetrievalConfig.DEFAULT)) {
            assertEquals(inMemoryAnswers(RetrievalConfig.DEFAULT), answers(r));
        }
        assertEquals(1, warnings.size(), "warnings " + warnings);
        assertTrue(warnings.get(0).contains("not writable") && warnings.get(0).contains("in memory"), warnings.get(0));
    }

    @Test
    void aReadOnlyCacheFolderFallsBackToMemoryWithOneWarning() throws IOException {
        Files.createDirectories(cache);
        assertTrue(cache.toFile().setWritable(false, false));
        try {
            org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(cache),
                    "running as root: permissions do not stop writes (the test above covers the fallback)");
            try (Retrieval r = open(RetrievalConfig.DEFAULT)) {
                assertEquals(inMemoryAnswers(RetrievalConfig.DEFAULT), answers(r));
            }
            assertEquals(1, warnings.size(), "warnings " + warnings);
        } finally {
            cache.toFile().setWritable(true, false);
        }
    }

    @Test
    void foldersLeftByAKilledBuildAreTidiedAwayLater() throws IOException {
        Path abandoned = Files.createDirectories(cache.resolve(".tmp-corpus-x-123"));
        Files.writeString(abandoned.resolve("hadith.bin"), "half written");
        Files.setLastModifiedTime(abandoned, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 7_200_000));
        Path recent = Files.createDirectories(cache.resolve(".tmp-corpus-y-456")); // perhaps another run building now
        open(RetrievalConfig.DEFAULT).close();
        assertFalse(Files.exists(abandoned));
        assertTrue(Files.exists(recent));
    }

    @Test
    void theEntryNameChangesWithConfigurationAndCorpus() {
        java.util.Map<String, String> corpus = java.util.Map.of("quranic_verses.json", "aa", "six_hadith_books.json", "bb");
        String name = Retrieval.snapshotName(RetrievalConfig.DEFAULT, corpus);
        assertEquals(name, Retrieval.snapshotName(RetrievalConfig.DEFAULT.withK(3), corpus), "k is not part of an index");
        assertNotEquals(name, Retrieval.snapshotName(RetrievalConfig.DEFAULT.with(Tokenization.WORD, Ranking.BM25), corpus));
        assertNotEquals(name, Retrieval.snapshotName(RetrievalConfig.DEFAULT,
                java.util.Map.of("quranic_verses.json", "aa", "six_hadith_books.json", "bc")));
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
