package org.tahqiq.dataset;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tab-separated file with a header line, read the way the official scorers read the task files.
 *
 * <ul>
 *   <li>Strict UTF-8 (see {@link TextFiles}); CRLF and LF line ends; a byte-order mark is ignored.</li>
 *   <li>A cell that starts with {@code "} is CSV-quoted: it runs to the next lone {@code "}, a doubled
 *       {@code ""} stands for one quote, and it may contain tabs and line breaks (the record then spans
 *       several physical lines and is reported at the line it starts on). After the closing quote the
 *       cell must end. Any other cell is taken verbatim, quotes included. A quoted cell that would swallow a
 *       line shaped like a whole row, or that cannot end well, is reported at the line and column where its quote
 *       opened: that is where a stray quote sits.</li>
 *   <li>A file that starts like JSON ({@code [} or <code>{</code>) is reported as JSON, not as a header.</li>
 *   <li>{@link Row#get} strips surrounding whitespace from cells, as the official scorer does;
 *       {@link Row#raw} gives the cell as written.</li>
 *   <li>Blank lines are skipped. Every other line must have exactly as many cells as the header.</li>
 * </ul>
 * Every problem is an {@link InputException} naming the file, the 1-based line and, where there is one,
 * the column by its header name.
 */
public final class Tsv {

    private final Path file;
    private final List<String> header;
    private final Map<String, Integer> index;
    private final List<Row> rows;
    private final long headerLine;

    private Tsv(Path file, long headerLine, List<String> header, List<Row> rows) {
        this.file = file;
        this.headerLine = headerLine;
        this.header = List.copyOf(header);
        Map<String, Integer> idx = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
            idx.put(header.get(i), i);
        }
        this.index = idx;
        this.rows = Collections.unmodifiableList(rows);
    }

    /** Reads {@code file}; a file without a header line is an error, a header without rows is not. */
    public static Tsv read(Path file) {
        return parse(file, TextFiles.readLines(file));
    }

    /** Parses {@code bytes} as {@link #read} parses a file (e.g. a zip entry); {@code file} names them in messages. */
    public static Tsv read(Path file, byte[] bytes) {
        return parse(file, TextFiles.lines(file, bytes));
    }

    private static Tsv parse(Path file, List<String> lines) {
        List<String> header = null;
        List<Row> rows = new ArrayList<>();
        int i = 0;
        Tsv tsv = null;
        while (i < lines.size()) {
            if (isBlankLine(lines.get(i))) {
                i++;
                continue;
            }
            long lineNo = i + 1;
            if (header == null) {
                rejectJson(file, lineNo, lines.get(i));
            }
            List<String> cells = new ArrayList<>();
            int start = i;
            i = parseRecord(file, lines, i, cells, header);
            if (header == null) {
                header = new ArrayList<>();
                for (String c : cells) {
                    String name = TextFiles.strip(c);
                    if (name.isEmpty()) {
                        throw new InputException(file, lineNo, null,
                                "header has an empty column name (column " + (header.size() + 1) + ")");
                    }
                    if (header.contains(name)) {
                        throw new InputException(file, lineNo, name, "column appears twice in the header");
                    }
                    header.add(name);
                }
                tsv = new Tsv(file, lineNo, header, rows);
            } else {
                if (cells.size() != header.size()) {
                    String spanning = i - start > 1 ? "; a quoted cell makes this record run on to line " + i
                            + " (a stray '\"' at the start of a cell?)" : "";
                    throw new InputException(file, lineNo, null, "row has " + cells.size() + " cell(s) but the header (line "
                            + tsv.headerLine + ") has " + header.size() + " column(s)" + spanning);
                }
                rows.add(tsv.new Row(lineNo, cells));
            }
        }
        if (tsv == null) {
            throw new InputException(file, 0, null, "empty file: no header line");
        }
        return tsv;
    }

    /** A line with no tab and nothing but whitespace; a line of tabs is a row of empty cells, not blank. */
    private static boolean isBlankLine(String line) {
        return line.indexOf('\t') < 0 && TextFiles.isBlank(line);
    }

    /**
     * A JSON file given where a TSV is expected would otherwise be read as a one-column header ("missing columns"): say
     * what it is instead.
     */
    private static void rejectJson(Path file, long lineNo, String firstLine) {
        String t = TextFiles.strip(firstLine);
        if (t.startsWith("[") || t.startsWith("{")) {
            throw new InputException(file, lineNo, null, "is JSON (" + (t.startsWith("[") ? "an array" : "an object")
                    + "), not a tab-separated file with a header line; give a TSV, or responses as JSON Lines (.jsonl, one "
                    + "object per line) where the command reads them");
        }
    }

    private static int tabs(String line) {
        int n = 0;
        for (int i = line.indexOf('\t'); i >= 0; i = line.indexOf('\t', i + 1)) {
            n++;
        }
        return n;
    }

    /** The name of cell {@code index} for messages: its header column, else its position. */
    private static String columnName(List<String> header, int index) {
        return header != null && index < header.size() ? header.get(index) : "column " + (index + 1);
    }

    /**
     * Parses the record starting at physical line {@code first}; returns the index of the next line. A quoted cell
     * that cannot end well is reported where its quote opened, since that is where a stray quote sits.
     */
    private static int parseRecord(Path file, List<String> lines, int first, List<String> out, List<String> header) {
        int li = first;
        String line = lines.get(li);
        int pos = 0;
        StringBuilder cell = new StringBuilder();
        while (true) {
            cell.setLength(0);
            if (pos < line.length() && line.charAt(pos) == '"') {
                pos++;
                int quoteLine = li;
                while (true) {
                    if (pos >= line.length()) {
                        if (li + 1 >= lines.size()) {
                            throw new InputException(file, quoteLine + 1, columnName(header, out.size()),
                                    "the cell starts with '\"', which opens a quoted cell that is never closed (no matching '\"' "
                                            + "before the end of the file); a quote at the start of a cell must be doubled "
                                            + "inside a quoted cell (\"\"...\"\") or the cell quoted whole");
                        }
                        cell.append('\n');
                        li++;
                        line = lines.get(li);
                        pos = 0;
                        if (header != null && header.size() > 1 && tabs(line) >= header.size() - 1) {
                            throw new InputException(file, quoteLine + 1, columnName(header, out.size()),
                                    "the cell starts with '\"', which opens a quoted cell that would swallow line " + (li + 1)
                                            + ", a whole row; a stray quote? (a cell that starts with a quote must be quoted "
                                            + "whole, its inner quotes doubled)");
                        }
                        continue;
                    }
                    char c = line.charAt(pos);
                    if (c == '"') {
                        if (pos + 1 < line.length() && line.charAt(pos + 1) == '"') {
                            cell.append('"');
                            pos += 2;
                        } else {
                            pos++;
                            break;
                        }
                    } else {
                        cell.append(c);
                        pos++;
                    }
                }
                if (pos < line.length() && line.charAt(pos) != '\t') {
                    if (li > quoteLine) {
                        throw new InputException(file, quoteLine + 1, columnName(header, out.size()),
                                "the cell starts with '\"', which opens a quoted cell that runs on to line " + (li + 1)
                                        + " and is followed by text there; a stray quote? (inside a quoted cell a quote "
                                        + "is doubled)");
                    }
                    throw new InputException(file, li + 1, columnName(header, out.size()),
                            "text after the closing quote of a quoted cell (a quote inside a quoted cell must be doubled)");
                }
            } else {
                int tab = line.indexOf('\t', pos);
                int stop = tab < 0 ? line.length() : tab;
                cell.append(line, pos, stop);
                pos = stop;
            }
            out.add(cell.toString());
            if (pos >= line.length()) {
                return li + 1;
            }
            pos++; // skip the tab; a trailing tab yields a final empty cell
        }
    }

    public Path file() {
        return file;
    }

    public List<String> header() {
        return header;
    }

    public List<Row> rows() {
        return rows;
    }

    /** The 1-based line of the header. */
    public long headerLine() {
        return headerLine;
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public boolean hasColumn(String column) {
        return index.containsKey(column);
    }

    /** Fails, naming every missing column, unless the header has all of {@code columns}. */
    public Tsv requireColumns(String... columns) {
        List<String> missing = new ArrayList<>();
        for (String c : columns) {
            if (!index.containsKey(c)) {
                missing.add(c);
            }
        }
        if (!missing.isEmpty()) {
            throw new InputException(file, headerLine, String.join(", ", missing),
                    "missing column(s) " + missing + "; the header has " + header);
        }
        return this;
    }

    /** Fails with "empty input" when the file has a header but no data rows. */
    public Tsv requireRows() {
        if (rows.isEmpty()) {
            throw new InputException(file, 0, null, "empty input: the file has a header but no data rows");
        }
        return this;
    }

    /** One data row; knows its file and 1-based line for error messages. */
    public final class Row {
        private final long line;
        private final List<String> cells;

        private Row(long line, List<String> cells) {
            this.line = line;
            this.cells = List.copyOf(cells);
        }

        public Path file() {
            return file;
        }

        public long line() {
            return line;
        }

        /** The cells as written (unquoted, not stripped), in header order. */
        public List<String> cells() {
            return cells;
        }

        /** The cell, without surrounding whitespace; an unknown column is an error naming it. */
        public String get(String column) {
            return TextFiles.strip(raw(column));
        }

        /** The cell as written (quotes removed, whitespace kept). */
        public String raw(String column) {
            Integer i = index.get(column);
            if (i == null) {
                throw error(column, "no such column; the header has " + header);
            }
            return cells.get(i);
        }

        /** The stripped cell, which must not be empty. */
        public String getNonEmpty(String column) {
            String v = get(column);
            if (v.isEmpty()) {
                throw error(column, "empty value");
            }
            return v;
        }

        /** The stripped cell as a decimal int. */
        public int getInt(String column) {
            String v = get(column);
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw error(column, "expected an integer, found '" + v + "'");
            }
        }

        /** The stripped cell as one of the four segment types, spelled as in the task files. */
        public SegmentType getSegmentType(String column) {
            String v = get(column);
            return SegmentType.fromWire(v).orElseThrow(() -> error(column,
                    "unknown segment type '" + v + "' (expected Ayah, matn, isnad or claimed_source)"));
        }

        /** The key (Response_ID, Annotation_ID, Segment_Type) from the standard columns. */
        public SegmentKey segmentKey() {
            return new SegmentKey(getNonEmpty(Columns.RESPONSE_ID), getInt(Columns.ANNOTATION_ID),
                    getSegmentType(Columns.SEGMENT_TYPE));
        }

        /** An {@link InputException} located at this row and {@code column}. */
        public InputException error(String column, String problem) {
            return new InputException(file, line, column, problem);
        }

        @Override
        public String toString() {
            return file + ":" + line + " " + cells;
        }
    }
}
