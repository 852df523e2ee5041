package org.tahqiq.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.text.CodePoints;
import org.tahqiq.task3.Task3Row;

/**
 * Reads the real dev files (if present) and checks the readers agree with each other. Skipped when
 * {@code ../shared/data/islamiceval2026/dev_set} is not next to the repository.
 */
class DevDataIntegrationTest {

    private static Path devSet;
    private static List<Response> responses;

    @BeforeAll
    static void locate() {
        String root = System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", ".");
        devSet = Path.of(root).resolve("../shared/data/islamiceval2026/dev_set").normalize();
        Assumptions.assumeTrue(Files.isRegularFile(devSet.resolve("dev.jsonl")),
                "skipped: real dev data not found at " + devSet + " (set TAHQIQ_REPO_ROOT or provide the shared data)");
        responses = DevJsonlReader.read(devSet.resolve("dev.jsonl"));
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
