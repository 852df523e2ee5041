package org.tahqiq.task1;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.TokenSpan;
import org.tahqiq.task1.detect.AnnotationGrouper;
import org.tahqiq.task1.detect.SpanDecoder;
import org.tahqiq.task1.detect.Tags;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.submit.SubmissionException;

/** Nesting of a claimed source in its isnad, grouping into annotations, NoAnnotation rows and the validator. */
class NestingAndRowsTest {

    @TempDir
    Path dir;

    private static final String TEXT = "روى البخاري عن عائشة رضي الله عنها قالت: \"إنما الأعمال بالنيات\"";

    @Test
    void goldTagsFollowThePaintingSoANestedSourceInterruptsItsIsnad() {
        Analysis a = Fixtures.ANALYZER.analyze(TEXT);
        int isnadEnd = TEXT.indexOf(':') + 1;
        List<Task1Span> gold = List.of(
                new Task1Span("R", 1, SegmentType.MATN, TEXT.indexOf("إنما"), TEXT.length() - 1, 0),
                new Task1Span("R", 1, SegmentType.ISNAD, 0, isnadEnd, 0),
                new Task1Span("R", 1, SegmentType.CLAIMED_SOURCE, 0, "روى البخاري".length(), 0));
        int[] tags = Encoded.goldTags(a, gold);
        List<String> names = java.util.Arrays.stream(tags).mapToObj(Tags::name).toList();
        assertEquals(List.of("B-claimed_source", "I-claimed_source", "B-isnad"), names.subList(0, 3));
        assertEquals("O", names.get(names.size() - 1), "the closing quote mark");
    }

    @Test
    void aSourceOpeningItsChainIsNestedInOneIsnadAndGroupedWithTheMatn() {
        Analysis a = Fixtures.ANALYZER.analyze(TEXT);
        TokenSpan cs = Fixtures.span(a, SegmentType.CLAIMED_SOURCE, "روى البخاري");
        TokenSpan isnad = Fixtures.span(a, SegmentType.ISNAD, "عن عائشة رضي الله عنها قالت:");
        TokenSpan matn = Fixtures.span(a, SegmentType.MATN, "إنما الأعمال بالنيات");
        List<TokenSpan> nested = SpanDecoder.nest(a, List.of(cs, isnad, matn));
        assertEquals(SegmentType.ISNAD, nested.get(0).type());
        assertEquals("روى البخاري عن عائشة رضي الله عنها قالت:", Fixtures.text(a, nested.get(0)));
        List<List<TokenSpan>> groups = AnnotationGrouper.group(a, nested);
        assertEquals(1, groups.size(), "one hadith: matn, its isnad and the source inside it");
        assertEquals(List.of(SegmentType.MATN, SegmentType.ISNAD, SegmentType.CLAIMED_SOURCE),
                groups.get(0).stream().map(TokenSpan::type).toList(), "listed so the source paints over its isnad");
    }

    @Test
    void isnadSourceIsnadBecomesOneIsnadAroundTheSource() {
        String t = "عن أبي هريرة رواه مسلم قال: \"تسحروا\"";
        Analysis a = Fixtures.ANALYZER.analyze(t);
        List<TokenSpan> nested = SpanDecoder.nest(a, List.of(Fixtures.span(a, SegmentType.ISNAD, "عن أبي هريرة"),
                Fixtures.span(a, SegmentType.CLAIMED_SOURCE, "رواه مسلم"), Fixtures.span(a, SegmentType.ISNAD, "قال:")));
        assertEquals(2, nested.size());
        assertEquals("عن أبي هريرة رواه مسلم قال:", Fixtures.text(a, nested.get(0)));
        assertEquals("رواه مسلم", Fixtures.text(a, nested.get(1)));
    }

    @Test
    void sourcesJoinTheNearestFreeQuote() {
        String t = "قال تعالى: \"قل هو الله أحد\" (الإخلاص: 1) ثم \"الله الصمد\" (الإخلاص: 2)";
        Analysis a = Fixtures.ANALYZER.analyze(t);
        List<TokenSpan> spans = List.of(Fixtures.span(a, SegmentType.AYAH, "قل هو الله أحد"),
                Fixtures.span(a, SegmentType.CLAIMED_SOURCE, "الإخلاص: 1"), Fixtures.span(a, SegmentType.AYAH, "الله الصمد"),
                Fixtures.span(a, SegmentType.CLAIMED_SOURCE, "الإخلاص: 2"));
        List<List<TokenSpan>> g = AnnotationGrouper.group(a, spans);
        assertEquals(2, g.size());
        assertEquals("الإخلاص: 1", Fixtures.text(a, g.get(0).get(1)));
        assertEquals("الإخلاص: 2", Fixtures.text(a, g.get(1).get(1)));
    }

    @Test
    void anAnswerCitingNothingGetsOneNoAnnotationRowWrittenWithDashes() throws Exception {
        List<Task1Span> rows = Rows.of("R7", List.of());
        assertEquals(1, rows.size());
        assertTrue(rows.get(0).isNoAnnotation());
        Path f = dir.resolve("p.tsv");
        Task1Outputs.writePredictions(f, rows);
        assertEquals(List.of("Response_ID\tAnnotation_ID\tSegment_Type\tSpan_Start\tSpan_End", "R7\t1\tNoAnnotation\t-\t-"),
                Files.readAllLines(f));
        assertEquals(rows.get(0).responseId(), SpanRows.read(f).get(0).responseId());
        assertTrue(SpanRows.read(f).get(0).isNoAnnotation());
    }

    @Test
    void theValidatorRequiresEveryResponseAndRejectsBadRows() {
        Map<String, String> texts = Map.of("R1", "abcdef", "R2", "xyz");
        Task1Validator.validate(texts, List.of(new Task1Span("R1", 1, SegmentType.AYAH, 0, 3, 0), new Task1Span("R2", 1, null, -1, -1, 0)));
        SubmissionException missing = assertThrows(SubmissionException.class,
                () -> Task1Validator.validate(texts, List.of(new Task1Span("R1", 1, SegmentType.AYAH, 0, 3, 0))));
        assertEquals(1, missing.counts().get("missing"));
        SubmissionException bad = assertThrows(SubmissionException.class, () -> Task1Validator.validate(texts, List.of(
                new Task1Span("R1", 1, SegmentType.AYAH, 0, 9, 0),    // past the end
                new Task1Span("R1", 1, SegmentType.AYAH, 0, 2, 0),    // same key twice
                new Task1Span("R2", 1, null, -1, -1, 0), new Task1Span("R2", 2, SegmentType.MATN, 0, 1, 0), // NoAnnotation beside a span
                new Task1Span("R5", 1, null, -1, -1, 0))));           // not in the input
        assertEquals(2, bad.counts().get("invalid"));
        assertEquals(1, bad.counts().get("duplicate"));
        assertEquals(1, bad.counts().get("unexpected"));
    }
}
