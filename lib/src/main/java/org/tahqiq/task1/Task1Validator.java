package org.tahqiq.task1;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.submit.SubmissionException;
import org.tahqiq.text.CodePoints;

/**
 * Checks a Subtask 1 submission against its input before it is written: every input response has rows — its
 * spans, or exactly one NoAnnotation row — no row names a response outside the input, no key (Response_ID,
 * Annotation_ID, Segment_Type) repeats, and every span lies inside its answer with start < end.
 */
public final class Task1Validator {

    static final int MAX_LISTED = 10;

    private Task1Validator() {
    }

    /** @param texts the input: response id → generated answer */
    public static void validate(Map<String, String> texts, List<Task1Span> rows) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String k : List.of("invalid", "duplicate", "missing", "unexpected")) {
            counts.put(k, 0);
        }
        List<String> problems = new ArrayList<>();
        Map<String, List<Task1Span>> byResponse = new HashMap<>();
        Set<List<Object>> keys = new HashSet<>();
        for (Task1Span r : rows) {
            String text = texts.get(r.responseId());
            if (text == null) {
                problem(problems, counts, "unexpected", r.responseId() + ": not in the input");
                continue;
            }
            byResponse.computeIfAbsent(r.responseId(), k -> new ArrayList<>()).add(r);
            if (!keys.add(List.of(r.responseId(), r.annotationId(), r.isNoAnnotation() ? "NoAnnotation" : r.type().wire()))) {
                problem(problems, counts, "duplicate", r.responseId() + " annotation " + r.annotationId() + " "
                        + (r.isNoAnnotation() ? "NoAnnotation" : r.type().wire()) + ": listed twice");
            }
            if (!r.isNoAnnotation()) {
                int n = CodePoints.length(text);
                if (r.start() < 0 || r.end() > n || r.start() >= r.end()) {
                    problem(problems, counts, "invalid", r.responseId() + " " + r.type().wire() + " [" + r.start() + ", "
                            + r.end() + "): not a non-empty span of the " + n + "-character answer");
                }
            }
        }
        for (String id : texts.keySet()) {
            List<Task1Span> rs = byResponse.get(id);
            if (rs == null) {
                problem(problems, counts, "missing", id + ": no row (a response citing nothing needs a NoAnnotation row)");
            } else if (rs.size() > 1 && rs.stream().anyMatch(Task1Span::isNoAnnotation)) {
                problem(problems, counts, "invalid", id + ": a NoAnnotation row next to spans");
            }
        }
        if (!problems.isEmpty()) {
            StringBuilder sb = new StringBuilder("Task 1 submission rejected: ").append(problems.size()).append(" problem(s)");
            counts.forEach((k, v) -> sb.append(v > 0 ? ", " + v + " " + k : ""));
            for (int i = 0; i < Math.min(MAX_LISTED, problems.size()); i++) {
                sb.append("\n  - ").append(problems.get(i));
            }
            if (problems.size() > MAX_LISTED) {
                sb.append("\n  ... and ").append(problems.size() - MAX_LISTED).append(" more");
            }
            throw new SubmissionException(sb.toString(), problems, counts);
        }
    }

    private static void problem(List<String> problems, Map<String, Integer> counts, String kind, String text) {
        counts.merge(kind, 1, Integer::sum);
        problems.add(kind + ": " + text);
    }
}
