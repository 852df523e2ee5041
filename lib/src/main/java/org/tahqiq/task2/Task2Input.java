package org.tahqiq.task2;

import java.nio.file.Path;
import org.tahqiq.dataset.SubtaskInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.ReferenceContext;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.GoldLabels;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;

/**
 * The segments to label: from a JSONL in the dev schema, or from a test-phase Subtask 2 TSV.
 *
 * @param gold    gold labels where the input carries them (N/A included), else empty
 * @param context for annotations given without their Ayah or matn, the whole annotation from a reference JSONL
 *                ({@link ReferenceContext}); its segments are evidence only, never labelled
 */
public record Task2Input(Path source, List<Annotation> annotations, Map<SegmentKey, Label> gold,
                         Map<AnnotationKey, Annotation> context) implements SubtaskInput {

    public Task2Input {
        context = Map.copyOf(context);
    }

    public static Task2Input read(Path file) {
        return read(file, null);
    }

    /**
     * @param reference a reference JSONL to take missing quotes from (the test phase's {@code reference.jsonl}), or null
     */
    public static Task2Input read(Path file, Path reference) {
        List<Annotation> annotations;
        if (file.getFileName().toString().endsWith(".jsonl")) {
            annotations = new ArrayList<>();
            for (Response r : DevJsonlReader.read(file)) {
                annotations.addAll(r.annotations());
            }
        } else {
            annotations = Task2InputTsvReader.read(file);
        }
        if (annotations.stream().allMatch(a -> a.segments().isEmpty())) {
            throw new InputException(file, 0, null, "no segments to label");
        }
        Map<SegmentKey, Label> gold = annotations.stream().flatMap(a -> a.segments().stream()).allMatch(Segment::hasGold)
                ? GoldLabels.fromAnnotations(annotations) : Map.of();
        Map<AnnotationKey, Annotation> context = reference == null ? Map.of() : ReferenceContext.join(file, annotations, reference);
        return new Task2Input(file, List.copyOf(annotations), gold, context);
    }

    /** The annotations of the questions {@code keep} accepts, with their gold and context (for the lockbox). */
    public Task2Input restrict(java.util.function.Predicate<String> keep) {
        List<Annotation> kept = annotations.stream().filter(a -> keep.test(CrossValidation.group(a.questionId(), a.responseId())))
                .toList();
        java.util.Set<SegmentKey> keys = kept.stream().flatMap(a -> a.segments().stream()).map(Segment::key)
                .collect(java.util.stream.Collectors.toSet());
        java.util.Set<AnnotationKey> annotationKeys = kept.stream().map(a -> new AnnotationKey(a.responseId(), a.annotationId()))
                .collect(java.util.stream.Collectors.toSet());
        Map<SegmentKey, Label> g = new java.util.LinkedHashMap<>();
        gold.forEach((k, v) -> {
            if (keys.contains(k)) {
                g.put(k, v);
            }
        });
        Map<AnnotationKey, Annotation> c = new java.util.HashMap<>();
        context.forEach((k, v) -> {
            if (annotationKeys.contains(k)) {
                c.put(k, v);
            }
        });
        return new Task2Input(source, kept, g, c);
    }

    /** How many answers the input's annotations come from. */
    public int answers() {
        return responses().size();
    }

    /** The answers the input's annotations come from. */
    public java.util.Set<String> responses() {
        return annotations.stream().map(Annotation::responseId).collect(java.util.stream.Collectors.toSet());
    }

    /** The questions the folds group by (a response stands for its question when the input has no question ids). */
    @Override
    public int questions() {
        return (int) annotations.stream().map(a -> CrossValidation.group(a.questionId(), a.responseId()))
                .distinct().count();
    }

    public boolean hasGold() {
        return !GoldLabels.scoredOnly(gold).isEmpty();
    }

    /** Every input key, in input order: each must get exactly one prediction. */
    public List<SegmentKey> keys() {
        return annotations.stream().flatMap(a -> a.segments().stream()).map(Segment::key).toList();
    }

    public int segmentCount() {
        return annotations.stream().mapToInt(a -> a.segments().size()).sum();
    }
}
