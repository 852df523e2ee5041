package org.tahqiq.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithNumbering;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.files.FileHash;
import org.tahqiq.dataset.HadithEdition;
import org.tahqiq.dataset.HadithLayout;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.EditionSamples;
import org.tahqiq.testing.MiniData;

/** Several hadith editions through the retrieval and its snapshot: one corpus, one entry per edition set. */
class EditionSnapshotTest {

    @TempDir
    Path dir;

    private DataLocation one;
    private DataLocation two;
    private Path cache;
    private final List<String> warnings = new ArrayList<>();

    @BeforeEach
    void setUp() {
        Path root = MiniData.write(dir.resolve("data"));
        one = new DataLocation(root);
        two = new DataLocation(root, List.of(HadithEdition.official(one.hadith()),
                new HadithEdition("sample", EditionSamples.HADITH_JSON, HadithLayout.HADITH_JSON, null)));
        cache = dir.resolve("cache");
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> s = Files.list(cache)) {
            return s.filter(p -> p.getFileName().toString().startsWith("corpus-")).sorted().toList();
        }
    }

    @Test
    void aQuoteInTheSecondEditionsWordingIsFoundThereAndNamesIt() throws IOException {
        List<Hadith> expected = HadithCorpus.load(two.editions()).records();
        HadithEvidence inMemory;
        try (Retrieval r = Retrieval.open(two, RetrievalConfig.DEFAULT, null)) {
            inMemory = r.hadithMatcher().match(EditionSamples.JSON_QUOTE);
        }
        for (int open = 0; open < 2; open++) { // built, then read back
            try (Retrieval r = Retrieval.open(two, RetrievalConfig.DEFAULT, cache, warnings::add)) {
                assertEquals(expected, r.hadith().records(), "every record, with its edition, open " + open);
                HadithEvidence ev = r.hadithMatcher().match(EditionSamples.JSON_QUOTE);
                assertEquals(inMemory, ev);
                HadithCandidate best = ev.best();
                assertTrue(best.exact());
                assertEquals("صحيح البخاري #13 (sample)", r.hadith().get(best.record()).reference());
                assertEquals(HadithNumbering.STANDARD, r.hadith().numbering(best.record()), "idInBook, kept by the snapshot");
                assertEquals("صحيح البخاري 13 (sample)", r.hadith().get(best.record()).citation());
                Hadith standIn = r.hadith().get(0);
                assertEquals(HadithNumbering.EDITION, r.hadith().numbering(0));
                assertEquals("six_hadith_books", standIn.edition());
            }
        }
        assertEquals(List.of(), warnings);
        assertTrue(Files.isRegularFile(entries().get(0).resolve(CorpusSnapshot.EDITIONS)));
    }

    @Test
    void theSameHadithInTwoEditionsIsTwoAlternativesAndTheShortlistKeepsRoomForEach() throws IOException {
        Path copy = Files.copy(one.hadith(), dir.resolve("copy.json"));
        DataLocation twice = new DataLocation(one.root(), List.of(HadithEdition.official(one.hadith()), HadithEdition.official(copy)));
        RetrievalConfig k1 = RetrievalConfig.DEFAULT.withK(1);
        try (Retrieval single = Retrieval.open(one, k1, null); Retrieval both = Retrieval.open(twice, k1, null)) {
            String quote = "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت";
            assertEquals(1, single.hadithMatcher().match(quote).candidates().size());
            List<String> refs = both.hadithMatcher().match(quote).candidates().stream()
                    .map(c -> both.hadith().get(c.record()).reference()).toList();
            assertEquals(List.of("جامع الترمذي #3 (six_hadith_books)", "جامع الترمذي #3 (copy)"), refs,
                    "k places per edition; equal matches in the order the editions were given");
        }
    }

    @Test
    void eachEditionSetHasItsOwnEntryAndOneEditionKeepsTheNameItHadBefore() throws IOException {
        Retrieval.open(one, RetrievalConfig.DEFAULT, cache, warnings::add).close();
        Path single = entries().get(0);
        String before = Retrieval.snapshotName(RetrievalConfig.DEFAULT, Map.of(
                "quranic_verses.json", FileHash.sha256(one.quran()), "six_hadith_books.json", FileHash.sha256(one.hadith())));
        assertEquals(before, single.getFileName().toString());
        assertFalse(Files.exists(single.resolve(CorpusSnapshot.EDITIONS)), "one edition: the entry's files as before");

        Retrieval.open(two, RetrievalConfig.DEFAULT, cache, warnings::add).close();
        DataLocation swapped = new DataLocation(one.root(), List.of(two.editions().get(1), two.editions().get(0)));
        try (Retrieval r = Retrieval.open(swapped, RetrievalConfig.DEFAULT, cache, warnings::add)) {
            assertEquals("sample", r.hadith().get(0).edition(), "the order given is the corpus order");
        }
        DataLocation renamed = new DataLocation(one.root(), List.of(two.editions().get(0),
                new HadithEdition("other", EditionSamples.HADITH_JSON, HadithLayout.HADITH_JSON, null)));
        try (Retrieval r = Retrieval.open(renamed, RetrievalConfig.DEFAULT, cache, warnings::add)) {
            assertEquals("other", r.hadith().get(MiniData.HADITH.size()).edition());
        }
        assertEquals(4, entries().size(), "one, two, swapped and renamed never share an entry: " + entries());
        try (Retrieval r = Retrieval.open(one, RetrievalConfig.DEFAULT, cache, warnings::add)) {
            assertNull(r.hadith().get(0).edition());
            assertEquals(MiniData.HADITH.size(), r.hadith().size());
        }
        try (Retrieval a = Retrieval.open(one, RetrievalConfig.DEFAULT, cache); Retrieval b = Retrieval.open(two, RetrievalConfig.DEFAULT, cache)) {
            assertNotEquals(a.corpusHashes(), b.corpusHashes(), "what derived caches are keyed by");
        }
        assertEquals(List.of(), warnings);
    }
}
