package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import tech.tablesaw.api.Table;

class DatasetSummaryTest {

    @TempDir
    Path dir;

    private DatasetSummary summary() throws Exception {
        return DatasetSummary.of(DevJsonlReader.read(SyntheticData.write(dir).devJsonl()));
    }

    @Test
    void countsAndLabels() throws Exception {
        DatasetSummary s = summary();
        Table o = s.overview();
        assertEquals(List.of(5, 1, 4, 2, 2, 1, 10), o.intColumn("count").asList());
        Table l = s.labels();
        assertEquals(List.of("Ayah", "matn", "isnad", "claimed_source"), l.stringColumn("type").asList());
        assertEquals(List.of(1, 1, 1, 2), l.intColumn("correct").asList());
        assertEquals(List.of(1, 1, 0, 0), l.intColumn("incorrect").asList());
        assertEquals(List.of(0, 0, 1, 2), l.intColumn("N/A").asList());
        assertEquals(List.of(2, 2, 2, 4), l.intColumn("total").asList());
    }

    @Test
    void trainSharesAreCountedBesideDevOnesAndNotApplicableRowsLeftOut() throws Exception {
        Path train = dir.resolve("train_task_2.tsv");
        java.nio.file.Files.writeString(train, String.join("\n",
                "Response_ID\tAnnotation_ID\tSegment_Type\tLabel",
                "R1\t1\tmatn\tincorrect", "R1\t1\tisnad\tN/A", "R2\t1\tmatn\tcorrect", "R3\t1\tmatn\tincorrect",
                "R3\t2\tAyah\tcorrect", ""));
        Table t = summary().incorrectSharesBesideTrain(train);
        assertEquals(List.of("Ayah", "matn", "isnad", "claimed_source"), t.stringColumn("type").asList());
        assertEquals(List.of(1, 3, 0, 0), t.intColumn("train_rows").asList());
        assertEquals(2.0 / 3, t.doubleColumn("train_share_incorrect").get(1), 1e-12);
        assertEquals(0.5, t.doubleColumn("dev_share_incorrect").get(1), 1e-12); // the fixture: matn 1 + 1
        assertTrue(t.doubleColumn("train_share_incorrect").isMissing(2), "no scored train isnad row: no share");
        var w = org.tahqiq.eval.Wilson.interval95(2, 3);
        assertEquals(String.format(java.util.Locale.ROOT, "[%.2f, %.2f]", w.low(), w.high()),
                t.stringColumn("train_95ci").get(1));
    }

    @Test
    void spanLengthsAndExamples() throws Exception {
        DatasetSummary s = summary();
        Table len = s.spanLengths();
        assertEquals(4.0, len.doubleColumn("words_mean").get(0), 1e-9); // two 4-word Ayah spans
        Table ex = s.examples(SegmentType.CLAIMED_SOURCE, 1, 5);
        assertEquals(2, ex.rowCount()); // one correct, one N/A
        assertEquals("سورة …", ex.stringColumn("span").get(0));
    }

    @Test
    void incorrectSharesCarryWilsonIntervalsAndSpanWordsEveryLength() throws Exception {
        DatasetSummary s = summary();
        Table t = s.incorrectShares();
        // the fixture: Ayah 1 correct + 1 incorrect, matn 1 + 1, isnad 1 correct, claimed_source 2 correct
        assertEquals(java.util.List.of(0.5, 0.5, 0.0, 0.0), t.doubleColumn("share_incorrect").asList());
        var w = org.tahqiq.eval.Wilson.interval95(1, 2);
        assertEquals(w.low(), t.doubleColumn("wilson_low").get(0), 1e-12);
        assertEquals(w.high(), t.doubleColumn("wilson_high").get(0), 1e-12);
        var words = s.spanWords();
        assertEquals(java.util.List.of("Ayah", "matn", "isnad", "claimed_source"), java.util.List.copyOf(words.keySet()));
        assertEquals(4.0, words.get("Ayah")[0], 1e-12); // الحمد لله رب العالمين
        assertEquals(2, words.get("Ayah").length);
    }

    @Test
    void gatingHoldsInTheFixtureAndViolationsAreFound() throws Exception {
        DatasetSummary s = summary();
        assertTrue(s.gatingViolations().isEmpty());
        Table g = s.gating();
        Table underIncorrect = g.where(g.stringColumn("quote label").isEqualTo("incorrect"));
        assertEquals(0, underIncorrect.intColumn("correct").sum() + underIncorrect.intColumn("incorrect").sum());

        Annotation bad = new Annotation("X", 1, "Ayah", List.of(
                new Segment(new SegmentKey("X", 1, SegmentType.AYAH), -1, -1, "q", Label.CORRECT),
                new Segment(new SegmentKey("X", 1, SegmentType.CLAIMED_SOURCE), -1, -1, "s", Label.NA)), List.of(), "Q");
        DatasetSummary v = DatasetSummary.of(List.of(new Response("X", "Q", "?", "q s", List.of(bad))));
        assertEquals(1, v.gatingViolations().size());
    }
}
