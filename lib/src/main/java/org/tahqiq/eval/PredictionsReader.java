package org.tahqiq.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.dataset.UniqueKeys;

/**
 * Reads prediction files the way the official scorers accept them: a TSV, or the {@code submission.zip} a user
 * uploads (its one {@code .tsv} entry; messages then name {@code submission.zip!predictions.tsv}).
 */
public final class PredictionsReader {

    private static final byte[] ZIP_MAGIC = {'P', 'K', 3, 4};

    private PredictionsReader() {
    }

    /**
     * Predictions by the key the scorer matches gold with, and the line each came from.
     *
     * @param values the predictions, in file order
     * @param lines  the 1-based line of each key's row
     */
    public record Keyed<K, V>(Map<K, V> values, Map<K, Long> lines) {

        /** The lines of the rows whose key {@code unscored} accepts, in file order. */
        public List<Long> linesWhere(Predicate<K> unscored) {
            List<Long> out = new ArrayList<>();
            lines.forEach((k, line) -> {
                if (unscored.test(k)) {
                    out.add(line);
                }
            });
            return out;
        }
    }

    /**
     * A Subtask 2 predictions TSV ({@code Response_ID Annotation_ID Segment_Type Label}, extra columns
     * ignored), in file order. Cells are stripped; a label other than {@code correct}/{@code incorrect}, a
     * duplicate key, an unknown type, a non-integer Annotation_ID or a missing column is an
     * {@link InputException} with file, line and field. A header without rows gives an empty map (every
     * gold row then counts as missing).
     */
    public static Map<SegmentKey, Label> readTask2(Path file) {
        return readTask2Keyed(file).values();
    }

    /** {@link #readTask2} with each key's line. */
    public static Keyed<SegmentKey, Label> readTask2Keyed(Path file) {
        return read(file, Columns.LABEL, Tsv.Row::segmentKey, new UniqueKeys<>("key (Response_ID, Annotation_ID, Segment_Type)"),
                Columns.SEGMENT_TYPE, row -> {
                    String l = row.get(Columns.LABEL);
                    return Label.fromWire(l).filter(x -> x != Label.NA).orElseThrow(() -> row.error(Columns.LABEL,
                            "invalid label '" + l + "' (a prediction must be correct or incorrect)"));
                });
    }

    /**
     * A Subtask 3 predictions TSV ({@code Response_ID Annotation_ID Segment_Type Correction}), in file order;
     * the key is (Response_ID, Annotation_ID). An empty correction, a duplicate key or a missing column is an
     * {@link InputException} with file, line and field.
     */
    public static Map<AnnotationKey, String> readTask3(Path file) {
        return readTask3Keyed(file).values();
    }

    /** {@link #readTask3} with each key's line. */
    public static Keyed<AnnotationKey, String> readTask3Keyed(Path file) {
        return read(file, Columns.CORRECTION, row -> AnnotationKey.of(row.segmentKey()),
                new UniqueKeys<>("key (Response_ID, Annotation_ID)"), Columns.ANNOTATION_ID, row -> row.getNonEmpty(Columns.CORRECTION));
    }

    private static <K, V> Keyed<K, V> read(Path file, String valueColumn, Function<Tsv.Row, K> key, UniqueKeys<K> unique,
                                           String keyField, Function<Tsv.Row, V> value) {
        Tsv tsv = table(file).requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE, valueColumn);
        Map<K, V> values = new LinkedHashMap<>();
        Map<K, Long> lines = new LinkedHashMap<>();
        for (Tsv.Row row : tsv.rows()) {
            K k = key.apply(row);
            V v = value.apply(row);
            unique.add(k, row, keyField);
            values.put(k, v);
            lines.put(k, row.line());
        }
        return new Keyed<>(Collections.unmodifiableMap(values), Collections.unmodifiableMap(lines));
    }

    /** The predictions table: the file itself, or the one TSV inside a zip (public for subtasks with their own keys). */
    public static Tsv table(Path file) {
        if (!isZip(file)) {
            return Tsv.read(file);
        }
        try (ZipFile zip = new ZipFile(file.toFile())) {
            List<ZipEntry> tsvs = zip.stream()
                    .filter(e -> !e.isDirectory() && e.getName().endsWith(".tsv") && !hidden(e.getName())).map(e -> (ZipEntry) e).toList();
            if (tsvs.size() != 1) {
                List<String> names = zip.stream().map(ZipEntry::getName).toList();
                throw new InputException(file, 0, null, "a submission zip holds one .tsv file; this one holds "
                        + (tsvs.isEmpty() ? "none" : tsvs.size()) + " (entries: " + names + ")");
            }
            ZipEntry entry = tsvs.get(0);
            try (InputStream in = zip.getInputStream(entry)) {
                return Tsv.read(Path.of(file + "!" + entry.getName()), in.readAllBytes());
            }
        } catch (ZipException e) {
            throw new InputException(file, 0, null, "not a readable zip archive (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new InputException(file, 0, null, "cannot read the zip archive (" + e.getMessage() + ")", e);
        }
    }

    /** macOS and editors add entries such as {@code __MACOSX/._predictions.tsv}; they are not the submission. */
    private static boolean hidden(String name) {
        String base = name.substring(name.lastIndexOf('/') + 1);
        return name.startsWith("__MACOSX/") || base.startsWith(".");
    }

    private static boolean isZip(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(ZIP_MAGIC.length), ZIP_MAGIC);
        } catch (IOException e) {
            return false; // Tsv.read reports it
        }
    }
}
