package org.tahqiq.task4.features;

import org.tahqiq.dataset.SegmentType;

/**
 * One Subtask 4 row: a correct (or corrected) Ayah or matn cited for a question.
 *
 * @param label    0, 1 or 2 as written (the scorer counts 2 as relevant), or null when the input has no gold
 * @param question the question text, or null when no response of the question is at hand (train-only questions)
 * @param context  the citation in its answer, or null (train rows without train.jsonl; test rows whose annotation the
 *                 reference lacks)
 * @param line     the row's 1-based line in its file (for messages)
 */
public record RelevanceRow(RelevanceKey key, SegmentType type, String spanText, Integer label, Origin origin,
                           String question, AnswerContext context, long line) {

    public String questionId() {
        return key.questionId();
    }

    public boolean hasGold() {
        return label != null;
    }

    /** Gold relevance as the scorer reads it (1 and 2 are relevant). */
    public boolean relevant() {
        if (label == null) {
            throw new IllegalStateException(key + " has no gold label");
        }
        return label >= 1;
    }

    public RelevanceRow withLabel(Integer l) {
        return new RelevanceRow(key, type, spanText, l, origin, question, context, line);
    }
}
