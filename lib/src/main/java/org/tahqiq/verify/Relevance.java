package org.tahqiq.verify;

import java.util.List;

/**
 * How relevant a citation judged correct is to the question its answer was asked (Subtask 4's model).
 *
 * @param probability the model's probability of relevance; null when no question was given
 * @param relevant    the label, null when no question was given
 * @param reason      one line: the signals that weighed most and which were at hand, or why nothing was judged
 * @param signals     the feature groups the model read (empty when nothing was judged)
 */
public record Relevance(Double probability, Boolean relevant, String reason, List<String> signals) {

    public Relevance {
        signals = List.copyOf(signals);
    }

    /** What a correct citation of an answer given without its question carries: no label, and why. */
    public static Relevance noQuestion() {
        return new Relevance(null, null, "no question given: relevance is judged only against the question the answer "
                + "was asked", List.of());
    }

    public boolean judged() {
        return relevant != null;
    }
}
