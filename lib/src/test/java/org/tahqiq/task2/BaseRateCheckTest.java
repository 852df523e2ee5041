package org.tahqiq.task2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BaseRateCheckTest {

    /** Log-odds of a calibrated model fitted at share 0.2: accepted quotes score higher than rejected ones, with overlap. */
    private static List<Double> logits(int n, double mean, long seed) {
        Random rnd = new Random(seed);
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = rnd.nextGaussian() + mean;
            out.add(2 * x + Math.log(0.2 / 0.8));
        }
        return out;
    }

    private final List<BaseRateCheck.Mixture> batches = BaseRateCheck.run(logits(3000, 1, 1), logits(1000, -1, 2), 0.2);

    @Test
    void eachShareGetsItsBatchOfTheRejectedQuotesAndEnoughAcceptedOnes() {
        assertEquals(BaseRateCheck.SHARES.length, batches.size());
        for (int i = 0; i < batches.size(); i++) {
            BaseRateCheck.Mixture m = batches.get(i);
            assertEquals(1000, m.rejected());
            assertEquals(BaseRateCheck.SHARES[i], m.share(), 0.001);
            assertEquals(m.share(), m.estimated(), 0.05, "the estimate reads the batch's share: " + m);
        }
    }

    @Test
    void awayFromTheFittedShareTheBatchsOwnDecidesBetter() {
        BaseRateCheck.Mixture far = batches.get(batches.size() - 1);
        assertTrue(far.atInput() > far.atFitted(), far.toString());
    }

    @Test
    void tooFewAcceptedQuotesCapTheBatch() {
        List<BaseRateCheck.Mixture> few = BaseRateCheck.run(logits(10, 1, 3), logits(100, -1, 4), 0.2);
        assertTrue(few.stream().allMatch(m -> m.accepted() <= 10), few.toString());
    }

    @Test
    void theReportTableHasOneRowPerBatchWithBothAccuracies() {
        tech.tablesaw.api.Table t = org.tahqiq.report.Scores.baseRateBatches(batches);
        assertEquals(batches.size(), t.rowCount());
        BaseRateCheck.Mixture last = batches.get(batches.size() - 1);
        int r = t.rowCount() - 1;
        assertEquals(last.accepted(), t.intColumn("accepted").get(r));
        assertEquals((double) last.atFitted() / last.rows(), t.doubleColumn("accuracy_fitted_share").get(r), 1e-12);
        assertEquals((double) last.atInput() / last.rows(), t.doubleColumn("accuracy_batch_share").get(r), 1e-12);
    }
}
