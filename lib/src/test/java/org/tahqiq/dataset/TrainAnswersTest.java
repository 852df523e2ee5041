package org.tahqiq.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;

/** The train answers are read when present, and a Git LFS pointer in place of any data file is refused in one line. */
class TrainAnswersTest {

    /** Non-BMP first, so a UTF-16 offset would cut the span elsewhere. */
    private static final String ANSWER = "\uD83D\uDE00 قال تعالى: قل هو الله أحد";

    @TempDir
    Path dir;

    private static String line(String id, String questionId) {
        return "{\"id\":\"" + id + "\",\"question_id\":\"" + questionId + "\",\"question\":\"سؤال\",\"generated_answer\":\""
                + ANSWER + "\",\"annotations\":[{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Ayah\","
                + "\"span_start\":13,\"span_end\":27,\"label\":\"correct\"}]}]}";
    }

    private DataLocation data(String... trainLines) throws IOException {
        Files.createDirectories(dir.resolve("Corpora"));
        Files.writeString(dir.resolve("Corpora/quranic_verses.json"), "[]");
        Files.createDirectories(dir.resolve("dev_set"));
        Files.writeString(dir.resolve("dev_set/dev.jsonl"), line("R1", "Q1") + "\n", StandardCharsets.UTF_8);
        if (trainLines.length > 0) {
            Files.createDirectories(dir.resolve("train_set"));
            Files.writeString(dir.resolve("train_set/train.jsonl"), String.join("\n", trainLines) + "\n", StandardCharsets.UTF_8);
        }
        return new DataLocation(dir);
    }

    private static String pointer() {
        return LfsPointer.FIRST_LINE + "\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n";
    }

    @Test
    void absentFileMeansNoTrainAnswers() throws IOException {
        DataLocation d = data();
        assertFalse(d.hasTrainAnswers());
        assertEquals(List.of(), TrainAnswers.read(d));
    }

    @Test
    void readsTheDevSchemaWithCodePointOffsets() throws IOException {
        DataLocation d = data(line("T1", "Q7"), "", line("T2", "Q8"));
        List<Response> train = TrainAnswers.read(d);
        assertEquals(List.of("T1", "T2"), train.stream().map(Response::id).toList());
        Segment ayah = train.get(0).annotations().get(0).segments().get(0);
        assertEquals("قل هو الله أحد", ayah.text());
        assertEquals(Label.CORRECT, ayah.gold());
    }

    @Test
    void anIdSharedWithTheDevAnswersIsRefusedWithItsLine() throws IOException {
        DataLocation d = data(line("T1", "Q7"), "", line("R1", "Q1"));
        InputException e = assertThrows(InputException.class, () -> TrainAnswers.read(d));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("train.jsonl:3: field 'id'"), e.getMessage());
    }

    @Test
    void anLfsPointerIsRefusedNamingTheFileAndGitLfsPull() throws IOException {
        DataLocation d = data("x");
        Files.writeString(d.trainJsonl(), pointer());
        InputException e = assertThrows(InputException.class, () -> TrainAnswers.read(d));
        assertEquals(d.trainJsonl() + ": " + LfsPointer.message(), e.getMessage());
        assertTrue(e.getMessage().contains("git lfs pull"));
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void everyReaderOfADataFileRefusesAPointer() throws IOException {
        Path p = dir.resolve("six_hadith_books.json");
        Files.writeString(p, pointer());
        for (Runnable read : List.<Runnable>of(() -> TextFiles.readLines(p), () -> Tsv.read(p), () -> DevJsonlReader.read(p),
                () -> GoldLabels.read(p), () -> QuranCorpus.load(p), () -> HadithCorpus.load(p), () -> {
                    try {
                        HadithLayout.detect(p);
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                })) {
            InputException e = assertThrows(InputException.class, read::run);
            assertTrue(e.getMessage().endsWith(LfsPointer.message()), e.getMessage());
        }
    }

    @Test
    void aFileThatOnlyMentionsThePointerLineIsNotAPointer() {
        assertTrue(LfsPointer.is(pointer().getBytes(StandardCharsets.US_ASCII)));
        assertFalse(LfsPointer.is(("[" + LfsPointer.FIRST_LINE).getBytes(StandardCharsets.US_ASCII)));
        assertFalse(LfsPointer.is("version".getBytes(StandardCharsets.US_ASCII)));
    }
}
