package org.tahqiq.verify.evaluate;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Citation;
import org.tahqiq.verify.ProposedCorrection;
import org.tahqiq.verify.QuoteMarks;
import org.tahqiq.verify.SpanEvidence;
import org.tahqiq.verify.SpanVerdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

/** The end-to-end counting rules on answers made by hand (the dev run itself is `./tahqiq verify --evaluate`). */
class EndToEndTest {

    private static final String VERSE = "قُلْ هُوَ اللَّهُ أَحَدٌ";

    private static Segment gold(SegmentType t, int start, int end, Label label) {
        return new Segment(new SegmentKey("R1", 1, t), start, end, "x".repeat(end - start), label);
    }

    private static CheckedSpan detected(SegmentType t, int start, int end, Label verdict, String correction) {
        ProposedCorrection c = correction == null ? null : new ProposedCorrection(correction, "خطأ".equals(correction), "", null, 0, 0);
        return new CheckedSpan(t, start, end, "x".repeat(end - start), SpanVerdict.of(verdict), verdict, 1, "",
                new SpanEvidence("", List.of(), null, "", Double.NaN, "r"), c);
    }

    private static Map<SegmentType, EndToEnd.Counts> compare(List<Annotation> gold, List<CheckedSpan> spans) {
        Response r = new Response("R1", "Q1", "?", "a".repeat(200), gold);
        return EndToEnd.compare(r, new CheckedAnswer("R1", null, r.answer(), 200, List.of(new Citation(1, Citation.AYAH, spans))));
    }

    @Test
    void aFoundWrongVerseCorrectedAsGoldSays() {
        Annotation a = new Annotation("R1", 1, "Ayah", List.of(gold(SegmentType.AYAH, 10, 30, Label.INCORRECT)),
                List.of("قُلْ هُوَ اللَّهُ أَحَدٌ", "another alternative"), "Q1");
        EndToEnd.Counts c = compare(List.of(a), List.of(detected(SegmentType.AYAH, 12, 31, Label.INCORRECT, " " + VERSE)))
                .get(SegmentType.AYAH);
        assertEquals(new EndToEnd.Counts(SegmentType.AYAH, 1, 1, 1, 1, 1, 1, 0, Map.of(QuoteMarks.NONE, new EndToEnd.Found(1, 1))), c);
    }

    @Test
    void halfTheLongerSpanIsTheBar() {
        Annotation a = new Annotation("R1", 1, "Hadith", List.of(gold(SegmentType.MATN, 40, 60, Label.CORRECT)), List.of(), "Q1");
        // 10 of 20 gold characters, 10 of 10 detected: exactly half of the longer, found
        assertEquals(1, compare(List.of(a), List.of(detected(SegmentType.MATN, 50, 60, Label.CORRECT, null))).get(SegmentType.MATN).found());
        // 9 of 20: not found, and the detected span matches nothing
        EndToEnd.Counts miss = compare(List.of(a), List.of(detected(SegmentType.MATN, 51, 60, Label.CORRECT, null))).get(SegmentType.MATN);
        assertEquals(0, miss.found());
        assertEquals(1, miss.unmatched());
        // a detected span four times the gold one overlaps all of it but is not a find
        assertEquals(0, compare(List.of(a), List.of(detected(SegmentType.MATN, 20, 100, Label.CORRECT, null))).get(SegmentType.MATN).found());
        // the other type does not count
        assertEquals(0, compare(List.of(a), List.of(detected(SegmentType.AYAH, 40, 60, Label.CORRECT, null))).get(SegmentType.MATN).found());
    }

    @Test
    void aWrongQuoteJudgedCorrectGetsNoCorrectionAndMisses() {
        Annotation a = new Annotation("R1", 1, "Ayah", List.of(gold(SegmentType.AYAH, 10, 30, Label.INCORRECT)), List.of("خطأ"), "Q1");
        EndToEnd.Counts judgedCorrect = compare(List.of(a), List.of(detected(SegmentType.AYAH, 10, 30, Label.CORRECT, null)))
                .get(SegmentType.AYAH);
        assertEquals(new EndToEnd.Counts(SegmentType.AYAH, 1, 1, 0, 1, 0, 0, 0, Map.of(QuoteMarks.NONE, new EndToEnd.Found(1, 1))), judgedCorrect);
        EndToEnd.Counts noSource = compare(List.of(a), List.of(detected(SegmentType.AYAH, 10, 30, Label.INCORRECT, "خطأ")))
                .get(SegmentType.AYAH);
        assertEquals(1, noSource.corrected(), "خطأ for a gold خطأ is a hit");
        assertTrue(Double.isNaN(compare(List.of(), List.of()).get(SegmentType.MATN).foundShare()));
    }

    @Test
    void naSegmentsAreNotCounted() {
        Annotation a = new Annotation("R1", 1, "Ayah", List.of(gold(SegmentType.AYAH, 10, 30, Label.NA)), List.of(), "Q1");
        assertEquals(0, compare(List.of(a), List.of()).get(SegmentType.AYAH).gold());
    }

    @Test
    void foundIsCountedApartByHowEachQuoteIsSetOff() {
        String answer = "قال تعالى: «قل هو الله أحد» وقال تعالى: الله الصمد. انتهى";
        int open = answer.indexOf("قل");
        int bare = answer.indexOf("الله الصمد");
        Annotation marked = new Annotation("R1", 1, "Ayah", List.of(gold(SegmentType.AYAH, open, open + 14, Label.CORRECT)), List.of(), "Q1");
        Annotation unmarked = new Annotation("R1", 2, "Ayah", List.of(gold(SegmentType.AYAH, bare, bare + 10, Label.CORRECT)), List.of(), "Q1");
        Response r = new Response("R1", "Q1", "?", answer, List.of(marked, unmarked));
        CheckedAnswer onlyTheMarkedOne = new CheckedAnswer("R1", null, answer, 200,
                List.of(new Citation(1, Citation.AYAH, List.of(detected(SegmentType.AYAH, open, open + 14, Label.CORRECT, null)))));
        Map<QuoteMarks, EndToEnd.Found> ayah = EndToEnd.compare(r, onlyTheMarkedOne).get(SegmentType.AYAH).byMarks();
        assertEquals(new EndToEnd.Found(1, 1), ayah.get(QuoteMarks.BOTH));
        assertEquals(new EndToEnd.Found(1, 0), ayah.get(QuoteMarks.NONE));
        assertEquals(null, ayah.get(QuoteMarks.ONE_SIDE));
        assertTrue(EndToEnd.compare(r, onlyTheMarkedOne).get(SegmentType.MATN).byMarks().isEmpty());
    }
}
