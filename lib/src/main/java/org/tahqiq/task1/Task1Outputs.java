package org.tahqiq.task1;

import org.tahqiq.task1.score.CharClass;
import org.tahqiq.task1.score.Task1Scorer;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.Columns;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.submit.SubmissionTsv;
import org.tahqiq.text.CodePoints;

/**
 * Writes a Subtask 1 run: {@code predictions.tsv} (the submission: one row per span, or NoAnnotation), {@code
 * evidence.tsv} (each span's text, confidence and reasons; with gold, what the gold paints there), {@code
 * scores.json} (with gold) and {@code submission.zip}. The validator runs first: nothing is written unless every
 * input response is present exactly as the scorer needs it.
 */
public final class Task1Outputs {

    public static final List<String> HEADER = List.of(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SEGMENT_TYPE,
            Columns.SPAN_START, Columns.SPAN_END);

    private Task1Outputs() {
    }

    public static SubmissionFiles.Written write(Task1Input input, Task1Result result, Path outDir) throws IOException {
        List<Task1Span> rows = result.rows();
        Map<String, String> texts = input.texts();
        Task1Validator.validate(texts, rows);
        return SubmissionFiles.write(outDir, file -> writePredictions(file, rows), file -> writeEvidence(input, result, file),
                result.score() == null ? null : result.score().toJson());
    }

    public static void writePredictions(Path file, List<Task1Span> rows) throws IOException {
        List<List<String>> cells = new ArrayList<>(rows.size());
        for (Task1Span r : rows) {
            cells.add(r.isNoAnnotation()
                    ? List.of(r.responseId(), Integer.toString(r.annotationId()), Task1Span.NO_ANNOTATION, "-", "-")
                    : List.of(r.responseId(), Integer.toString(r.annotationId()), r.type().wire(), Integer.toString(r.start()),
                            Integer.toString(r.end())));
        }
        SubmissionTsv.write(file, HEADER, cells);
    }

    static void writeEvidence(Task1Input input, Task1Result result, Path file) throws IOException {
        Map<String, int[]> gold = input.hasGold() ? Task1Scorer.paint(input.texts(), input.gold()) : null;
        List<List<String>> rows = new ArrayList<>();
        for (Answer a : input.answers()) {
            for (DetectedAnnotation an : result.detections().get(a.id())) {
                for (DetectedSpan s : an.spans()) {
                    rows.add(List.of(a.id(), Integer.toString(an.id()), s.type().wire(), Integer.toString(s.start()),
                            Integer.toString(s.end()), String.format(Locale.ROOT, "%.3f", s.confidence()),
                            gold == null ? "" : goldThere(gold.get(a.id()), s), oneLine(s.text()), oneLine(s.why())));
                }
            }
        }
        SubmissionTsv.write(file, List.of("Response_ID", "Annotation_ID", "Segment_Type", "Span_Start", "Span_End",
                "Confidence", "Gold", "Span", "Why"), rows);
    }

    /** What the gold paints under a span: "exact" when it is the span's class exactly there, else the shares. */
    static String goldThere(int[] paint, DetectedSpan s) {
        int[] counts = new int[CharClass.values().length];
        for (int i = s.start(); i < s.end() && i < paint.length; i++) {
            counts[paint[i]]++;
        }
        int own = counts[CharClass.of(s.type()).ordinal()];
        int total = s.end() - s.start();
        boolean startsHere = s.start() == 0 || paint[s.start() - 1] != CharClass.of(s.type()).ordinal();
        boolean endsHere = s.end() >= paint.length || paint[s.end()] != CharClass.of(s.type()).ordinal();
        if (own == total && startsHere && endsHere) {
            return "exact";
        }
        StringBuilder sb = new StringBuilder();
        for (CharClass c : CharClass.values()) {
            if (counts[c.ordinal()] > 0) {
                sb.append(sb.length() > 0 ? " " : "").append(c.wire()).append(' ')
                        .append(String.format(Locale.ROOT, "%.0f%%", 100.0 * counts[c.ordinal()] / total));
            }
        }
        return sb.toString();
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }

    /** The span's text as the scorer sees it: code-point offsets into the answer. */
    static String text(String answer, Task1Span s) {
        return CodePoints.substring(answer, s.start(), s.end());
    }
}
