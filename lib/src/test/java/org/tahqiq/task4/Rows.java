package org.tahqiq.task4;

import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceKey;
import org.tahqiq.task4.features.RelevanceRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tahqiq.dataset.SegmentType;

/** Hand-made relevance rows and files for the tests. */
public final class Rows {

    public static final String HEADER = "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label\n";

    private Rows() {
    }

    static RelevanceRow row(String q, String r, int a, SegmentType t, Integer label) {
        return new RelevanceRow(new RelevanceKey(q, r, a), t, "نص", label, Origin.DEV, null, null, 0);
    }

    static RelevanceRow ayah(String q, String r, int a, Integer label) {
        return row(q, r, a, SegmentType.AYAH, label);
    }

    static RelevanceRow matn(String q, String r, int a, Integer label) {
        return row(q, r, a, SegmentType.MATN, label);
    }

    public static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
