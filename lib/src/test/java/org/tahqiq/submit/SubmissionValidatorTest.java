package org.tahqiq.submit;

import org.tahqiq.task3.Task3Prediction;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task2.Prediction;

class SubmissionValidatorTest {

    private static final SegmentKey A = new SegmentKey("R1", 1, SegmentType.AYAH);
    private static final SegmentKey B = new SegmentKey("R1", 1, SegmentType.CLAIMED_SOURCE);
    private static final SegmentKey C = new SegmentKey("R2", 3, SegmentType.MATN);
    private static final SegmentKey X = new SegmentKey("R9", 1, SegmentType.ISNAD);

    @Test
    void completeSubmissionPasses() {
        assertDoesNotThrow(() -> validateTask2(List.of(A, B, C), List.of(
                new Prediction(C, Label.CORRECT), new Prediction(A, Label.INCORRECT), new Prediction(B, Label.CORRECT))));
    }

    @Test
    void naAndNullLabelsAreInvalid() {
        SubmissionException e = assertThrows(SubmissionException.class, () -> validateTask2(List.of(A, B),
                List.of(new Prediction(A, Label.NA), new Prediction(B, null))));
        assertEquals(2, e.counts().get("invalid"));
        assertEquals(0, e.counts().get("missing"));
        assertTrue(e.getMessage().contains("R1/1/Ayah: label 'N/A'"), e.getMessage());
        assertTrue(e.getMessage().contains("R1/1/claimed_source: label missing"), e.getMessage());
    }

    @Test
    void duplicateKeyIsRejected() {
        SubmissionException e = assertThrows(SubmissionException.class, () -> validateTask2(List.of(A),
                List.of(new Prediction(A, Label.CORRECT), new Prediction(A, Label.CORRECT))));
        assertEquals(1, e.counts().get("duplicate"));
        assertTrue(e.getMessage().contains("#1 and #2"), e.getMessage());
    }

    @Test
    void missingKeyIsRejected() {
        SubmissionException e = assertThrows(SubmissionException.class, () -> validateTask2(List.of(A, C),
                List.of(new Prediction(A, Label.CORRECT))));
        assertEquals(1, e.counts().get("missing"));
        assertEquals(List.of("missing: R2/3/matn: no prediction"), e.problems());
    }

    @Test
    void keyOutsideTheInputIsRejected() {
        SubmissionException e = assertThrows(SubmissionException.class, () -> validateTask2(List.of(A),
                List.of(new Prediction(A, Label.CORRECT), new Prediction(X, Label.CORRECT))));
        assertEquals(1, e.counts().get("unexpected"));
        assertTrue(e.getMessage().contains("R9/1/isnad: not in the input"), e.getMessage());
    }

    @Test
    void messageListsTenProblemsAndCountsAll() {
        List<SegmentKey> input = new ArrayList<>();
        for (int i = 1; i <= 13; i++) {
            input.add(new SegmentKey("R" + i, 1, SegmentType.AYAH));
        }
        List<Prediction> preds = List.of(new Prediction(input.get(0), Label.NA), new Prediction(X, Label.CORRECT));
        SubmissionException e = assertThrows(SubmissionException.class, () -> validateTask2(input, preds));
        assertEquals(14, e.problems().size()); // 1 invalid + 1 unexpected + 12 missing
        assertTrue(e.getMessage().startsWith("Task 2 submission rejected: 14 problem(s) (1 invalid, 0 duplicate, 12 missing, 1 unexpected)"),
                e.getMessage());
        assertEquals(10, e.getMessage().lines().filter(l -> l.startsWith("  - ")).count());
        assertTrue(e.getMessage().endsWith("... and 4 more"), e.getMessage());
    }

    @Test
    void task3PassesAndChecksPerAnnotation() {
        SegmentKey ayah = new SegmentKey("R1", 1, SegmentType.AYAH);
        SegmentKey matn = new SegmentKey("R1", 2, SegmentType.MATN);
        assertDoesNotThrow(() -> validateTask3(List.of(ayah, matn),
                List.of(new Task3Prediction(matn, "خطأ"), new Task3Prediction(ayah, "قل هو الله أحد"))));

        // same (Response_ID, Annotation_ID) twice is a duplicate even with another type
        SubmissionException dup = assertThrows(SubmissionException.class, () -> validateTask3(List.of(ayah),
                List.of(new Task3Prediction(ayah, "x"), new Task3Prediction(new SegmentKey("R1", 1, SegmentType.MATN), "y"))));
        assertEquals(1, dup.counts().get("duplicate"));

        SubmissionException bad = assertThrows(SubmissionException.class, () -> validateTask3(List.of(ayah, matn),
                List.of(new Task3Prediction(ayah, "  "), new Task3Prediction(new SegmentKey("R1", 2, SegmentType.AYAH), "x"),
                        new Task3Prediction(X, "z"))));
        assertEquals(1, bad.counts().get("invalid"));
        assertEquals(1, bad.counts().get("type mismatch"));
        assertEquals(1, bad.counts().get("unexpected"));
        assertEquals(0, bad.counts().get("missing"));
        assertTrue(bad.getMessage().startsWith("Task 3 submission rejected"), bad.getMessage());
        assertFalse(bad.getMessage().contains("... and"), bad.getMessage());
    }

    @Test
    void task3MissingAnnotationIsRejected() {
        SegmentKey ayah = new SegmentKey("R1", 1, SegmentType.AYAH);
        SubmissionException e = assertThrows(SubmissionException.class,
                () -> validateTask3(List.of(ayah), List.of()));
        assertEquals(List.of("missing: R1/1: no prediction"), e.problems());
    }

    private static void validateTask2(java.util.Collection<SegmentKey> input, List<Prediction> preds) {
        SubmissionValidator.validateTask2(input, preds, Prediction::key, Prediction::label);
    }

    private static void validateTask3(java.util.Collection<SegmentKey> input, List<Task3Prediction> preds) {
        SubmissionValidator.validateTask3(input, preds, Task3Prediction::key, Task3Prediction::correction);
    }
}
