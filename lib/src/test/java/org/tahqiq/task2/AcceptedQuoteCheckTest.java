package org.tahqiq.task2;

import org.tahqiq.task2.rules.KnownQuotes;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verifier;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.Label;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.MiniData;

class AcceptedQuoteCheckTest {

    @TempDir
    Path dir;

    private static final String RECORD = "مَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الآخِرِ فَلْيَقُلْ خَيْرًا أَوْ لِيَصْمُتْ";
    private static final String UNKNOWN = "اطلبوا العلم ولو في الصين فإن طلب العلم فريضة";

    private DataLocation data() throws Exception {
        MiniData.write(dir);
        Files.createDirectories(dir.resolve("train_set"));
        // R2 and R3 answer the same question with the same quote no record has; R4's span is a rejected quote's
        // correction, so no accepted quote. "R2" and "R3" fall in different parts by answer (hash 2592 and 2593, mod 5).
        Files.writeString(dir.resolve("train_set/train_task_4.tsv"),
                "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label\n"
                        + "Q1\tR1\t1\tmatn\t" + RECORD + "\t1\n"
                        + "Q1\tR1\t2\tAyah\tقُلْ هُوَ اللَّهُ أَحَدٌ\t1\n"
                        + "Q2\tR2\t1\tmatn\t" + UNKNOWN + "\t1\n"
                        + "Q2\tR3\t1\tmatn\t" + UNKNOWN + "\t1\n"
                        + "Q3\tR4\t1\tmatn\t" + RECORD + "\t0\n");
        Files.writeString(dir.resolve("train_set/train_task_2.tsv"), "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n"
                + "R1\t1\tmatn\tcorrect\nR1\t2\tAyah\tcorrect\nR2\t1\tmatn\tcorrect\nR3\t1\tmatn\tcorrect\nR4\t1\tmatn\tincorrect\n");
        return new DataLocation(dir);
    }

    @Test
    void theAcceptedTrainMatnQuotesAreReadWithTheirQuestionsAndGoldCorrect() throws Exception {
        List<Annotation> quotes = AcceptedQuoteCheck.quotes(data());
        assertEquals(List.of("R1", "R2", "R3"), quotes.stream().map(Annotation::responseId).toList());
        assertEquals(List.of("Q1", "Q2", "Q2"), quotes.stream().map(Annotation::questionId).toList());
        assertTrue(quotes.stream().allMatch(a -> a.segments().size() == 1 && a.segments().get(0).gold() == Label.CORRECT));
    }

    @Test
    void noQuoteVouchesForItselfAndANewQuestionLosesItsOwnQuestionsAnswers() throws Exception {
        DataLocation data = data();
        List<Annotation> quotes = AcceptedQuoteCheck.quotes(data);
        try (Retrieval r = Retrieval.open(data, RetrievalConfig.DEFAULT, null)) {
            KnownQuotes memory = KnownQuotes.read(data);
            AcceptedQuoteCheck c = AcceptedQuoteCheck.run(new Verifier(r), memory, quotes,
                    Task2Fit.cut(new Thresholds(95, 90, 80)), List.of(), java.util.Map.of());
            assertEquals(3, c.quotes());
            // the record's own wording is correct either way; the unknown quote only through the other answer's
            // accepted copy, which a new question's memory does not have
            assertEquals(1, c.newQuestions());
            assertEquals(3, c.seenQuestions());
            assertTrue(c.lines().get(0).contains("1 of 3"), c.lines().get(0));
            assertTrue(c.mixtures().isEmpty(), "the cut has no base rate to move: no batches");
        }
    }
}
