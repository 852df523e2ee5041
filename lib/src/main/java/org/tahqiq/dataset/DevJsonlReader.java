package org.tahqiq.dataset;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.text.CodePoints;

/**
 * Reads {@code dev.jsonl} (one response per line, gold labels and corrections included) into
 * {@link Response}s, in file order.
 *
 * <p>Each segment's text is cut from {@code generated_answer} by code-point offsets (Python
 * semantics); a gold label {@code N/A} becomes {@link Label#NA}; a correction given as a string
 * (normally {@code خطأ}) becomes a one-element list. Blank lines are skipped. Every problem — a
 * malformed line, a missing or mistyped field, offsets outside the answer or reversed, an unknown
 * type or label, a duplicate id, an empty file — is an {@link InputException} naming the file, the
 * 1-based line and the field path (e.g. {@code annotations[1].segments[0].span_end}).
 */
public final class DevJsonlReader {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private DevJsonlReader() {
    }

    public static List<Response> read(Path file) {
        List<String> lines = TextFiles.readLines(file);
        List<Response> out = new ArrayList<>();
        Map<String, Integer> seenIds = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (TextFiles.isBlank(line)) {
                continue;
            }
            int lineNo = i + 1;
            if (out.isEmpty() && TextFiles.strip(line).startsWith("[")) {
                throw new InputException(file, lineNo, null, "is a JSON array, not JSON Lines: give one response object per "
                        + "line (e.g. jq -c '.[]' FILE > FILE.jsonl)");
            }
            Response r = parseLine(file, lineNo, line);
            Integer prev = seenIds.putIfAbsent(r.id(), lineNo);
            if (prev != null) {
                throw new InputException(file, lineNo, "id", "duplicate response id '" + r.id() + "' (first on line " + prev + ")");
            }
            out.add(r);
        }
        if (out.isEmpty()) {
            throw new InputException(file, 0, null, "empty input: no responses in the file");
        }
        return out;
    }

    /** Parses one JSONL line; {@code file} and {@code lineNo} only locate error messages. */
    public static Response parseLine(Path file, long lineNo, String line) {
        JsonNode root;
        try {
            root = MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at column " + e.getLocation().getColumnNr();
            throw new InputException(file, lineNo, null, "malformed JSON" + where + ": " + org.tahqiq.dataset.InputException.jsonProblem(e), e);
        }
        Fields f = new Fields(file, lineNo);
        if (root == null || !root.isObject()) {
            throw new InputException(file, lineNo, null, "expected a JSON object (one response per line)");
        }
        String id = f.text(root, "", "id");
        String questionId = f.text(root, "", "question_id");
        String question = f.text(root, "", "question");
        String answer = f.text(root, "", "generated_answer");
        int answerLength = CodePoints.length(answer);
        JsonNode anns = f.array(root, "", "annotations");
        List<Annotation> annotations = new ArrayList<>();
        Map<Integer, Integer> seenAnn = new HashMap<>();
        for (int a = 0; a < anns.size(); a++) {
            String ap = "annotations[" + a + "]";
            JsonNode an = f.object(anns.get(a), ap);
            int annotationId = f.integer(an, ap, "annotation_id");
            Integer prevAnn = seenAnn.putIfAbsent(annotationId, a);
            if (prevAnn != null) {
                throw f.error(ap + ".annotation_id", "duplicate annotation_id " + annotationId
                        + " (also annotations[" + prevAnn + "]) in response " + id);
            }
            String labelled = f.optionalText(an, ap, "label");
            if (labelled != null && !labelled.equals("Ayah") && !labelled.equals("Hadith") && !labelled.equals("no_annotation")) {
                throw f.error(ap + ".label", "unknown annotation label '" + labelled + "' (expected Ayah, Hadith or no_annotation)");
            }
            JsonNode segs = f.array(an, ap, "segments");
            List<Segment> segments = new ArrayList<>();
            for (int s = 0; s < segs.size(); s++) {
                String sp = ap + ".segments[" + s + "]";
                JsonNode sn = f.object(segs.get(s), sp);
                String typeWire = f.text(sn, sp, "type");
                SegmentType type = SegmentType.fromWire(typeWire).orElseThrow(() -> f.error(sp + ".type",
                        "unknown segment type '" + typeWire + "' (expected Ayah, matn, isnad or claimed_source)"));
                int start = f.integer(sn, sp, "span_start");
                int end = f.integer(sn, sp, "span_end");
                if (start < 0 || start > answerLength) {
                    throw f.error(sp + ".span_start", "offset " + start + " is outside the answer (0.." + answerLength + " code points)");
                }
                if (end < 0 || end > answerLength) {
                    throw f.error(sp + ".span_end", "offset " + end + " is outside the answer (0.." + answerLength + " code points)");
                }
                if (start > end) {
                    throw f.error(sp + ".span_end", "span is reversed: span_start " + start + " > span_end " + end);
                }
                // Unlabelled input (the test phase's reference.jsonl) has no label: gold stays null.
                String labelWire = f.optionalText(sn, sp, "label");
                Label gold = labelWire == null ? null : Label.fromWire(labelWire).orElseThrow(() -> f.error(sp + ".label",
                        "unknown label '" + labelWire + "' (expected correct, incorrect or N/A)"));
                for (Segment other : segments) {
                    if (other.type() == type) {
                        throw f.error(sp + ".type", "segment type " + type + " appears twice in " + ap);
                    }
                }
                segments.add(new Segment(new SegmentKey(id, annotationId, type), start, end,
                        CodePoints.substring(answer, start, end), gold));
            }
            List<String> corrections = f.corrections(an, ap);
            String kind = labelled != null ? labelled : InputGrouping.inferKind(segments);
            annotations.add(new Annotation(id, annotationId, kind, segments, corrections, questionId));
        }
        return new Response(id, questionId, question, answer, annotations);
    }

    /** Field access with located errors. */
    private record Fields(Path file, long line) {

        InputException error(String field, String problem) {
            return new InputException(file, line, field, problem);
        }

        private static String path(String parent, String name) {
            return parent.isEmpty() ? name : parent + "." + name;
        }

        private JsonNode required(JsonNode node, String parent, String name) {
            JsonNode v = node.get(name);
            if (v == null || v.isMissingNode()) {
                throw error(path(parent, name), "missing field");
            }
            if (v.isNull()) {
                throw error(path(parent, name), "field is null");
            }
            return v;
        }

        /** A string field that unlabelled input (the test phase's reference.jsonl) may leave out: null then. */
        String optionalText(JsonNode node, String parent, String name) {
            JsonNode v = node.get(name);
            return v == null || v.isMissingNode() || v.isNull() ? null : text(node, parent, name);
        }

        String text(JsonNode node, String parent, String name) {
            JsonNode v = required(node, parent, name);
            if (!v.isTextual()) {
                throw error(path(parent, name), "expected a string, found " + describe(v));
            }
            return v.textValue();
        }

        int integer(JsonNode node, String parent, String name) {
            JsonNode v = required(node, parent, name);
            if (!v.isIntegralNumber() || !v.canConvertToInt()) {
                throw error(path(parent, name), "expected an integer, found " + describe(v));
            }
            return v.intValue();
        }

        JsonNode array(JsonNode node, String parent, String name) {
            JsonNode v = required(node, parent, name);
            if (!v.isArray()) {
                throw error(path(parent, name), "expected an array, found " + describe(v));
            }
            return v;
        }

        JsonNode object(JsonNode v, String path) {
            if (v == null || !v.isObject()) {
                throw error(path, "expected an object, found " + describe(v));
            }
            return v;
        }

        List<String> corrections(JsonNode an, String ap) {
            JsonNode c = an.get("correction");
            String p = path(ap, "correction");
            if (c == null || c.isNull()) {
                return List.of();
            }
            if (c.isTextual()) {
                if (TextFiles.isBlank(c.textValue())) {
                    throw error(p, "empty correction");
                }
                return List.of(c.textValue());
            }
            if (!c.isArray()) {
                throw error(p, "expected a list of strings or the string \"" + Columns.NO_SOURCE + "\", found " + describe(c));
            }
            if (c.isEmpty()) {
                throw error(p, "empty list of corrections");
            }
            List<String> out = new ArrayList<>();
            for (int i = 0; i < c.size(); i++) {
                JsonNode e = c.get(i);
                if (!e.isTextual()) {
                    throw error(p + "[" + i + "]", "expected a string, found " + describe(e));
                }
                out.add(e.textValue());
            }
            return out;
        }

        private static String describe(JsonNode v) {
            if (v == null || v.isMissingNode()) {
                return "nothing";
            }
            String s = v.toString();
            return v.getNodeType().name().toLowerCase() + " " + (s.length() > 40 ? s.substring(0, 40) + "…" : s);
        }
    }
}
