package org.tahqiq.task3.correct;

import org.tahqiq.task3.Task3Input;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.task2.rules.Verifier;
import org.tahqiq.testing.MiniData;

/** The corrector's cache entry: read back, it proposes exactly what a corrector built in memory proposes. */
class CorrectorSnapshotTest {

    @TempDir
    Path dir;
    Retrieval retrieval;
    List<AnnotationEvidence> evidence;
    CorrectionMemory memory;
    List<Path> memoryFiles;
    Path cache;

    @BeforeEach
    void setUp() throws IOException {
        MiniData.write(dir,
                List.of(new String[] {"1", "الفاتحة", "1", "الحمد لله رب العالمين"},
                        new String[] {"49", "الحجرات", "2", CorrectorSourcesTest.VERSE}),
                List.of(new String[] {"1", "1", "صحيح البخاري - كتاب بدء الوحي", "حدثنا الحميدي عن عمر قال "
                                + CorrectorSourcesTest.RECORD_MATN, CorrectorSourcesTest.RECORD_MATN},
                        new String[] {"2", "1", "صحيح البخاري - كتاب العلم", "حدثنا ابو الوليد عن انس قال من كذب علي متعمدا فليتبوا مقعده من النار",
                                "من كذب علي متعمدا فليتبوا مقعده من النار"}));
        cache = dir.resolve("cache");
        retrieval = Retrieval.open(new DataLocation(dir), RetrievalConfig.DEFAULT, cache);
        Path input = dir.resolve("input.tsv");
        Files.writeString(input, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\n"
                + "R1\t1\tmatn\tانما الاعمال بالنية ولكل امرئ ما نوى\n"
                + "R1\t2\tmatn\tلا ترفعوا اصواتكم في المساجد فوق صوت النبي\n"
                + "R1\t3\tmatn\tمن كذب علي فليتبوا مقعده\n");
        evidence = new Verifier(retrieval).gather(Task3Input.read(input, null).annotations());
        Path train = dir.resolve("train_task_3.tsv");
        Files.writeString(train, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n"
                + "T1\t1\tmatn\t" + CorrectorSourcesTest.KNOWN + "\n" + "T2\t1\tmatn\t" + CorrectorSourcesTest.KNOWN + "\n");
        memoryFiles = List.of(train);
        memory = CorrectionMemory.read(memoryFiles);
    }

    @AfterEach
    void tearDown() {
        retrieval.close();
    }

    private Corrector cached(List<Path> files, List<String> warnings) {
        return Corrector.open(retrieval.quran(), retrieval.hadithMatcher(), files, true, cache, retrieval.corpusHashes(), warnings::add);
    }

    private static List<String> proposals(Corrector c, List<AnnotationEvidence> ev) {
        List<String> out = new ArrayList<>();
        for (AnnotationEvidence e : ev) {
            for (MatnRanking r : MatnRanking.values()) {
                Proposal p = c.proposeAll(e, List.of(r)).get(0);
                out.add(r + " " + p.text() + " | " + p.reference() + " | " + p.score() + " | " + p.run() + " | " + p);
            }
        }
        return out;
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> s = Files.list(cache)) {
            return s.filter(p -> p.getFileName().toString().startsWith("corrector-")).toList();
        }
    }

    @Test
    void aReadBackEntryProposesWhatTheInMemoryCorrectorDoes() throws IOException {
        List<String> expected = proposals(new Corrector(retrieval.quran(), retrieval.hadithMatcher(), memory, true), evidence);
        List<String> warnings = new ArrayList<>();
        assertEquals(expected, proposals(cached(memoryFiles, warnings), evidence), "the run that builds the entry");
        assertEquals(1, entries().size());
        assertEquals(expected, proposals(cached(memoryFiles, warnings), evidence), "a run that reads it");
        assertEquals(List.of(), warnings);
        assertEquals(1, memory.size());
        assertTrue(expected.stream().anyMatch(p -> p.contains("train correction #1 (2 rows)")), "the memory's text is proposed: " + expected);
    }

    @Test
    void anotherMemoryFileGetsAnEntryOfItsOwn() throws IOException {
        cached(memoryFiles, new ArrayList<>());
        List<String> expected = proposals(new Corrector(retrieval.quran(), retrieval.hadithMatcher(), CorrectionMemory.EMPTY, true), evidence);
        assertEquals(expected, proposals(cached(List.of(), new ArrayList<>()), evidence));
        assertEquals(2, entries().size());
    }

    @Test
    void aDamagedEntryIsRebuiltWithAWarning() throws IOException {
        cached(memoryFiles, new ArrayList<>());
        Path file = entries().get(0).resolve(CorrectorSnapshot.FILE);
        byte[] b = Files.readAllBytes(file);
        b[b.length / 2] ^= 0x55;
        Files.write(file, b);
        List<String> warnings = new ArrayList<>();
        List<String> expected = proposals(new Corrector(retrieval.quran(), retrieval.hadithMatcher(), memory, true), evidence);
        assertEquals(expected, proposals(cached(memoryFiles, warnings), evidence));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("rebuilding"), warnings.get(0));
        assertNotEquals(List.of(), entries());
    }
}
