package org.tahqiq.task1;

import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.task1.score.Task1Span;

/** Detected annotations as submission rows: one row per span, or one NoAnnotation row for an answer citing nothing. */
public final class Rows {

    private Rows() {
    }

    public static List<Task1Span> of(String responseId, List<DetectedAnnotation> annotations) {
        List<Task1Span> out = new ArrayList<>();
        for (DetectedAnnotation a : annotations) {
            for (DetectedSpan s : a.spans()) {
                out.add(new Task1Span(responseId, a.id(), s.type(), s.start(), s.end(), 0));
            }
        }
        if (out.isEmpty()) {
            out.add(new Task1Span(responseId, 1, null, -1, -1, 0));
        }
        return out;
    }
}
