package org.tahqiq.task4.features;

import java.util.List;

/**
 * Where a citation sits in its answer: the answer text and the code-point spans of every quote (Ayah or matn) the
 * answer carries, this one included. Only rows whose response text is at hand have one (dev and test rows, and
 * train rows when the data folder has train_set/train.jsonl).
 *
 * @param answer the generated answer
 * @param start  this citation's span start (code points, Python semantics)
 * @param end    this citation's span end (exclusive)
 * @param quotes [start, end) of every Ayah/matn span of the answer, in answer order
 */
public record AnswerContext(String answer, int start, int end, List<int[]> quotes) {

    public AnswerContext {
        quotes = List.copyOf(quotes);
    }
}
