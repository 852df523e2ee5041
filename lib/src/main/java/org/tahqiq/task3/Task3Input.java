package org.tahqiq.task3;

import org.tahqiq.task3.correct.Task3Row;
import java.nio.file.Path;
import org.tahqiq.dataset.SubtaskInput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;

/**
 * The Ayah and matn texts to correct, one per annotation: each annotation here carries exactly the one
 * segment to correct (so retrieval looks at nothing else).
 *
 * <p>Three sources: a corrections TSV without span text (dev_task_3.tsv) joined with the dev JSONL; a
 * test-phase Subtask 3 TSV with the text in {@code Span}; or a dev-schema JSONL, whose incorrect Ayah/matn
 * segments (those with a correction) are taken.
 *
 * @param gold the gold rows, in input order, when every item has a correction; else empty
 */
public record Task3Input(Path source, List<Annotation> annotations, List<Task3Row> gold) implements SubtaskInput {

    public Task3Input {
        annotations = List.copyOf(annotations);
        gold = List.copyOf(gold);
    }

    /** The dev set: the rows of dev_task_3.tsv with their span text from dev.jsonl. */
    public static Task3Input dev(DataLocation data) {
        return joined(data.devTask(3), data.devJsonl());
    }

    /** Chooses the reader by the file: .jsonl, a TSV with a Span column, or a corrections TSV (joined with {@code jsonl}). */
    public static Task3Input read(Path file, Path jsonl) {
        if (file.getFileName().toString().endsWith(".jsonl")) {
            return fromJsonl(file);
        }
        if (Tsv.read(file).hasColumn(Columns.SPAN)) {
            return fromSpanTsv(file);
        }
        return joined(file, jsonl);
    }

    /** Corrections TSV (Response_ID Annotation_ID Segment_Type Correction) + the texts from a dev-schema JSONL. */
    public static Task3Input joined(Path correctionsTsv, Path jsonl) {
        List<Task3Row> rows = Task3Row.read(correctionsTsv);
        Map<AnnotationKey, Annotation> byKey = new HashMap<>();
        for (Response r : DevJsonlReader.read(jsonl)) {
            for (Annotation a : r.annotations()) {
                byKey.put(new AnnotationKey(a.responseId(), a.annotationId()), a);
            }
        }
        List<Annotation> out = new ArrayList<>();
        for (Task3Row row : rows) {
            requireCorrectable(correctionsTsv, row.line(), row.type());
            Annotation a = byKey.get(row.key());
            if (a == null) {
                throw new InputException(correctionsTsv, row.line(), Columns.ANNOTATION_ID,
                        "annotation " + row.key() + " is not in " + jsonl);
            }
            Segment s = a.segment(row.type()).orElseThrow(() -> new InputException(correctionsTsv, row.line(),
                    Columns.SEGMENT_TYPE, "annotation " + row.key() + " has no " + row.type().wire() + " segment in " + jsonl));
            out.add(single(a, s, row.corrections()));
        }
        return new Task3Input(correctionsTsv, out, rows);
    }

    /** Test-phase Subtask 3 TSV (Response_ID Annotation_ID Segment_Type Span [Correction]). */
    public static Task3Input fromSpanTsv(Path file) {
        List<Annotation> anns = Task3InputTsvReader.read(file);
        List<Annotation> out = new ArrayList<>();
        for (Annotation a : anns) {
            if (a.segments().size() != 1) {
                throw new InputException(file, 0, Columns.SEGMENT_TYPE, "annotation " + a.responseId() + "/"
                        + a.annotationId() + " has " + a.segments().size() + " rows; Subtask 3 corrects one Ayah or matn per annotation");
            }
            requireCorrectable(file, 0, a.segments().get(0).type());
            out.add(a);
        }
        return new Task3Input(file, out, goldOf(out));
    }

    /** Dev-schema JSONL: every Ayah/matn segment labelled incorrect (the ones Subtask 3 corrects). */
    public static Task3Input fromJsonl(Path file) {
        Task3Input in = fromResponses(file, DevJsonlReader.read(file));
        if (in.annotations().isEmpty()) {
            throw new InputException(file, 0, null, "no incorrect Ayah or matn segment to correct");
        }
        return in;
    }

    /** As {@link #fromJsonl}, of responses already read (the train answers); possibly none to correct. */
    public static Task3Input fromResponses(Path file, List<Response> responses) {
        List<Annotation> out = new ArrayList<>();
        for (Response r : responses) {
            for (Annotation a : r.annotations()) {
                for (Segment s : a.segments()) {
                    boolean correctable = s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN;
                    if (correctable && (s.gold() == Label.INCORRECT || s.gold() == null && !a.corrections().isEmpty())) {
                        out.add(single(a, s, a.corrections()));
                    }
                }
            }
        }
        return new Task3Input(file, out, goldOf(out));
    }

    private static void requireCorrectable(Path file, long line, SegmentType type) {
        if (type != SegmentType.AYAH && type != SegmentType.MATN) {
            throw new InputException(file, line, Columns.SEGMENT_TYPE, "Subtask 3 corrects Ayah and matn only, not " + type.wire());
        }
    }

    private static Annotation single(Annotation a, Segment s, List<String> corrections) {
        return new Annotation(a.responseId(), a.annotationId(), a.kind(), List.of(s), corrections, a.questionId());
    }

    private static List<Task3Row> goldOf(List<Annotation> anns) {
        if (anns.stream().anyMatch(a -> a.corrections().isEmpty())) {
            return List.of();
        }
        return anns.stream().map(a -> new Task3Row(a.responseId(), a.annotationId(), a.segments().get(0).type(),
                a.corrections(), 0)).toList();
    }

    /** The annotations of the questions {@code keep} accepts, with their gold rows (for the lockbox). */
    public Task3Input restrict(java.util.function.Predicate<String> keep) {
        List<Annotation> kept = annotations.stream().filter(a -> keep.test(CrossValidation.group(a.questionId(), a.responseId())))
                .toList();
        java.util.Set<org.tahqiq.dataset.AnnotationKey> keys = kept.stream()
                .map(a -> new org.tahqiq.dataset.AnnotationKey(a.responseId(), a.annotationId()))
                .collect(java.util.stream.Collectors.toSet());
        return new Task3Input(source, kept, gold.stream().filter(g -> keys.contains(g.key())).toList());
    }

    /** How many answers the annotations come from. */
    public int answers() {
        return (int) annotations.stream().map(Annotation::responseId).distinct().count();
    }

    /** The questions the folds group by (a response stands for its question when the input has no question ids). */
    @Override
    public int questions() {
        return (int) annotations.stream().map(a -> CrossValidation.group(a.questionId(), a.responseId()))
                .distinct().count();
    }

    public boolean hasGold() {
        return !gold.isEmpty();
    }

    /** The segment each annotation asks to correct, in input order. */
    public List<SegmentKey> keys() {
        return annotations.stream().map(a -> a.segments().get(0).key()).toList();
    }

    public int size() {
        return annotations.size();
    }
}
