package org.tahqiq.task1;

import java.util.List;
import org.tahqiq.task1.score.Task1Span;

/**
 * One response to label.
 *
 * @param gold its gold rows in the order the gold lists them (per annotation: the quote, isnad, claimed source;
 *             one NoAnnotation row when it cites nothing), or null when the input carries no labels
 * @param line the input line it came from (for messages)
 */
public record Answer(String id, String questionId, String text, List<Task1Span> gold, long line) {

    public boolean hasGold() {
        return gold != null;
    }
}
