package org.tahqiq.task1;

import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import tech.tablesaw.api.Table;

/** The notebook's tables on a hand-made run whose counts are known. */
class SpanReportTest {

    private static final String TEXT = "قال تعالى: \"قل هو الله أحد\" (الإخلاص: 1)";

    private static Encoded answer() {
        int q = TEXT.indexOf("قل");
        int s = TEXT.indexOf("الإخلاص");
        List<Task1Span> gold = List.of(new Task1Span("R1", 1, SegmentType.AYAH, q, q + "قل هو الله أحد".length(), 0),
                new Task1Span("R1", 1, SegmentType.CLAIMED_SOURCE, s, s + "الإخلاص: 1".length(), 0));
        return Encoded.of(Fixtures.ANALYZER, new Answer("R1", "Q1", TEXT, gold, 1));
    }

    /** The Ayah found one word short, the source missed, a spurious isnad over "قال تعالى". */
    private static Map<String, List<DetectedAnnotation>> detections() {
        int q = TEXT.indexOf("قل");
        Map<String, List<DetectedAnnotation>> m = new LinkedHashMap<>();
        m.put("R1", List.of(new DetectedAnnotation(1, List.of(
                new DetectedSpan(SegmentType.AYAH, q, q + "قل هو الله".length(), "قل هو الله", 1, "", ""),
                new DetectedSpan(SegmentType.ISNAD, 0, "قال تعالى".length(), "قال تعالى", 1, "", "")))));
        return m;
    }

    @Test
    void confusionAndScoresAgreeWithTheCounts() {
        List<Encoded> answers = List.of(answer());
        Task1Score s = SpanCrossValidation.score(answers, detections());
        Table c = SpanReport.confusion(s);
        assertEquals(5, c.rowCount());
        // gold Ayah characters: "قل هو الله" right, " أحد" (4 chars) lost to neither
        assertEquals("قل هو الله".length(), c.longColumn("Ayah").get(1));
        assertEquals(4, c.longColumn("neither").get(1));
        assertEquals("الإخلاص: 1".length(), c.longColumn("neither").get(4), "the missed source is all neither");
        assertEquals("قال تعالى".length(), c.longColumn("isnad").get(0));
        Table t = SpanReport.scores(s);
        assertEquals(6, t.rowCount());
        assertEquals(s.macroF1(), t.doubleColumn("F1").get(5), 1e-12);
        assertEquals((long) TEXT.length(), t.longColumn("gold_chars").get(5));
    }

    @Test
    void spanOutcomesAreCountedByKind() {
        List<Encoded> answers = List.of(answer());
        List<SpanErrors.Error> errors = SpanReport.errors(answers, detections());
        Table t = SpanReport.boundaryErrors(errors);
        assertEquals(1, t.intColumn("end_early").get(0), "the Ayah ends one word early");
        assertEquals(1, t.intColumn("missed").get(3), "the claimed source");
        assertEquals(1, t.intColumn("spurious").get(2), "the isnad");
        Table ex = SpanReport.examples(answers, errors, SegmentType.AYAH, 3);
        assertEquals(1, ex.rowCount());
        assertEquals("[ أحد]", ex.stringColumn("difference").get(0));
    }

    @Test
    void subsamplingKeepsWholeQuestions() {
        List<Encoded> answers = List.of(
                Encoded.of(Fixtures.ANALYZER, new Answer("A", "Q1", "نص", List.of(new Task1Span("A", 1, null, -1, -1, 0)), 1)),
                Encoded.of(Fixtures.ANALYZER, new Answer("B", "Q1", "نص", List.of(new Task1Span("B", 1, null, -1, -1, 0)), 2)),
                Encoded.of(Fixtures.ANALYZER, new Answer("C", "Q2", "نص", List.of(new Task1Span("C", 1, null, -1, -1, 0)), 3)));
        for (long seed = 0; seed < 6; seed++) {
            List<String> ids = SpanCrossValidation.subsample(answers, 1, seed).stream().map(e -> e.answer().id()).toList();
            assertEquals(true, ids.equals(List.of("A", "B")) || ids.equals(List.of("C")), ids.toString());
        }
        assertEquals(3, SpanCrossValidation.subsample(answers, 0, 1).size());
    }

    @Test
    void eachLineAndScoreOfTheCurveIsProjectedByItsOwnLaw() {
        // macro with synthetic answers: error 0.08 at 50, halved at every fourfold; without: level at 0.9.
        // isnad with synthetic answers: error 0.2 at 50, 0.1 at 200
        Table curve = Table.create("curve",
                tech.tablesaw.api.IntColumn.create("train_answers", new int[] {50, 200, 50, 200}),
                tech.tablesaw.api.StringColumn.create("synthetic", "300", "300", "0", "0"),
                tech.tablesaw.api.DoubleColumn.create("macro_mean", new double[] {0.92, 0.96, 0.9, 0.9}),
                tech.tablesaw.api.DoubleColumn.create("F1_isnad", new double[] {0.8, 0.9, 0.7, 0.75}));
        Map<String, Double> targets = new LinkedHashMap<>();
        targets.put("macro_mean", 0.98);
        targets.put("F1_isnad", 0.95);
        Table t = SpanReport.learningProjection(curve, targets, 3200);
        assertEquals(List.of("macro_mean", "macro_mean", "F1_isnad", "F1_isnad"), t.stringColumn("score").asList());
        assertEquals(List.of("300", "0", "300", "0"), t.stringColumn("synthetic").asList());
        assertEquals(0.5, t.doubleColumn("error_exponent").get(0), 1e-9);
        assertEquals(Math.sqrt(0.5), t.doubleColumn("error_x_per_doubling").get(0), 1e-9);
        assertEquals(800, t.intColumn("answers_for_target").get(0));
        assertEquals(0.99, t.doubleColumn("at_3200_answers").get(0), 1e-9);
        assertEquals(0.96, t.doubleColumn("law_at_largest").get(0), 1e-9);
        assertEquals(true, t.intColumn("answers_for_target").isMissing(1), "a level curve never gets there");
        assertEquals(0.9, t.doubleColumn("at_3200_answers").get(1), 1e-9);
        assertEquals(0.95, t.doubleColumn("target").get(2), 1e-12);
        assertEquals(800, t.intColumn("answers_for_target").get(2), "error 0.05 is two halvings past 0.2");
        assertEquals(true, t.doubleColumn("overshoot_at_largest").isMissing(0), "two points leave nothing to hold out");
    }

    @Test
    void theLawFittedWithoutTheLargestSizeIsCheckedThere() {
        // error 0.08, 0.04, 0.02 at 50, 200, 800 (b = 0.5); measured 0.97 at 800, so the law overshoots by 0.01
        Table curve = Table.create("curve",
                tech.tablesaw.api.IntColumn.create("train_answers", new int[] {50, 800, 200}),
                tech.tablesaw.api.StringColumn.create("synthetic", "300", "300", "300"),
                tech.tablesaw.api.DoubleColumn.create("macro_mean", new double[] {0.92, 0.97, 0.96}));
        Table t = SpanReport.learningProjection(curve, Map.of("macro_mean", 0.95), 800);
        assertEquals(0.01, t.doubleColumn("overshoot_at_largest").get(0), 1e-9);
    }
}
