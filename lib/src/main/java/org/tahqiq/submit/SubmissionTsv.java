package org.tahqiq.submit;

import org.tahqiq.files.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentKey;

/**
 * Writes a submission TSV: UTF-8 without byte-order mark, tab-separated, {@code \n} line ends, header
 * first, rows in the given order. A cell containing a tab, a line break or a double quote is written
 * CSV-style ({@code "..."} with inner quotes doubled), which the official scorer and {@code Tsv} read
 * back unchanged; every other cell is written verbatim. The file is written atomically.
 */
public final class SubmissionTsv {

    private SubmissionTsv() {
    }

    public static void write(Path file, List<String> header, List<List<String>> rows) throws IOException {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).size() != header.size()) {
                throw new IllegalArgumentException("row " + (i + 1) + " has " + rows.get(i).size()
                        + " cells, the header " + header.size());
            }
        }
        StringBuilder sb = new StringBuilder();
        appendLine(sb, header);
        for (List<String> row : rows) {
            appendLine(sb, row);
        }
        byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> out.write(bytes));
    }

    /** A submission keyed by segment: Response_ID, Annotation_ID, Segment_Type, then the one value column, in order. */
    public static void writeKeyed(Path file, String valueColumn, List<SegmentKey> keys, List<String> values) throws IOException {
        List<List<String>> rows = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            SegmentKey k = keys.get(i);
            rows.add(List.of(k.responseId(), Integer.toString(k.annotationId()), k.type().wire(), values.get(i)));
        }
        write(file, List.of(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, valueColumn), rows);
    }

    private static void appendLine(StringBuilder sb, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append('\t');
            }
            sb.append(quoteIfNeeded(cells.get(i)));
        }
        sb.append('\n');
    }

    /** The cell as it must appear in the file. */
    public static String quoteIfNeeded(String cell) {
        if (cell.indexOf('\t') < 0 && cell.indexOf('\n') < 0 && cell.indexOf('\r') < 0 && cell.indexOf('"') < 0) {
            return cell;
        }
        return '"' + cell.replace("\"", "\"\"") + '"';
    }
}
