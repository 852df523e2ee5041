package org.tahqiq.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Writes Tablesaw tables as {@code <name>.md} (a GitHub Markdown table) and {@code <name>.tsv}, the forms the
 * results/tables folder keeps. Numbers are written the same way in both: integers as they are, other doubles with
 * at most four decimals; missing values as empty cells. Tabs and line breaks inside cells become spaces.
 */
public final class Tables {

    private Tables() {
    }

    /** Decimals the files keep, and the copies {@link #write} returns for display. */
    public static final int DECIMALS = 4;

    /**
     * Writes {@code dir/name.md} and {@code dir/name.tsv}; returns the table as written (doubles rounded to
     * {@link #DECIMALS}), so a notebook cell shows the same numbers as the files. The argument is not changed.
     */
    public static Table write(Table table, Path dir, String name) {
        writeMarkdown(table, dir.resolve(name + ".md"));
        writeTsv(table, dir.resolve(name + ".tsv"));
        return rounded(table, DECIMALS);
    }

    /** Writes {@code dir/name.tsv} only (for long tables); returns the table as written. */
    public static Table writeTsvOnly(Table table, Path dir, String name) {
        writeTsv(table, dir.resolve(name + ".tsv"));
        return rounded(table, DECIMALS);
    }

    /** A copy with every double column rounded half-up to {@code decimals} (missing values stay missing). */
    public static Table rounded(Table table, int decimals) {
        Table copy = table.copy();
        double scale = Math.pow(10, decimals);
        for (int c = 0; c < copy.columnCount(); c++) {
            if (copy.column(c) instanceof DoubleColumn d) {
                for (int r = 0; r < d.size(); r++) {
                    if (!d.isMissing(r)) {
                        d.set(r, Math.round(d.getDouble(r) * scale) / scale);
                    }
                }
            }
        }
        return copy;
    }

    public static void writeTsv(Table table, Path file) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.join("\t", header(table))).append('\n');
        for (List<String> row : cells(table)) {
            sb.append(String.join("\t", row)).append('\n');
        }
        save(file, sb.toString());
    }

    public static void writeMarkdown(Table table, Path file) {
        save(file, markdown(table));
    }

    /** The table as Markdown: its name as a heading line when it has one, then the pipe table. */
    public static String markdown(Table table) {
        StringBuilder sb = new StringBuilder();
        if (table.name() != null && !table.name().isBlank()) {
            sb.append("**").append(escapeMd(table.name())).append("**\n\n");
        }
        List<String> head = header(table);
        sb.append("| ").append(String.join(" | ", head.stream().map(Tables::escapeMd).toList())).append(" |\n");
        sb.append('|');
        for (int c = 0; c < table.columnCount(); c++) {
            sb.append(table.column(c).type().name().matches("DOUBLE|INTEGER|LONG|FLOAT|SHORT") ? " ---: |" : " --- |");
        }
        sb.append('\n');
        for (List<String> row : cells(table)) {
            sb.append("| ").append(String.join(" | ", row.stream().map(Tables::escapeMd).toList())).append(" |\n");
        }
        return sb.toString();
    }

    /** A cell as both files write it. */
    public static String cell(Column<?> column, int row) {
        if (column.isMissing(row)) {
            return "";
        }
        Object v = column.get(row);
        String s;
        if (v instanceof Double d) {
            s = number(d);
        } else if (v instanceof Float f) {
            s = number(f.doubleValue());
        } else {
            s = String.valueOf(v);
        }
        return s.replace('\t', ' ').replace('\r', ' ').replace('\n', ' ');
    }

    /** Integral values without decimals, others rounded to four decimals without trailing zeros. */
    public static String number(double d) {
        if (Double.isNaN(d)) {
            return "";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return String.valueOf((long) d);
        }
        String s = String.format(Locale.ROOT, "%.4f", d);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static List<String> header(Table t) {
        return t.columnNames();
    }

    private static List<List<String>> cells(Table t) {
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < t.rowCount(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < t.columnCount(); c++) {
                row.add(cell(t.column(c), r));
            }
            rows.add(row);
        }
        return rows;
    }

    private static String escapeMd(String s) {
        return s.replace("|", "\\|");
    }

    private static void save(Path file, String text) {
        try {
            if (file.getParent() != null) {
                Files.createDirectories(file.getParent());
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
