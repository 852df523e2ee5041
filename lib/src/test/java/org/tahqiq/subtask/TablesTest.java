package org.tahqiq.subtask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class TablesTest {

    private static Table sample() {
        DoubleColumn acc = DoubleColumn.create("accuracy", 0.98101, 1.0, Double.NaN);
        return Table.create("demo", StringColumn.create("type", "Ayah", "a|b", "tab\there"),
                IntColumn.create("rows", 473, 2, 0), acc);
    }

    @Test
    void writesMarkdownAndTsv(@TempDir Path dir) throws Exception {
        Table t = sample();
        Table shown = Tables.write(t, dir.resolve("tables"), "demo");
        assertEquals(0.981, shown.doubleColumn("accuracy").get(0), 1e-12);
        assertEquals(0.98101, t.doubleColumn("accuracy").get(0), 1e-12); // the argument is untouched
        assertTrue(shown.doubleColumn("accuracy").isMissing(2));
        List<String> tsv = Files.readAllLines(dir.resolve("tables/demo.tsv"));
        assertEquals(List.of("type\trows\taccuracy", "Ayah\t473\t0.981", "a|b\t2\t1", "tab here\t0\t"), tsv);
        List<String> md = Files.readAllLines(dir.resolve("tables/demo.md"));
        assertEquals("**demo**", md.get(0));
        assertEquals("| type | rows | accuracy |", md.get(2));
        assertEquals("| --- | ---: | ---: |", md.get(3));
        assertEquals("| Ayah | 473 | 0.981 |", md.get(4));
        assertEquals("| a\\|b | 2 | 1 |", md.get(5));
        assertEquals("| tab here | 0 |  |", md.get(6));
    }

    @Test
    void writesBooktabsLatex(@TempDir Path dir) throws Exception {
        Table t = Table.create("costs & 50% of #1_x", StringColumn.create("name", "a&b", "50%", "x_y #2", "\u062E\u0637\u0623 \u0622\u064A\u0629 ok", "{~^\\}"),
                DoubleColumn.create("value", 1.5, -0.25, 3, Double.NaN, 0));
        Tables.write(t, dir, "costs");
        String tex = Files.readString(dir.resolve("costs.tex"));
        assertTrue(tex.contains("\\caption{costs \\& 50\\% of \\#1\\_x}"), tex);
        assertTrue(tex.contains("\\label{tab:costs}"), tex);
        assertTrue(tex.contains("\\begin{tabular}{lr}"), "text left, numbers right: " + tex);
        List<String> lines = tex.lines().toList();
        int top = lines.indexOf("\\toprule");
        int mid = lines.indexOf("\\midrule");
        int bottom = lines.indexOf("\\bottomrule");
        assertTrue(top >= 0 && mid == top + 2 && bottom == mid + 6, tex);
        assertEquals("name & value \\\\", lines.get(top + 1));
        assertEquals("a\\&b & 1.5 \\\\", lines.get(mid + 1));
        assertEquals("50\\% & $-$0.25 \\\\", lines.get(mid + 2));
        assertEquals("x\\_y \\#2 & 3 \\\\", lines.get(mid + 3));
        assertEquals("\\ar{\u062E\u0637\u0623 \u0622\u064A\u0629} ok &  \\\\", lines.get(mid + 4), "Arabic runs wrapped, missing empty");
        assertEquals("\\{\\textasciitilde{}\\textasciicircum{}\\textbackslash{}\\} & 0 \\\\", lines.get(mid + 5));
        assertTrue(tex.contains("\\providecommand{\\ar}[1]{#1}"), tex);
        assertEquals("\\ar{\u0643\u0650\u062A\u064E\u0627\u0628} 1", Tables.escapeLatex("\u0643\u0650\u062A\u064E\u0627\u0628 1"),
                "diacritics stay inside the Arabic run");
    }

    @Test
    void timingColumnsStayOutOfTheCommittedFiles(@TempDir Path dir) throws Exception {
        Table t = Table.create("runs", StringColumn.create("backend", "a", "b"), DoubleColumn.create("macro", 0.9, 0.8),
                tech.tablesaw.api.LongColumn.create("index_ms", 30, 35));
        Table shown = Tables.write(t, dir, "runs");
        assertEquals(List.of("backend", "macro"), shown.columnNames(), "the shown table has no timings either");
        assertEquals("backend\tmacro", Files.readAllLines(dir.resolve("runs.tsv")).get(0));
        assertTrue(!Files.readString(dir.resolve("runs.md")).contains("index_ms"));
        assertTrue(!Files.readString(dir.resolve("runs.tex")).contains("index"));
        assertEquals(List.of("backend\tmacro\tindex_ms", "a\t0.9\t30", "b\t0.8\t35"), Files.readAllLines(dir.resolve("runs.timings.tsv")));
        assertEquals(3, t.columnCount(), "the argument is untouched");
        Tables.write(shown, dir, "plain");
        assertTrue(Files.notExists(dir.resolve("plain.timings.tsv")));
    }

    @Test
    void tsvOnly(@TempDir Path dir) {
        Tables.writeTsvOnly(sample(), dir, "x");
        assertTrue(Files.exists(dir.resolve("x.tsv")));
        assertTrue(Files.notExists(dir.resolve("x.md")));
        assertTrue(Files.notExists(dir.resolve("x.tex")));
    }

    @Test
    void numbers() {
        assertEquals("95", Tables.number(95.0));
        assertEquals("0.9281", Tables.number(0.928123));
        assertEquals("0.5", Tables.number(0.5));
        assertEquals("", Tables.number(Double.NaN));
        assertEquals("-0.25", Tables.number(-0.25));
    }
}
