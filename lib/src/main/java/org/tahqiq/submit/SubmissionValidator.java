package org.tahqiq.submit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;

/**
 * Checks a submission against the test input before it is written: exactly one valid prediction for
 * every input key and nothing else. On failure a {@link SubmissionException} lists up to
 * {@value #MAX_LISTED} problems and the count of each kind.
 */
public final class SubmissionValidator {

    /** How many problems the exception message lists; {@link SubmissionException#problems()} has them all. */
    public static final int MAX_LISTED = 10;

    static final String INVALID = "invalid";
    static final String DUPLICATE = "duplicate";
    static final String MISSING = "missing";
    static final String UNEXPECTED = "unexpected";
    static final String TYPE_MISMATCH = "type mismatch";

    private SubmissionValidator() {
    }

    /**
     * Subtask 2: every label is CORRECT or INCORRECT, no key twice, every input key present, no key
     * outside the input. The predictions are the task's own records, read through {@code keyOf} and {@code labelOf}
     * (the submission floor knows the wire format, not the engines).
     */
    public static <P> void validateTask2(Collection<SegmentKey> inputKeys, List<P> preds, Function<P, SegmentKey> keyOf,
            Function<P, Label> labelOf) {
        Check<SegmentKey, P> c = new Check<>("Task 2", keyOf);
        for (P p : preds) {
            Label label = labelOf.apply(p);
            if (label != Label.CORRECT && label != Label.INCORRECT) {
                c.problem(INVALID, keyOf.apply(p) + ": label " + (label == null ? "missing" : "'" + label.wire() + "'")
                        + " (must be correct or incorrect)");
            }
        }
        c.matchKeys(inputKeys, preds);
        c.throwIfAny();
    }

    /**
     * Subtask 3: keyed by (Response_ID, Annotation_ID); every correction non-blank, no key twice, every
     * input key present, no key outside the input, and the Segment_Type the input gives for the key.
     *
     * @param inputKeys the test input's rows (Response_ID, Annotation_ID, Segment_Type)
     * @param keyOf a prediction's key; {@code correctionOf} its proposed text
     */
    public static <P> void validateTask3(Collection<SegmentKey> inputKeys, List<P> preds, Function<P, SegmentKey> keyOf,
            Function<P, String> correctionOf) {
        Check<AnnotationKey, P> c = new Check<>("Task 3", p -> AnnotationKey.of(keyOf.apply(p)));
        Map<AnnotationKey, SegmentKey> input = new LinkedHashMap<>();
        for (SegmentKey k : inputKeys) {
            SegmentKey prev = input.putIfAbsent(AnnotationKey.of(k), k);
            if (prev != null && !prev.equals(k)) {
                c.problem(INVALID, "input has two rows for annotation " + AnnotationKey.of(k) + ": " + prev + " and " + k);
            }
        }
        for (P p : preds) {
            SegmentKey key = keyOf.apply(p);
            String correction = correctionOf.apply(p);
            if (correction == null || correction.isBlank()) {
                c.problem(INVALID, key + ": empty correction");
            }
            SegmentKey expected = input.get(AnnotationKey.of(key));
            if (expected != null && expected.type() != key.type()) {
                c.problem(TYPE_MISMATCH, key + ": Segment_Type " + key.type() + " but the input has " + expected.type());
            }
        }
        c.matchKeys(input.keySet(), preds);
        c.throwIfAny();
    }

    /** Collects problems for one submission; shared by the task-specific checks. */
    private static final class Check<K, P> {
        private final String task;
        private final Function<P, K> keyOf;
        private final List<String> problems = new ArrayList<>();
        private final Map<String, Integer> counts = new LinkedHashMap<>();

        Check(String task, Function<P, K> keyOf) {
            this.task = task;
            this.keyOf = keyOf;
            for (String kind : List.of(INVALID, DUPLICATE, MISSING, UNEXPECTED)) {
                counts.put(kind, 0);
            }
        }

        void problem(String kind, String text) {
            counts.merge(kind, 1, Integer::sum);
            problems.add(kind + ": " + text);
        }

        void matchKeys(Collection<K> inputKeys, List<P> preds) {
            Set<K> expected = new LinkedHashSet<>(inputKeys);
            Map<K, Integer> seen = new LinkedHashMap<>();
            for (int i = 0; i < preds.size(); i++) {
                K k = keyOf.apply(preds.get(i));
                Integer first = seen.putIfAbsent(k, i);
                if (first != null) {
                    problem(DUPLICATE, k + ": predicted twice (predictions #" + (first + 1) + " and #" + (i + 1) + ")");
                } else if (!expected.contains(k)) {
                    problem(UNEXPECTED, k + ": not in the input");
                }
            }
            for (K k : expected) {
                if (!seen.containsKey(k)) {
                    problem(MISSING, k + ": no prediction");
                }
            }
        }

        void throwIfAny() {
            if (problems.isEmpty()) {
                return;
            }
            StringBuilder sb = new StringBuilder(task).append(" submission rejected: ").append(problems.size())
                    .append(" problem(s) (");
            StringBuilder byKind = new StringBuilder();
            counts.forEach((kind, n) -> byKind.append(byKind.length() == 0 ? "" : ", ").append(n).append(' ').append(kind));
            sb.append(byKind).append(')');
            for (int i = 0; i < Math.min(MAX_LISTED, problems.size()); i++) {
                sb.append("\n  - ").append(problems.get(i));
            }
            if (problems.size() > MAX_LISTED) {
                sb.append("\n  ... and ").append(problems.size() - MAX_LISTED).append(" more");
            }
            throw new SubmissionException(sb.toString(), problems, counts);
        }
    }
}
