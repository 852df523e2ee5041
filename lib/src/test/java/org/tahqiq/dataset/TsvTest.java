package org.tahqiq.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TsvTest {

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        Path f = dir.resolve("t.tsv");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void readsHeaderAndRowsWithLineNumbers() throws IOException {
        Tsv t = Tsv.read(write("a\tb\n\nx\ty\n1\t2\n"));
        assertEquals(List.of("a", "b"), t.header());
        assertEquals(2, t.rows().size());
        assertEquals(3, t.rows().get(0).line());
        assertEquals(4, t.rows().get(1).line());
        assertEquals("y", t.rows().get(0).get("b"));
        assertEquals(2, t.rows().get(1).getInt("b"));
    }

    @Test
    void quotedCellsUnescapeDoubledQuotesAndKeepTabs() throws IOException {
        Tsv t = Tsv.read(write("id\ttext\tn\n1\t\"a \"\"b\"\" c\"\t7\n2\t\"x\ty\"\t8\n"));
        assertEquals("a \"b\" c", t.rows().get(0).get("text"));
        assertEquals("x\ty", t.rows().get(1).get("text"));
        assertEquals("8", t.rows().get(1).get("n"));
    }

    @Test
    void quotedCellMaySpanLinesAndIsReportedAtItsFirstLine() throws IOException {
        Tsv t = Tsv.read(write("id\ttext\n1\t\"first\nsecond\"\n2\tz\n"));
        assertEquals("first\nsecond", t.rows().get(0).get("text"));
        assertEquals(2, t.rows().get(0).line());
        assertEquals(4, t.rows().get(1).line());
    }

    @Test
    void unquotedCellsAreVerbatim() throws IOException {
        // like the official dev_task_4.tsv: a quote inside an unquoted cell is just a character
        Tsv t = Tsv.read(write("id\ttext\n1\tقال \"\"إنما\" x\n"));
        assertEquals("قال \"\"إنما\" x", t.rows().get(0).get("text"));
    }

    @Test
    void cellsAreStrippedLikePythonButRawKeepsThem() throws IOException {
        Tsv t = Tsv.read(write("\uFEFFid\ttext\r\n 1 \t\u00a0x y\r\n"));
        Tsv.Row r = t.rows().get(0);
        assertEquals("id", t.header().get(0)); // BOM dropped
        assertEquals("1", r.get("id"));
        assertEquals("x y", r.get("text")); // no-break space stripped as Python does
        assertEquals("\u00a0x y", r.raw("text"));
        assertEquals(" 1 ", r.raw("id"));
    }

    @Test
    void quotedContentIsStrippedToo() throws IOException {
        Tsv t = Tsv.read(write("id\ttext\n1\t\" padded \"\n"));
        assertEquals("padded", t.rows().get(0).get("text"));
    }

    @Test
    void trailingTabGivesAnEmptyLastCell() throws IOException {
        Tsv t = Tsv.read(write("a\tb\tLabel\nx\ty\t\n"));
        assertEquals("", t.rows().get(0).get("Label"));
    }

    @Test
    void lineOfTabsIsARowNotABlankLine() throws IOException {
        Tsv t = Tsv.read(write("a\tb\n\t\n"));
        assertEquals(1, t.rows().size());
        assertEquals("", t.rows().get(0).get("a"));
    }

    @Test
    void unknownColumnIsNamed() throws IOException {
        Tsv t = Tsv.read(write("a\tb\nx\ty\n"));
        InputException e = assertThrows(InputException.class, () -> t.rows().get(0).get("Label"));
        assertEquals("Label", e.field());
        assertEquals(2, e.line());
        assertTrue(e.getMessage().contains("no such column"), e.getMessage());
    }

    @Test
    void requireColumnsNamesEveryMissingColumn() throws IOException {
        Tsv t = Tsv.read(write("Response_ID\tLabel\nx\ty\n"));
        InputException e = assertThrows(InputException.class,
                () -> t.requireColumns("Response_ID", "Annotation_ID", "Label", "Segment_Type"));
        assertEquals(1, e.line());
        assertEquals("Annotation_ID, Segment_Type", e.field());
        assertTrue(e.getMessage().contains("[Annotation_ID, Segment_Type]"), e.getMessage());
        assertTrue(t.hasColumn("Label"));
        assertFalse(t.hasColumn("label"));
    }

    @Test
    void wrongCellCountIsAnError() throws IOException {
        Path f = write("a\tb\tc\nx\ty\tz\nx\ty\n");
        InputException e = assertThrows(InputException.class, () -> Tsv.read(f));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("2 cell(s)"), e.getMessage());
    }

    @Test
    void unterminatedQuoteIsAnError() throws IOException {
        Path f = write("a\tb\nx\ty\nx\t\"never closed\n\nmore\n");
        InputException e = assertThrows(InputException.class, () -> Tsv.read(f));
        assertEquals(3, e.line());
        assertEquals("b", e.field());
        assertTrue(e.getMessage().contains("never closed"), e.getMessage());
    }

    @Test
    void textAfterClosingQuoteIsAnError() throws IOException {
        Path f = write("a\tb\nx\t\"quoted\" tail\n");
        InputException e = assertThrows(InputException.class, () -> Tsv.read(f));
        assertEquals(2, e.line());
        assertEquals("b", e.field());
    }

    /** Issue 14: a stray quote on line 5 was reported at line 20 as "column 4", where the next quote happened to be. */
    @Test
    void aStrayQuoteIsReportedWhereItOpensByColumnName() throws IOException {
        StringBuilder b = new StringBuilder("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n");
        for (int line = 2; line <= 25; line++) {
            String span = line == 5 ? "\"قال رسول الله" : line == 20 ? "قال \"نعم\" هنا" : "نص " + line;
            b.append("R").append(line).append("\t1\tmatn\t").append(span).append("\t\n");
        }
        InputException e = assertThrows(InputException.class, () -> Tsv.read(write(b.toString())));
        assertEquals(5, e.line(), e.getMessage());
        assertEquals("Span", e.field());
        assertTrue(e.getMessage().contains("would swallow line 6, a whole row; a stray quote?"), e.getMessage());

        // without whole rows to swallow, the quote still runs to the next one: reported where it opened
        e = assertThrows(InputException.class, () -> Tsv.read(write("id\ttext\n1\t\"open\nmore \"x\" tail\n")));
        assertEquals(2, e.line(), e.getMessage());
        assertEquals("text", e.field());
        assertTrue(e.getMessage().contains("runs on to line 3 and is followed by text there"), e.getMessage());
    }

    @Test
    void aJsonFileIsReportedAsJsonNotAsMissingColumns() throws IOException {
        InputException e = assertThrows(InputException.class, () -> Tsv.read(write("[\n  {\"id\": \"R1\"}\n]\n")));
        assertEquals(1, e.line());
        assertTrue(e.getMessage().contains("is JSON (an array), not a tab-separated file"), e.getMessage());
        e = assertThrows(InputException.class, () -> Tsv.read(write("{\"id\": \"R1\"}\n")));
        assertTrue(e.getMessage().contains("is JSON (an object)"), e.getMessage());
    }

    @Test
    void duplicateHeaderColumnIsAnError() throws IOException {
        Path f = write("a\tb\ta\n1\t2\t3\n");
        InputException e = assertThrows(InputException.class, () -> Tsv.read(f));
        assertEquals("a", e.field());
    }

    @Test
    void emptyFileIsAnError() throws IOException {
        Path f = write("\n  \n");
        InputException e = assertThrows(InputException.class, () -> Tsv.read(f));
        assertTrue(e.getMessage().contains("no header"), e.getMessage());
    }

    @Test
    void headerWithoutRowsIsEmptyUntilRowsAreRequired() throws IOException {
        Tsv t = Tsv.read(write("a\tb\n"));
        assertTrue(t.isEmpty());
        InputException e = assertThrows(InputException.class, t::requireRows);
        assertTrue(e.getMessage().contains("empty input"), e.getMessage());
    }

    @Test
    void typedGettersReportColumnAndValue() throws IOException {
        Tsv t = Tsv.read(write("Response_ID\tAnnotation_ID\tSegment_Type\nR1\tone\tAyah\nR1\t2\tayah\n\t3\tAyah\n"));
        InputException e1 = assertThrows(InputException.class, () -> t.rows().get(0).segmentKey());
        assertEquals("Annotation_ID", e1.field());
        assertTrue(e1.getMessage().contains("'one'"), e1.getMessage());
        InputException e2 = assertThrows(InputException.class, () -> t.rows().get(1).segmentKey());
        assertEquals("Segment_Type", e2.field());
        InputException e3 = assertThrows(InputException.class, () -> t.rows().get(2).segmentKey());
        assertEquals("Response_ID", e3.field());
        assertEquals(4, e3.line());
    }

    @Test
    void invalidUtf8IsLocated() throws IOException {
        Path f = dir.resolve("bad.tsv");
        Files.write(f, new byte[] {'a', '\n', 'x', '\n', (byte) 0xC3, (byte) 0x28, '\n'});
        InputException e = assertThrows(InputException.class, () -> Tsv.read(f));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
    }

    @Test
    void absentFileIsAnError() {
        InputException e = assertThrows(InputException.class, () -> Tsv.read(dir.resolve("missing.tsv")));
        assertTrue(e.getMessage().contains("missing.tsv: file not found"), e.getMessage());
    }

    @Test
    void pythonStripMatchesPythonWhitespace() {
        assertEquals("x", TextFiles.strip("\u2007\u202f\u0085 \t x\u3000\r\n"));
        assertEquals("\u200bx", TextFiles.strip("\u200bx")); // zero-width space is not whitespace in Python
    }
}
