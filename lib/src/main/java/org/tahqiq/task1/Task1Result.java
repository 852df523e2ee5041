package org.tahqiq.task1;

import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.detect.DetectedAnnotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tahqiq.task1.score.Task1Span;

/**
 * A Subtask 1 run: what was found in each answer, the score when the input had gold, the cross-validation behind it
 * (null when a fixed model labelled everything), and how the labels were made.
 */
public record Task1Result(List<Encoded> answers, Map<String, List<DetectedAnnotation>> detections, Task1Score score,
                          SpanCrossValidation.Result crossValidation, String labelledBy, Timings timings) {

    /** Wall-clock milliseconds of each stage. */
    public record Timings(long loadMs, long indexMs, long encodeMs, long syntheticMs, long labelMs) {
    }

    /** Submission rows, answers in input order. */
    public List<Task1Span> rows() {
        List<Task1Span> out = new ArrayList<>();
        for (Encoded e : answers) {
            out.addAll(Rows.of(e.answer().id(), detections.get(e.answer().id())));
        }
        return out;
    }
}
