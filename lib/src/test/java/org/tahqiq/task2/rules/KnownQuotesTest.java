package org.tahqiq.task2.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Label;
import org.tahqiq.index.HadithMatcher;

class KnownQuotesTest {

    @TempDir
    Path dir;

    private static final KnownQuotes MEMORY = KnownQuotes.of(List.of(
            new KnownQuotes.Judged("R1", "لا طاعة لمخلوق في معصية الخالق", Label.CORRECT),
            new KnownQuotes.Judged("R2", "لا طاعة لمخلوق في معصية الخالق", Label.CORRECT),
            new KnownQuotes.Judged("R3", "اطلبوا العلم ولو في الصين", Label.INCORRECT),
            new KnownQuotes.Judged("R4", "الدين النصيحة", Label.NA)));

    private static String n(String s) {
        return HadithMatcher.normalize(s);
    }

    @Test
    void aQuoteAcceptedBeforeIsFoundWordForWordAndARejectedOneApart() {
        KnownQuotes.Match m = MEMORY.nearest(n("لا طاعة لمخلوق في معصية الخالق"));
        assertEquals(100, m.correct(), 1e-9);
        KnownQuotes.Match r = MEMORY.nearest(n("اطلبوا العلم ولو بالصين"));
        assertTrue(r.incorrect() > 80 && r.incorrect() < 100, r.toString());
        assertEquals(0, r.correct(), 1e-9, "shares too few words with the accepted quote");
        assertEquals(KnownQuotes.Match.NONE, MEMORY.nearest(n("الدين النصيحة")), "an N/A label is no judgement");
    }

    @Test
    void aFragmentOfAnAcceptedQuoteIsAsGoodButAQuoteAddingWordsPaysForThem() {
        assertEquals(100, KnownQuotes.similarity(n("لمخلوق في معصية الخالق"), n("لا طاعة لمخلوق في معصية الخالق")), 1e-9);
        double longer = KnownQuotes.similarity(n("عليكم بالطاعة فإنه لا طاعة لمخلوق في معصية الخالق"),
                n("لا طاعة لمخلوق في معصية الخالق"));
        assertTrue(longer < 80, "the plain ratio counts the added words: " + longer);
    }

    @Test
    void theInputsOwnAnswersAreLeftOut() {
        KnownQuotes without = MEMORY.without(Set.of("R1", "R2"));
        assertEquals(0, without.nearest(n("لا طاعة لمخلوق في معصية الخالق")).correct(), 1e-9);
        assertEquals(2, without.size());
    }

    @Test
    void trainQuotesAreTheSubtask4SpanTextsGoldAcceptedAndNeverTheCorrectionsOfRejectedOnes() throws Exception {
        Path task4 = dir.resolve("train_task_4.tsv");
        Files.writeString(task4, "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label\n"
                + "Q1\tR9\t1\tmatn\tمن غشنا فليس منا\t1\n"
                + "Q1\tR9\t2\tAyah\tقُلْ هُوَ اللَّهُ أَحَدٌ\t1\n"
                + "Q2\tR8\t1\tmatn\tمن غشنا فليس مني\t0\n");
        Path task2 = dir.resolve("train_task_2.tsv");
        Files.writeString(task2, "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n"
                + "R9\t1\tmatn\tcorrect\nR9\t2\tAyah\tcorrect\nR8\t1\tmatn\tincorrect\n");
        List<KnownQuotes.Judged> judged = KnownQuotes.train(task4, task2);
        // R8's span text is its correction (the train release writes the authentic text for a rejected span), so it is
        // no rejected quote
        assertEquals(List.of(new KnownQuotes.Judged("R9", "من غشنا فليس منا", Label.CORRECT)), judged);
    }
}
