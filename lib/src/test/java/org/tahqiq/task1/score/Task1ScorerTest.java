package org.tahqiq.task1.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;

/** The official Subtask 1 semantics against counts worked out by hand. */
class Task1ScorerTest {

    private static Task1Span row(String id, SegmentType t, int s, int e) {
        return new Task1Span(id, 1, t, s, e, 0);
    }

    private static Task1Span none(String id) {
        return new Task1Span(id, 1, null, -1, -1, 0);
    }

    private static final Map<String, String> TEXTS = new LinkedHashMap<>();

    static {
        TEXTS.put("R1", "abcdefghij");
        TEXTS.put("R2", "xyz");
        TEXTS.put("R3", "\uD83D\uDE42ab"); // three code points, four UTF-16 units
    }

    @Test
    void overlappingRowsClippingNoAnnotationAndUnknownResponses() {
        List<Task1Span> gold = List.of(row("R1", SegmentType.AYAH, 0, 4), row("R1", SegmentType.MATN, 6, 9), none("R2"),
                row("R3", SegmentType.ISNAD, 1, 3));
        List<Task1Span> pred = List.of(
                row("R1", SegmentType.AYAH, 0, 6),
                row("R1", SegmentType.MATN, 4, 8),            // later row overwrites chars 4-5
                row("R2", SegmentType.CLAIMED_SOURCE, 1, 10),  // clipped to 1-2
                row("R3", SegmentType.ISNAD, -5, 2),           // clipped to 0-1
                row("R9", SegmentType.AYAH, 0, 3));            // not in the universe: ignored
        Task1Score s = Task1Scorer.score(TEXTS, gold, pred);
        // Painted: R1 gold AAAA NN MMM N, pred AAAA MMMM NN; R2 gold NNN, pred N CC; R3 gold N II, pred II N.
        assertEquals(4, s.tp(CharClass.AYAH));
        assertEquals(0, s.fp(CharClass.AYAH));
        assertEquals(2, s.tp(CharClass.MATN));
        assertEquals(2, s.fp(CharClass.MATN));
        assertEquals(1, s.fn(CharClass.MATN));
        assertEquals(1, s.tp(CharClass.ISNAD));
        assertEquals(2, s.fp(CharClass.CLAIMED_SOURCE));
        assertEquals(2, s.tp(CharClass.NEITHER));
        assertEquals(2, s.fp(CharClass.NEITHER));
        assertEquals(5, s.fn(CharClass.NEITHER));
        assertEquals(1.0, s.f1(CharClass.AYAH), 1e-12);
        assertEquals(4.0 / 7, s.f1(CharClass.MATN), 1e-12);
        assertEquals(0.5, s.f1(CharClass.ISNAD), 1e-12);
        assertEquals(0.0, s.f1(CharClass.CLAIMED_SOURCE), 1e-12);
        assertEquals(4.0 / 11, s.f1(CharClass.NEITHER), 1e-12);
        assertEquals((4.0 / 11 + 1 + 4.0 / 7 + 0.5 + 0) / 5, s.macroF1(), 1e-12);
        assertEquals(s.macroF1(), (Double) s.toOfficialJson().get("F1"), 1e-15);
    }

    @Test
    void aClassAbsentFromGoldAndPredictionsScoresZero() {
        Task1Score s = Task1Scorer.score(TEXTS, List.of(row("R1", SegmentType.AYAH, 0, 10)), List.of(row("R1", SegmentType.AYAH, 0, 10)));
        assertEquals(1.0, s.f1(CharClass.AYAH), 1e-12);
        assertEquals(0.0, s.f1(CharClass.ISNAD), 1e-12);
        // neither: R2 and R3 are all neither on both sides (6 code points, none missed).
        assertEquals(1.0, s.f1(CharClass.NEITHER), 1e-12);
        assertEquals(2.0 / 5, s.macroF1(), 1e-12);
    }

    @Test
    void aResponseWithoutRowsIsAllNeitherAndARowBackwardsPaintsNothing() {
        Task1Score s = Task1Scorer.score(TEXTS, List.of(row("R2", SegmentType.MATN, 0, 3)), List.of(row("R2", SegmentType.MATN, 3, 0)));
        assertEquals(3, s.fn(CharClass.MATN));
        assertEquals(0, s.tp(CharClass.MATN) + s.fp(CharClass.MATN));
    }

    @Test
    void nestedClaimedSourcePaintsOverItsIsnadWhenListedAfterIt() {
        Map<String, String> t = Map.of("R1", "abcdefghij");
        List<Task1Span> rows = List.of(row("R1", SegmentType.ISNAD, 0, 10), row("R1", SegmentType.CLAIMED_SOURCE, 2, 5));
        int[] paint = Task1Scorer.paint(t, rows).get("R1");
        assertEquals(List.of(3, 3, 4, 4, 4, 3, 3, 3, 3, 3), java.util.Arrays.stream(paint).boxed().toList());
    }
}
