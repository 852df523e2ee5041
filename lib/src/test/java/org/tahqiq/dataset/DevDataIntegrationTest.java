package org.tahqiq.dataset;

import org.tahqiq.task1.score.Task1Span;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.text.CodePoints;
import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.testing.DevData;

/**
 * Reads the real dev files and checks the readers agree with each other. The data is found as the CLI finds it; without
 * it the tests are skipped, saying why, and under {@code CI=true} they fail ({@link DevData}).
 */
class DevDataIntegrationTest {

    private static Path devSet;
    private static List<Response> responses;

    /** Before each test rather than once, so that a skip counts every test as skipped (not as 0 tests run). */
    @BeforeEach
    void locate() {
        if (responses == null) {
            devSet = DevData.devSetOrSkip("the dev-file readers' agreement tests").devJsonl().getParent();
            responses = DevJsonlReader.read(devSet.resolve("dev.jsonl"));
        }
    }

    @Test
    void devJsonlAgreesWithTask2Gold() {
        Map<SegmentKey, Label> fromJsonl = GoldLabels.fromResponses(responses);
        Map<SegmentKey, Label> fromTsv = GoldLabels.read(devSet.resolve("dev_task_2.tsv"));
        assertTrue(fromJsonl.containsValue(Label.NA), "dev.jsonl has N/A segments");
        assertEquals(fromTsv, GoldLabels.scoredOnly(fromJsonl));
    }

    @Test
    void devJsonlAgreesWithTask1Spans() {
        Map<SegmentKey, Segment> segments = new HashMap<>();
        Set<String> citingNothing = new HashSet<>();
        for (Response r : responses) {
            boolean any = false;
            for (Annotation a : r.annotations()) {
                for (Segment s : a.segments()) {
                    segments.put(s.key(), s);
                    any = true;
                    assertEquals(s.end() - s.start(), CodePoints.length(s.text()), s.key().toString());
                }
            }
            if (!any) {
                citingNothing.add(r.id());
            }
        }
        List<Task1Span> spans = Task1Span.read(devSet.resolve("dev_task_1.tsv"));
        int typed = 0;
        for (Task1Span sp : spans) {
            if (sp.isNoAnnotation()) {
                assertTrue(citingNothing.remove(sp.responseId()), sp.responseId());
                continue;
            }
            Segment s = segments.get(sp.key());
            assertEquals(s.start(), sp.start(), sp.key().toString());
            assertEquals(s.end(), sp.end(), sp.key().toString());
            typed++;
        }
        assertEquals(segments.size(), typed);
        assertTrue(citingNothing.isEmpty(), "responses citing nothing without a NoAnnotation row: " + citingNothing);
    }

    @Test
    void devJsonlAgreesWithTask3Corrections() {
        Map<AnnotationKey, Annotation> byKey = new HashMap<>();
        int withCorrection = 0;
        for (Response r : responses) {
            for (Annotation a : r.annotations()) {
                byKey.put(new AnnotationKey(a.responseId(), a.annotationId()), a);
                withCorrection += a.corrections().isEmpty() ? 0 : 1;
            }
        }
        List<Task3Row> rows = Task3Row.read(devSet.resolve("dev_task_3.tsv"));
        assertEquals(withCorrection, rows.size());
        for (Task3Row row : rows) {
            assertEquals(byKey.get(row.key()).corrections(), row.corrections(), row.key().toString());
        }
    }

    @Test
    void task4FileReads() {
        List<Task4Row> rows = Task4Row.read(devSet.resolve("dev_task_4.tsv"));
        assertTrue(rows.size() > 100);
        assertTrue(rows.stream().anyMatch(r -> r.spanText().contains("\"")), "a quoted cell with inner quotes was unescaped");
        assertTrue(rows.stream().noneMatch(r -> r.spanText().startsWith("\"")), "no cell keeps its CSV quotes");
    }
}
