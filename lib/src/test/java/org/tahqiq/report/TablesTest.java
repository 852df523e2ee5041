package org.tahqiq.report;

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
    void tsvOnly(@TempDir Path dir) {
        Tables.writeTsvOnly(sample(), dir, "x");
        assertTrue(Files.exists(dir.resolve("x.tsv")));
        assertTrue(Files.notExists(dir.resolve("x.md")));
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
