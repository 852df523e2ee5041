package org.tahqiq.task4;

import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceKey;
import org.tahqiq.task4.features.RelevanceRow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.submit.SubmissionException;

/** The submission file: exact header, one 0/1 row per input row, a span beginning with a quote CSV-quoted. */
class RelevancePredictionsTest {

    @TempDir
    Path dir;

    static RelevanceRow withText(String q, String r, int a, String text) {
        return new RelevanceRow(new RelevanceKey(q, r, a), SegmentType.MATN, text, null, Origin.DEV, null, null, 0);
    }

    @Test
    void writesTheOfficialHeaderAndQuotesASpanThatBeginsWithAQuote() throws Exception {
        String quoted = "\"إنما الأعمال بالنيات\" وإنما لكل امرئ";
        List<RelevanceRow> rows = List.of(withText("Q1", "R1", 1, quoted), withText("Q1", "R1", 2, "لا ضرر ولا ضرار"));
        Path f = dir.resolve("predictions.tsv");
        RelevancePredictions.write(f, rows, new boolean[] {true, false});
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        assertEquals("question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label", lines.get(0));
        assertEquals("Q1\tR1\t1\tmatn\t\"\"\"إنما الأعمال بالنيات\"\" وإنما لكل امرئ\"\t1", lines.get(1));
        assertEquals("Q1\tR1\t2\tmatn\tلا ضرر ولا ضرار\t0", lines.get(2), "a span without quotes is written verbatim");
        Tsv back = Tsv.read(f);
        assertEquals(quoted, back.rows().get(0).raw("span_text"), "read back CSV-style, the span is unchanged");
        assertEquals(2, RelevancePredictions.read(f).size());
    }

    @Test
    void refusesAnythingButOnePredictionPerInputRow() {
        List<RelevanceRow> rows = List.of(withText("Q1", "R1", 1, "ا"), withText("Q1", "R1", 1, "ب"));
        Path f = dir.resolve("p.tsv");
        SubmissionException dup = assertThrows(SubmissionException.class,
                () -> RelevancePredictions.write(f, rows, new boolean[] {true, true}));
        assertTrue(dup.getMessage().contains("duplicate: Q1/R1/1"), dup.getMessage());
        SubmissionException missing = assertThrows(SubmissionException.class,
                () -> RelevancePredictions.write(f, rows.subList(0, 1), new boolean[0]));
        assertTrue(missing.getMessage().contains("missing: 0 predictions for 1 input rows"), missing.getMessage());
        assertFalse(Files.exists(f), "nothing is written");
    }
}
