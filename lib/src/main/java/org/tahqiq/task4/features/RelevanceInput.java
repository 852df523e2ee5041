package org.tahqiq.task4.features;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.SubtaskInput;

/**
 * The rows to label: a Subtask 4 TSV joined with the responses it refers to (dev.jsonl, or the test phase's
 * reference.jsonl), which give each row its question text and its place in the answer.
 *
 * @param source   the TSV
 * @param jsonl    the responses file the rows were joined with
 * @param rows     in file order
 * @param withheld questions held out of this run (the lockbox's, or the working part's when the lockbox is scored):
 *                 their rows in the labelled files keep their place in the answers but lose their labels
 */
public record RelevanceInput(Path source, Path jsonl, List<RelevanceRow> rows, Set<String> withheld)
        implements SubtaskInput {

    /** The name of the test phase's responses file, looked for beside a TSV input. */
    public static final String REFERENCE = "reference.jsonl";

    public RelevanceInput {
        rows = List.copyOf(rows);
        withheld = Set.copyOf(withheld);
    }

    public RelevanceInput(Path source, Path jsonl, List<RelevanceRow> rows) {
        this(source, jsonl, rows, Set.of());
    }

    /** The rows of the questions {@code keep} accepts; the others' questions are withheld from the labelled files too. */
    public RelevanceInput restrict(Predicate<String> keep) {
        Set<String> out = new HashSet<>(withheld);
        List<RelevanceRow> kept = new ArrayList<>();
        for (RelevanceRow r : rows) {
            if (keep.test(r.questionId())) {
                kept.add(r);
            } else {
                out.add(r.questionId());
            }
        }
        return new RelevanceInput(source, jsonl, kept, out);
    }

    /** How many answers the rows come from. */
    public int answers() {
        return (int) rows.stream().map(r -> r.key().responseId()).distinct().count();
    }

    /** dev_task_4.tsv joined with dev.jsonl. */
    public static RelevanceInput dev(DataLocation data) {
        return read(data.devTask(4), data.devJsonl());
    }

    /**
     * The reference a TSV input is joined with by default: dev.jsonl for the dev TSV, else reference.jsonl beside it.
     */
    public static Path defaultReference(Path input, DataLocation data) {
        Path beside = input.toAbsolutePath().resolveSibling(REFERENCE);
        if (Files.isRegularFile(beside)) {
            return beside;
        }
        return data.devJsonl();
    }

    /**
     * Reads {@code tsv} and joins every row with its response in {@code jsonl} by Response_ID; the row's question_id
     * must be the response's. A row whose annotation or segment the response lacks keeps no answer context.
     */
    public static RelevanceInput read(Path tsv, Path jsonl) {
        List<RelevanceTsv.Parsed> parsed = RelevanceTsv.read(tsv);
        Map<String, Response> responses = new LinkedHashMap<>();
        for (Response r : DevJsonlReader.read(jsonl)) {
            responses.put(r.id(), r);
        }
        List<RelevanceRow> rows = new ArrayList<>(parsed.size());
        for (RelevanceTsv.Parsed p : parsed) {
            Response r = responses.get(p.key().responseId());
            if (r == null) {
                throw p.row().error(Columns.RESPONSE_ID, "response " + p.key().responseId() + " is not in " + jsonl
                        + " (the question text comes from there; pass the matching --reference)");
            }
            if (!r.questionId().equals(p.key().questionId())) {
                throw p.row().error(Columns.QUESTION_ID, "is " + p.key().questionId() + " but response "
                        + r.id() + " answers " + r.questionId() + " in " + jsonl);
            }
            rows.add(new RelevanceRow(p.key(), p.type(), p.spanText(), p.label(), Origin.DEV, r.question(),
                    context(r, p.key().annotationId(), p.type()).orElse(null), p.row().line()));
        }
        return new RelevanceInput(tsv, jsonl, rows);
    }

    @Override
    public boolean hasGold() {
        return !rows.isEmpty() && rows.get(0).hasGold();
    }

    /** The distinct questions of the rows: the groups the folds split. */
    @Override
    public int questions() {
        return (int) rows.stream().map(RelevanceRow::questionId).distinct().count();
    }

    public int size() {
        return rows.size();
    }

    /** The citation's place in its answer, when the response has the annotation and its segment. */
    static Optional<AnswerContext> context(Response r, int annotationId, SegmentType type) {
        Optional<Segment> seg = r.annotations().stream().filter(a -> a.annotationId() == annotationId).findFirst()
                .flatMap(a -> a.segment(type));
        if (seg.isEmpty()) {
            return Optional.empty();
        }
        List<int[]> quotes = new ArrayList<>();
        for (Annotation a : r.annotations()) {
            for (Segment s : a.segments()) {
                if (s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN) {
                    quotes.add(new int[] {s.start(), s.end()});
                }
            }
        }
        quotes.sort(Comparator.comparingInt(q -> q[0]));
        return Optional.of(new AnswerContext(r.answer(), seg.get().start(), seg.get().end(), quotes));
    }

    /** Fails unless every row has gold (for commands that need it). */
    public void requireGold(String why) {
        if (!hasGold()) {
            throw new InputException(source, 0, Columns.RELEVANCE_LABEL, "no gold labels; " + why);
        }
    }
}
