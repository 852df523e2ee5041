package org.tahqiq.task1;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.dataset.TextFiles;

/**
 * Subtask 1 input: the dev JSONL (its annotations become the gold, and are never shown to the detector) or the
 * test phase's JSONL of {@code id, question_id, question, generated_answer} without annotations. Which one is
 * decided by the first response: with an {@code annotations} field, every line is read as dev.jsonl.
 */
public record Task1Input(Path source, List<Answer> answers) implements org.tahqiq.dataset.SubtaskInput {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static Task1Input read(Path file) {
        List<String> lines = TextFiles.readLines(file);
        int first = 0;
        while (first < lines.size() && TextFiles.isBlank(lines.get(first))) {
            first++;
        }
        if (first == lines.size()) {
            throw new InputException(file, 0, null, "empty input: no responses in the file");
        }
        JsonNode head = parse(file, first + 1, lines.get(first));
        if (head.has("annotations")) {
            return labelled(file, lines);
        }
        List<Answer> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (int i = first; i < lines.size(); i++) {
            if (TextFiles.isBlank(lines.get(i))) {
                continue;
            }
            JsonNode n = parse(file, i + 1, lines.get(i));
            String id = text(file, i + 1, n, "id");
            String q = n.has("question_id") ? text(file, i + 1, n, "question_id") : id;
            String answer = text(file, i + 1, n, "generated_answer");
            Integer prev = seen.putIfAbsent(id, i + 1);
            if (prev != null) {
                throw new InputException(file, i + 1, "id", "duplicate response id '" + id + "' (first on line " + prev + ")");
            }
            out.add(new Answer(id, q, answer, null, i + 1));
        }
        return new Task1Input(file, out);
    }

    private static Task1Input labelled(Path file, List<String> lines) {
        List<Response> responses = DevJsonlReader.read(file);
        // DevJsonlReader keeps file order; recover each response's line for messages.
        Map<String, Long> lineOf = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!TextFiles.isBlank(lines.get(i))) {
                JsonNode n = parse(file, i + 1, lines.get(i));
                lineOf.put(n.path("id").asText(), (long) (i + 1));
            }
        }
        List<Answer> out = new ArrayList<>();
        for (Response r : responses) {
            out.add(new Answer(r.id(), r.questionId(), r.answer(), goldRows(r), lineOf.getOrDefault(r.id(), 0L)));
        }
        return new Task1Input(file, out);
    }

    /** Labelled responses read elsewhere (the train answers) as answers with their gold rows. */
    public static List<Answer> answers(List<Response> responses) {
        return responses.stream().map(r -> new Answer(r.id(), r.questionId(), r.answer(), goldRows(r), 0)).toList();
    }

    /** A response's annotations as gold rows in the gold file's order: per annotation the quote, isnad, claimed source. */
    static List<Task1Span> goldRows(Response r) {
        List<Task1Span> rows = new ArrayList<>();
        for (Annotation a : r.annotations()) {
            List<Segment> segs = new ArrayList<>(a.segments());
            segs.sort(Comparator.comparingInt(s -> order(s.type())));
            for (Segment s : segs) {
                rows.add(new Task1Span(r.id(), a.annotationId(), s.type(), s.start(), s.end(), 0));
            }
        }
        if (rows.isEmpty()) {
            rows.add(new Task1Span(r.id(), 1, null, -1, -1, 0));
        }
        return rows;
    }

    private static int order(SegmentType t) {
        return switch (t) {
            case AYAH, MATN -> 0;
            case ISNAD -> 1;
            case CLAIMED_SOURCE -> 2;
        };
    }

    @Override
    public boolean hasGold() {
        return !answers.isEmpty() && answers.get(0).hasGold();
    }

    /** The answers of the questions {@code keep} accepts (by {@code CrossValidation.group}): the lockbox split. */
    public Task1Input restrict(java.util.function.Predicate<String> keep) {
        return new Task1Input(source, answers.stream()
                .filter(a -> keep.test(org.tahqiq.eval.CrossValidation.group(a.questionId(), a.id()))).toList());
    }

    @Override
    public int questions() {
        return (int) answers.stream().map(a -> org.tahqiq.eval.CrossValidation.group(a.questionId(), a.id())).distinct().count();
    }

    /** Response id → answer text: the scorer's universe. */
    public Map<String, String> texts() {
        Map<String, String> m = new LinkedHashMap<>();
        answers.forEach(a -> m.put(a.id(), a.text()));
        return m;
    }

    /** Every gold row, responses in input order. */
    public List<Task1Span> gold() {
        List<Task1Span> out = new ArrayList<>();
        answers.forEach(a -> out.addAll(a.gold()));
        return out;
    }

    private static JsonNode parse(Path file, long line, String s) {
        try {
            JsonNode n = MAPPER.readTree(s);
            if (n == null || !n.isObject()) {
                throw new InputException(file, line, null, "expected a JSON object (one response per line)");
            }
            return n;
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at column " + e.getLocation().getColumnNr();
            throw new InputException(file, line, null, "malformed JSON" + where + ": " + org.tahqiq.dataset.InputException.jsonProblem(e), e);
        }
    }

    private static String text(Path file, long line, JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            throw new InputException(file, line, field, "missing field");
        }
        if (!v.isTextual()) {
            throw new InputException(file, line, field, "expected a string, found " + v.getNodeType().name().toLowerCase());
        }
        return v.textValue();
    }
}
