package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.verify.RepairEdit.Kind;

/** A repair followed by a repair of its text, as one repair of the original: offsets, joined edits, non-BMP text. */
class RepairedAnswerTest {

    private static RepairEdit edit(int start, int end, String old, String neu, Kind kind) {
        return new RepairEdit(start, end, old, neu, kind, "", kind.wire());
    }

    @Test
    void aLaterEditAwayFromTheFirstMovesBackToTheOriginalsOffsets() {
        // a non-BMP character first, so UTF-16 and code-point offsets differ
        String original = "\uD83D\uDE00 abc def ghi";
        RepairedAnswer first = new RepairedAnswer(RepairMode.MARK, "\uD83D\uDE00 abcd XY ghi",
                List.of(edit(2, 5, "abc", "abcd", Kind.VERSE), edit(6, 9, "def", "XY", Kind.MATN)));
        // in the first repair's text "ghi" starts at 10; in the original at 10 too (+1 -1)
        RepairedAnswer second = new RepairedAnswer(RepairMode.MARK, "\uD83D\uDE00 abcd XY gh!",
                List.of(edit(12, 13, "i", "!", Kind.MARK)));
        RepairedAnswer both = first.followedBy(second, original);
        assertEquals("\uD83D\uDE00 abcd XY gh!", both.text());
        assertEquals(List.of(edit(2, 5, "abc", "abcd", Kind.VERSE), edit(6, 9, "def", "XY", Kind.MATN),
                edit(12, 13, "i", "!", Kind.MARK)), both.edits());
        assertEquals(both.text(), RepairDevTest.rebuilt(original, both.edits()));
    }

    @Test
    void aLaterEditTouchingAFirstOneIsJoinedWithIt() {
        String original = "say \u00ABabc\u00BB now";
        RepairedAnswer first = new RepairedAnswer(RepairMode.MARK, "say \u00ABxyz\u00BB now",
                List.of(edit(5, 8, "abc", "xyz", Kind.VERSE)));
        // the later edit replaces the closing mark and the space after the new text
        RepairedAnswer second = new RepairedAnswer(RepairMode.MARK, "say \u00ABxyz\u00BB [note] now",
                List.of(edit(9, 9, "", " [note]", Kind.MARK)));
        RepairedAnswer both = first.followedBy(second, original);
        assertEquals("say \u00ABxyz\u00BB [note] now", both.text());
        assertEquals(both.text(), RepairDevTest.rebuilt(original, both.edits()));
        assertEquals(2, both.edits().size(), "an insertion after the closing mark does not touch the first edit");

        RepairedAnswer inside = new RepairedAnswer(RepairMode.MARK, "say \u00ABxYz\u00BB now",
                List.of(edit(6, 7, "y", "Y", Kind.MATN)));
        RepairedAnswer joined = first.followedBy(inside, original);
        assertEquals(List.of(new RepairEdit(5, 8, "abc", "xYz", Kind.VERSE, "", "verse matn")), joined.edits());
    }

    @Test
    void aLaterEditAtARemovalsPlaceCoversWhatWasRemoved() {
        String original = "one two three";
        RepairedAnswer first = new RepairedAnswer(RepairMode.REMOVE, "one three",
                List.of(edit(4, 8, "two ", "", Kind.REMOVE)));
        RepairedAnswer second = new RepairedAnswer(RepairMode.REMOVE, "one X three",
                List.of(edit(4, 4, "", "X ", Kind.MARK)));
        RepairedAnswer both = first.followedBy(second, original);
        assertEquals(List.of(new RepairEdit(4, 8, "two ", "X ", Kind.REMOVE, "", "remove mark")), both.edits());
        assertEquals(both.text(), RepairDevTest.rebuilt(original, both.edits()));
    }

    @Test
    void nothingMoreToRepairKeepsTheFirstRepair() {
        RepairedAnswer first = new RepairedAnswer(RepairMode.MARK, "b", List.of(edit(0, 1, "a", "b", Kind.VERSE)));
        assertEquals(first, first.followedBy(new RepairedAnswer(RepairMode.MARK, "b", List.of()), "a"));
    }
}
