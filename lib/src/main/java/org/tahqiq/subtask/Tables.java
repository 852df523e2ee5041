package org.tahqiq.subtask;

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
 * Writes Tablesaw tables as {@code <name>.md} (a GitHub Markdown table), {@code <name>.tsv} and {@code <name>.tex}
 * (a LaTeX {@code booktabs} table for the paper), the forms the results/tables folder keeps. Numbers are written the
 * same way in all three: integers as they are, other doubles with at most four decimals; missing values as empty
 * cells. Tabs and line breaks inside cells become spaces.
 *
 * <p>Columns named {@code *}{@value #TIMING_SUFFIX} are wall-clock timings: they change from run to run, so they are
 * kept out of the committed files (and out of the table returned for display) and written to
 * {@code <name>.timings.tsv} beside them, which git ignores. Speed is measured by {@code ./tahqiq bench}.
 */
public final class Tables {

    private Tables() {
    }

    /** Decimals the files keep, and the copies {@link #write} returns for display. */
    public static final int DECIMALS = 4;

    /** Suffix of the timing columns (milliseconds), which {@link #write} moves to {@code <name>.timings.tsv}. */
    public static final String TIMING_SUFFIX = "_ms";

    /**
     * Writes {@code dir/name.md}, {@code dir/name.tsv} and {@code dir/name.tex} (and {@code dir/name.timings.tsv}
     * when the table has timing columns); returns the table as written (doubles rounded to {@link #DECIMALS},
     * timings left out), so a notebook cell shows the same numbers as the files. The argument is not changed.
     */
    public static Table write(Table table, Path dir, String name) {
        Table committed = withoutTimings(table);
        writeMarkdown(committed, dir.resolve(name + ".md"));
        writeTsv(committed, dir.resolve(name + ".tsv"));
        writeLatex(committed, dir.resolve(name + ".tex"), name);
        if (committed.columnCount() < table.columnCount()) {
            writeTsv(table, dir.resolve(name + ".timings.tsv"));
        }
        return rounded(committed, DECIMALS);
    }

    /** The table without its timing columns ({@code *}{@value #TIMING_SUFFIX}). */
    public static Table withoutTimings(Table table) {
        List<String> timings = table.columnNames().stream().filter(c -> c.endsWith(TIMING_SUFFIX)).toList();
        return timings.isEmpty() ? table : table.copy().removeColumns(timings.toArray(String[]::new));
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
            sb.append(isNumeric(table.column(c)) ? " ---: |" : " --- |");
        }
        sb.append('\n');
        for (List<String> row : cells(table)) {
            sb.append("| ").append(String.join(" | ", row.stream().map(Tables::escapeMd).toList())).append(" |\n");
        }
        return sb.toString();
    }

    public static void writeLatex(Table table, Path file, String name) {
        save(file, latex(table, name));
    }

    /**
     * The table as a LaTeX {@code table} float with a {@code booktabs} tabular: the table's name as caption,
     * {@code tab:NAME} as label, numeric columns right-aligned, LaTeX's special characters escaped. Runs of Arabic
     * are wrapped in {@code \ar{...}}, which the file defines as plain text unless the paper defines it first
     * (with polyglossia under XeLaTeX, e.g. {@code \newcommand{\ar}[1]{\textarabic{#1}}}).
     */
    public static String latex(Table table, String name) {
        StringBuilder sb = new StringBuilder();
        sb.append("% Generated by org.tahqiq.report.Tables (").append(name).append(".tsv holds the same numbers); do not edit.\n");
        sb.append("% Needs \\usepackage{booktabs}.\n");
        sb.append("\\providecommand{\\ar}[1]{#1}\n");
        sb.append("\\begin{table}[tbp]\n\\centering\n");
        if (table.name() != null && !table.name().isBlank()) {
            sb.append("\\caption{").append(escapeLatex(table.name())).append("}\n");
        }
        sb.append("\\label{tab:").append(name.replaceAll("[^A-Za-z0-9:.-]", "-")).append("}\n");
        sb.append("\\begin{tabular}{");
        for (int c = 0; c < table.columnCount(); c++) {
            sb.append(isNumeric(table.column(c)) ? 'r' : 'l');
        }
        sb.append("}\n\\toprule\n");
        sb.append(String.join(" & ", header(table).stream().map(Tables::escapeLatex).toList())).append(" \\\\\n");
        sb.append("\\midrule\n");
        for (List<String> row : cells(table)) {
            List<String> out = new ArrayList<>();
            for (int c = 0; c < row.size(); c++) {
                String v = row.get(c);
                out.add(isNumeric(table.column(c)) && v.startsWith("-") ? "$-$" + escapeLatex(v.substring(1)) : escapeLatex(v));
            }
            sb.append(String.join(" & ", out)).append(" \\\\\n");
        }
        sb.append("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
        return sb.toString();
    }

    /** Text with LaTeX's special characters escaped and Arabic runs wrapped in {@code \ar{...}}. */
    static String escapeLatex(String s) {
        StringBuilder b = new StringBuilder();
        boolean inArabic = false;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            boolean arabic = Character.UnicodeScript.of(cp) == Character.UnicodeScript.ARABIC;
            // diacritics (script INHERITED) and spaces between two Arabic words stay inside the run
            boolean joins = inArabic && (Character.UnicodeScript.of(cp) == Character.UnicodeScript.INHERITED
                    || cp == ' ' && i + 1 < s.length()
                    && Character.UnicodeScript.of(s.codePointAt(i + 1)) == Character.UnicodeScript.ARABIC);
            if (arabic && !inArabic) {
                b.append("\\ar{");
                inArabic = true;
            } else if (!arabic && !joins && inArabic) {
                b.append('}');
                inArabic = false;
            }
            switch (cp) {
                case '&', '%', '$', '#', '_', '{', '}' -> b.append('\\').appendCodePoint(cp);
                case '~' -> b.append("\\textasciitilde{}");
                case '^' -> b.append("\\textasciicircum{}");
                case '\\' -> b.append("\\textbackslash{}");
                case '<' -> b.append("\\textless{}");
                case '>' -> b.append("\\textgreater{}");
                case '|' -> b.append("\\textbar{}");
                default -> b.appendCodePoint(cp);
            }
            i += Character.charCount(cp);
        }
        if (inArabic) {
            b.append('}');
        }
        return b.toString();
    }

    private static boolean isNumeric(Column<?> column) {
        return column.type().name().matches("DOUBLE|INTEGER|LONG|FLOAT|SHORT");
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
