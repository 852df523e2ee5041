package org.tahqiq.task1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.text.CodePoints;

/** The train answers' quotes: read from a Subtask 4 TSV, and quoted by the synthetic answers in the share asked for. */
class TrainQuotesTest {

    private static final String VERSE = "إن مع العسر يسرا";
    private static final String SAYING = "الدين النصيحة لله ولرسوله";

    private static TrainQuotes write(Path dir) throws IOException {
        Path tsv = dir.resolve("train_task_4.tsv");
        Files.writeString(tsv, String.join("\n",
                "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label",
                "Q1\tR1\t1\tAyah\t" + VERSE + "\t1",
                "Q1\tR1\t2\tAyah\t" + VERSE + "\t1", // the same text twice: kept once
                "Q1\tR1\t3\tmatn\tالدين   النصيحة\u200f لله ولرسوله\t0", // spaces and marks cleaned
                "Q2\tR2\t1\tmatn\tإنما\t1", // one word: no quote to learn from
                "") + "\n");
        return TrainQuotes.read(tsv);
    }

    @Test
    void readsDistinctCleanedQuotesOfEachTypeAndNoneWithoutTheFile(@TempDir Path dir) throws IOException {
        TrainQuotes q = write(dir);
        assertEquals(List.of(VERSE), q.ayah());
        assertEquals(List.of(SAYING), q.matn());
        assertNotEquals("none", q.key());
        assertSame(TrainQuotes.NONE, TrainQuotes.read(dir.resolve("missing.tsv")));
    }

    @Test
    void everyCitationQuotesATrainTextAtShareOneAndNoneChangesAtShareZero(@TempDir Path dir) throws IOException {
        TrainQuotes q = write(dir);
        List<Answer> all = new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.HADITH, q, 1).generate(60, 5);
        Set<SegmentType> seen = new HashSet<>();
        for (Answer a : all) {
            for (Task1Span s : a.gold()) {
                if (s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN) {
                    assertEquals(s.type() == SegmentType.AYAH ? VERSE : SAYING, CodePoints.substring(a.text(), s.start(), s.end()), a.id());
                    seen.add(s.type());
                }
            }
        }
        assertEquals(Set.of(SegmentType.AYAH, SegmentType.MATN), seen);
        List<Answer> plain = new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.HADITH).generate(60, 5);
        assertEquals(plain, new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.HADITH, q, 0).generate(60, 5));
        List<Answer> half = new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.HADITH, q, 0.5).generate(60, 5);
        long quoted = half.stream().flatMap(a -> a.gold().stream().filter(s -> s.type() == SegmentType.AYAH)
                .map(s -> CodePoints.substring(a.text(), s.start(), s.end()))).filter(VERSE::equals).count();
        long verses = half.stream().flatMap(a -> a.gold().stream()).filter(s -> s.type() == SegmentType.AYAH).count();
        assertTrue(quoted > 0 && quoted < verses, quoted + " of " + verses + " verses quote the train text");
        assertThrows(IllegalArgumentException.class, () -> new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.HADITH, q, 1.5));
    }
}
