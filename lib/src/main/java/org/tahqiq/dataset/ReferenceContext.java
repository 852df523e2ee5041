package org.tahqiq.dataset;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The quote an annotation's claimed_source or isnad is judged against, when the test-phase Subtask 2 TSV gives the
 * annotation only in part: the official test set puts each annotation's segments in one subtask's file only, so a
 * claimed_source may arrive without its Ayah or matn. The test phase's {@code reference.jsonl} (the responses with
 * every segment's offsets, no labels) holds the missing quote; its annotation is joined by (Response_ID,
 * Annotation_ID) as context — read, never labelled.
 */
public final class ReferenceContext {

    private ReferenceContext() {
    }

    /**
     * For every input annotation that lacks its Ayah or matn, the reference's annotation with the same key.
     *
     * @param input     the file the annotations came from (for messages)
     * @param reference a JSONL in the dev schema, labels optional
     * @throws InputException when the reference lacks an input annotation, or gives a segment the input also has a
     *                        different text (a reference of another release)
     */
    public static Map<AnnotationKey, Annotation> join(Path input, List<Annotation> annotations, Path reference) {
        Map<AnnotationKey, Annotation> byKey = new HashMap<>();
        for (Response r : DevJsonlReader.read(reference)) {
            for (Annotation a : r.annotations()) {
                byKey.put(new AnnotationKey(a.responseId(), a.annotationId()), a);
            }
        }
        Map<AnnotationKey, Annotation> out = new LinkedHashMap<>();
        for (Annotation a : annotations) {
            AnnotationKey key = new AnnotationKey(a.responseId(), a.annotationId());
            Annotation ref = byKey.get(key);
            if (ref == null) {
                SegmentType first = a.segments().isEmpty() ? null : a.segments().get(0).type();
                throw new InputException(input, lineOf(input, key, first), Columns.ANNOTATION_ID, "annotation " + key
                        + " is not in the reference " + reference + " (is it the reference of the same release?)");
            }
            for (Segment s : a.segments()) {
                ref.segment(s.type()).filter(r -> !collapse(r.text()).equals(collapse(s.text()))).ifPresent(r -> {
                    long refLine = lineOf(reference, key, null);
                    throw new InputException(input, lineOf(input, key, s.type()), Columns.SPAN, key + " " + s.type().wire()
                            + " differs from its span in " + reference + (refLine > 0 ? ":" + refLine : "")
                            + " (is it the reference of the same release?)");
                });
            }
            if (!a.hasQuote()) {
                out.put(key, ref);
            }
        }
        return out;
    }

    /**
     * The 1-based line of {@code key} (and {@code type}, when given) in a TSV or JSONL input, 0 when it cannot be found;
     * only for messages, so the file is read again rather than every reader carrying line numbers.
     */
    static long lineOf(Path file, AnnotationKey key, SegmentType type) {
        try {
            if (file.getFileName().toString().endsWith(".jsonl")) {
                List<String> lines = TextFiles.readLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    if (!TextFiles.isBlank(lines.get(i))
                            && DevJsonlReader.parseLine(file, i + 1, lines.get(i)).id().equals(key.responseId())) {
                        return i + 1;
                    }
                }
                return 0;
            }
            for (Tsv.Row row : Tsv.read(file).rows()) {
                SegmentKey k = row.segmentKey();
                if (AnnotationKey.of(k).equals(key) && (type == null || k.type() == type)) {
                    return row.line();
                }
            }
        } catch (InputException e) {
            // the file was read once already; a line number is only a courtesy here
        }
        return 0;
    }

    private static String collapse(String s) {
        return s.strip().replaceAll("\\s+", " ");
    }
}
