package org.tahqiq.task1;

import org.tahqiq.task1.score.CharClass;
import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.score.Task1Scorer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;

/** Each error kind from a small answer whose gold and predictions differ in one known way. */
class ErrorKindsTest {

    private static final String ID = "R1";

    private static Task1Span span(SegmentType t, String text, String piece) {
        int at = text.indexOf(piece);
        return new Task1Span(ID, 1, t, at, at + piece.length(), 0);
    }

    private static ErrorKinds.Outcome only(String text, List<Task1Span> gold, List<Task1Span> pred) {
        List<ErrorKinds.Outcome> os = ErrorKinds.outcomes(ID, text, gold, pred);
        assertEquals(1, os.size(), os.toString());
        return os.get(0);
    }

    @Test
    void sortsEachSpanIntoItsKindAndChargesItsCharacters() {
        String t = "قال تعالى: \"قل هو الله أحد.\" (سورة الإخلاص) والله أعلم";
        Task1Span ayah = span(SegmentType.AYAH, t, "قل هو الله أحد");
        assertEquals(ErrorKinds.Kind.EXACT, only(t, List.of(ayah), List.of(ayah)).kind());

        ErrorKinds.Outcome punct = only(t, List.of(ayah), List.of(span(SegmentType.AYAH, t, "قل هو الله أحد.")));
        assertEquals(ErrorKinds.Kind.BOUNDARY_PUNCT, punct.kind());
        assertEquals(0, punct.fnChars());
        assertEquals(1, punct.fpChars());

        ErrorKinds.Outcome word = only(t, List.of(ayah), List.of(span(SegmentType.AYAH, t, "قل هو الله")));
        assertEquals(ErrorKinds.Kind.BOUNDARY_WORD, word.kind());
        assertEquals(" أحد".length(), word.fnChars());

        ErrorKinds.Outcome more = only(t, List.of(ayah), List.of(span(SegmentType.AYAH, t, "قل هو")));
        assertEquals(ErrorKinds.Kind.BOUNDARY_WORDS, more.kind());

        ErrorKinds.Outcome missed = only(t, List.of(ayah), List.of());
        assertEquals(ErrorKinds.Kind.MISSED, missed.kind());
        assertEquals("قل هو الله أحد".length(), missed.fnChars());

        List<ErrorKinds.Outcome> wrong = ErrorKinds.outcomes(ID, t, List.of(ayah), List.of(span(SegmentType.MATN, t, "قل هو الله أحد")));
        assertEquals(List.of(ErrorKinds.Kind.WRONG_TYPE, ErrorKinds.Kind.WRONG_TYPE), wrong.stream().map(ErrorKinds.Outcome::kind).toList());
        assertEquals(SegmentType.MATN, wrong.get(1).type());

        ErrorKinds.Outcome spurious = only(t, List.of(), List.of(span(SegmentType.CLAIMED_SOURCE, t, "سورة الإخلاص")));
        assertEquals(ErrorKinds.Kind.SPURIOUS, spurious.kind());
        assertEquals("سورة الإخلاص".length(), spurious.fpChars());
    }

    @Test
    void aSourceSwallowedByItsChainIsASplitOrMerge() {
        String t = "روى البخاري عن أبي هريرة قال: \"نص الحديث هنا\"";
        Task1Span isnad = span(SegmentType.ISNAD, t, "عن أبي هريرة قال:");
        Task1Span source = span(SegmentType.CLAIMED_SOURCE, t, "روى البخاري");
        List<ErrorKinds.Outcome> os = ErrorKinds.outcomes(ID, t, List.of(isnad, source),
                List.of(span(SegmentType.ISNAD, t, "روى البخاري عن أبي هريرة قال:")));
        assertEquals(List.of(ErrorKinds.Kind.SPLIT_MERGE, ErrorKinds.Kind.SPLIT_MERGE), os.stream().map(ErrorKinds.Outcome::kind).toList());
    }

    @Test
    void theTableSaysWhatFixingAKindWouldGain() {
        String t = "قال تعالى: \"قل هو الله أحد\" والله أعلم";
        Task1Span ayah = span(SegmentType.AYAH, t, "قل هو الله أحد");
        List<Task1Span> pred = List.of(span(SegmentType.AYAH, t, "قل هو"));
        var outcomes = ErrorKinds.outcomes(ID, t, List.of(ayah), pred);
        Task1Score score = Task1Scorer.score(java.util.Map.of(ID, t), List.of(ayah), pred);
        var table = ErrorKinds.table(outcomes, score, 1);
        assertEquals(1, table.rowCount());
        // Fixing the one boundary error makes Ayah perfect.
        assertEquals(1 - score.f1(CharClass.AYAH), table.doubleColumn("class_F1_gain").get(0), 1e-4);
    }
}
