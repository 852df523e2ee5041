package org.tahqiq.task3.correct;

import org.tahqiq.task3.CorrectionSweep;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

class AcceptModelTest {

    private static final SegmentKey AYAH = new SegmentKey("R1", 1, SegmentType.AYAH);
    private static final SegmentKey MATN = new SegmentKey("R1", 2, SegmentType.MATN);

    private static Proposal proposal(SegmentKey k, double cover, int run, int words, double partial, double textCover) {
        return proposal(k, cover, run, words, partial, textCover, 0);
    }

    private static Proposal proposal(SegmentKey k, double cover, int run, int words, double partial, double textCover,
                                     double margin) {
        return new Proposal(k, "span", "النص", "1:1", cover, run, 50, List.of(),
                new Proposal.Features(words, partial, margin, textCover, 5.0 * run));
    }

    /** Garbled quotes (accepted): high coverage and long runs; invented ones: low on both, same lengths. */
    private static List<Proposal> training() {
        List<Proposal> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            out.add(proposal(AYAH, 60 + 3 * i, 4 + i % 3, 8 + i, 75 + i, 40 + i));
            out.add(proposal(AYAH, 20 + 2 * i, 1 + i % 2, 8 + i, 55 + i, 10 + i));
        }
        return out;
    }

    private static AcceptModel fitted() {
        List<Proposal> ps = training();
        List<Boolean> y = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            y.add(i % 2 == 0);
        }
        return AcceptModel.fit(AcceptModel.AYAH_DEFAULT, ps.stream().map(AcceptModel::measure).toList(), y, AcceptModel.L2);
    }

    @Test
    void separatesGarbledFromInventedAndStaysFiniteOnSeparableRows() {
        AcceptModel m = fitted();
        assertTrue(m.accepts(proposal(AYAH, 75, 5, 10, 80, 45)));
        assertFalse(m.accepts(proposal(AYAH, 25, 1, 10, 58, 12)));
        // The rows are perfectly separable: without the L2 penalty Newton's method would run the weights off.
        for (double w : m.weights()) {
            assertTrue(Double.isFinite(w) && Math.abs(w) < 10, "penalized weight " + w);
        }
        assertTrue(m.weights()[0] > 0 && m.weights()[4] > 0, "more coverage and a heavier run mean a real quote");
    }

    @Test
    void standardizesWithTheTrainingMeanAndTreatsAConstantFeatureAsUnscaled() {
        AcceptModel m = fitted();
        assertEquals(Math.log1p(8 + 4.5), m.mean()[1], 0.2, "mean of ln(1 + words) over the rows");
        List<double[]> x = List.of(new double[] {10, 0, 1, 50, 0, 0, 0, 0}, new double[] {90, 0, 1, 50, 0, 0, 0, 0});
        AcceptModel c = AcceptModel.fit(AcceptModel.AYAH_DEFAULT, x, List.of(false, true), AcceptModel.L2);
        assertEquals(1.0, c.scale()[1], "a constant feature keeps scale 1 (no division by zero)");
        assertEquals(0.0, c.weights()[1], 1e-9, "and gets no weight");
        assertTrue(c.logit(AcceptModel.select(c.features(), x.get(1))) > 0 && c.logit(AcceptModel.select(c.features(), x.get(0))) < 0);
    }

    @Test
    void measuresEveryProposalAlikeAndEachModelReadsItsOwnColumns() {
        double[] ayah = AcceptModel.measure(proposal(AYAH, 60, 3, 7, 80, 40, 12));
        double[] matn = AcceptModel.measure(proposal(MATN, 60, 3, 7, 80, 40, 12));
        assertArrayEquals(ayah, matn, "the type does not change what is measured");
        assertEquals(AcceptModel.NAMES.size(), matn.length);
        assertEquals(60, matn[0]);
        assertEquals(Math.log1p(7), matn[1], 1e-12);
        assertEquals(Math.log1p(5.0 * 3), matn[4], 1e-12, "the heavy run enters as ln(1 + weight)");
        assertEquals(Math.log1p(3), matn[5], 1e-12);
        assertEquals(12, matn[6]);
        assertEquals(50, matn[7], "retrieval's character similarity");
        assertArrayEquals(new double[] {12, 60}, AcceptModel.select(List.of("margin", "coverage"), matn),
                "columns are read by name, in the order given");
        assertFalse(AcceptModel.AYAH_DEFAULT.contains("run") || AcceptModel.AYAH_DEFAULT.contains("margin"),
                "the Ayah decision uses neither the run in words nor the margin");
        assertEquals(AcceptModel.NAMES.subList(0, 7), AcceptModel.MATN_DEFAULT, "a matn reads all but the similarity");
    }

    @Test
    void refusesUnknownOrRepeatedFeatureNames() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new AcceptModel.Settings(1, List.of("coverage", "lenght"), AcceptModel.MATN_DEFAULT));
        assertTrue(e.getMessage().contains("unknown feature 'lenght'") && e.getMessage().contains("heavyRun"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new AcceptModel.Settings(1, AcceptModel.AYAH_DEFAULT, List.of("run", "run")));
        assertThrows(IllegalArgumentException.class, () -> new AcceptModel.Settings(1, List.of(), AcceptModel.MATN_DEFAULT));
    }

    @Test
    void rejectsMismatchedShapesWithAMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new AcceptModel(AcceptModel.NAMES.subList(0, 6), new double[6], new double[5], new double[6], 0));
        assertTrue(e.getMessage().contains("6, 5 and 6"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new AcceptModel(AcceptModel.AYAH_DEFAULT, new double[7], new double[7], new double[7], 0),
                "seven weights for five features");
        assertThrows(IllegalArgumentException.class, () -> AcceptModel.fit(AcceptModel.AYAH_DEFAULT,
                List.of(new double[8], new double[5]), List.of(true, false), AcceptModel.L2), "a short measurement row");
        AcceptModel five = new AcceptModel(AcceptModel.AYAH_DEFAULT, new double[5], new double[] {1, 1, 1, 1, 1}, new double[5], 1);
        assertThrows(IllegalArgumentException.class, () -> five.logit(new double[7]),
                "a five-feature model cannot decide a row of seven values");
    }

    @Test
    void describesEachWeightByItsFeature() {
        AcceptModel seven = new AcceptModel(AcceptModel.MATN_DEFAULT, new double[7], new double[] {1, 1, 1, 1, 1, 1, 1},
                new double[] {1, 2, 3, 4, 5, 6, -7}, 0.5);
        assertEquals("logit = 0.500000 + 1.00000·z(coverage) + 2.00000·z(words) + 3.00000·z(partial) + 4.00000·z(textCover)"
                + " + 5.00000·z(heavyRun) + 6.00000·z(run) + -7.00000·z(margin)", seven.toString());
        AcceptModel two = new AcceptModel(List.of("margin", "run"), new double[2], new double[] {1, 1}, new double[] {-1, 2}, 0);
        assertEquals("logit = 0.00000 + -1.00000·z(margin) + 2.00000·z(run)", two.toString(), "its own features, in its order");
    }

    @Test
    void solvesALinearSystem() {
        double[] s = org.tahqiq.models.LogisticRegression.solve(new double[][] {{0, 2}, {3, 1}}, new double[] {4, 5});
        assertArrayEquals(new double[] {1, 2}, s, 1e-12, "needs the pivot swap: the first diagonal entry is 0");
    }

    @Test
    void aModelOverridesTheThresholdsAndNothingFoundStaysKhata() {
        AcceptModel always = new AcceptModel(AcceptModel.AYAH_DEFAULT, new double[5], new double[] {1, 1, 1, 1, 1}, new double[5], 5);
        CorrectionThresholds t = new CorrectionThresholds(100, 100, 1000, 1000, always, null);
        assertEquals("النص", t.decide(proposal(AYAH, 0, 0, 3, 0, 0)), "the Ayah model accepts what thresholds refuse");
        assertEquals("خطأ", t.decide(proposal(MATN, 0, 0, 3, 0, 0)), "matn has no model: its thresholds decide");
        assertEquals("خطأ", t.decide(Proposal.none(AYAH, "span")));
    }

    @Test
    void sweepFitsAModelPerTypeOnTheKeptRowsOnly() {
        List<CorrectionSweep.Row> rows = new ArrayList<>();
        List<Proposal> ps = training();
        for (int i = 0; i < ps.size(); i++) {
            rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "q" + i, ps.get(i).score(), ps.get(i).run(), i % 2 == 0,
                    AcceptModel.measure(ps.get(i))));
        }
        CorrectionThresholds all = CorrectionSweep.selectWithModels(rows, r -> true);
        assertNull(all.matnModel(), "no matn rows: matn keeps its thresholds");
        assertEquals(fitted(), all.ayahModel());
        CorrectionThresholds some = CorrectionSweep.selectWithModels(rows, r -> !r.group().equals("q0"));
        assertFalse(fitted().equals(some.ayahModel()), "a held-out row changes the fit");
    }

    @Test
    void pinnedDefaultUsesModelsForBothTypes() {
        CorrectionThresholds d = CorrectionThresholds.pinned();
        assertTrue(d.ayahModel() != null && d.matnModel() != null);
        assertEquals("النص", d.decide(proposal(AYAH, 90, 10, 12, 95, 80)), "a near-verbatim quote is corrected");
        assertEquals("خطأ", d.decide(proposal(AYAH, 5, 1, 12, 50, 3)), "an invented one is not");
        assertEquals("خطأ", d.decide(proposal(MATN, 15, 1, 10, 50, 5)));
        // The pinned matn model weighs the margin negatively: the same quote is likelier authentic when another
        // text (a parallel narration) accounts for it about as well than when one text alone does.
        Proposal corroborated = proposal(MATN, 45, 4, 10, 75, 30, 0);
        Proposal alone = proposal(MATN, 45, 4, 10, 75, 30, 40);
        assertTrue(d.matnModel().logit(corroborated) > d.matnModel().logit(alone));
    }
}
