package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.compare.Difference;
import tech.tablesaw.api.Table;

class QuoteDifferencesTest {

    private static QuoteDifferences.Quote dev(boolean gold, boolean called, double sim, Difference.Kind k) {
        return new QuoteDifferences.Quote(false, gold, called, sim, k);
    }

    private static QuoteDifferences.Quote train(boolean called, double sim, Difference.Kind k) {
        return new QuoteDifferences.Quote(true, true, called, sim, k);
    }

    private final QuoteDifferences q = new QuoteDifferences(List.of(
            dev(true, true, 100, Difference.Kind.VERBATIM),
            dev(false, true, 96, Difference.Kind.PARTICLES),
            dev(true, false, 93, Difference.Kind.PARTICLES),
            dev(false, false, 70, Difference.Kind.WORDS_SUBSTITUTED),
            train(true, 100, Difference.Kind.VERBATIM),
            train(false, 96, Difference.Kind.PARTICLES),
            train(false, 92, Difference.Kind.PARTICLES),
            train(true, 99, Difference.Kind.PARTICLES),
            train(false, Double.NaN, null)));

    @Test
    void eachKindCountsDevLabelsModelErrorsAndTrainQuotesCalledIncorrect() {
        Table t = q.byKind();
        int particles = t.stringColumn("difference").indexOf("particles");
        assertEquals(1, t.intColumn("dev_gold_correct").get(particles));
        assertEquals(1, t.intColumn("dev_gold_incorrect").get(particles));
        assertEquals(2, t.intColumn("dev_model_wrong").get(particles));
        assertEquals(3, t.intColumn("train_accepted").get(particles));
        assertEquals(2, t.intColumn("train_called_incorrect").get(particles));
        assertEquals(2.0 / 3, t.doubleColumn("train_share_called_incorrect").get(particles), 1e-12);
    }

    @Test
    void kindsWithNoQuoteAreLeftOutAndNothingShortlistedComesLast() {
        Table t = q.byKind();
        assertEquals(List.of("verbatim", "particles", "words substituted", "nothing shortlisted"),
                t.stringColumn("difference").asList());
    }

    @Test
    void similarityBandsRunFromWordForWordDown() {
        Table t = q.bySimilarity();
        assertEquals(List.of("100", "[98, 100)", "[95, 98)", "[90, 95)", "[0, 80)", "nothing shortlisted"),
                t.stringColumn("similarity").asList());
        int high = t.stringColumn("similarity").indexOf("[95, 98)");
        assertEquals(1, t.intColumn("dev_gold_incorrect").get(high));
        assertEquals(1, t.intColumn("train_called_incorrect").get(high));
        assertTrue(t.doubleColumn("train_share_called_incorrect").isMissing(t.rowCount() - 2),
                "no train quote in the lowest band: no share");
    }
}
