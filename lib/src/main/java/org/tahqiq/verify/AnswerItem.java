package org.tahqiq.verify;

/**
 * One answer to check, as the input gave it.
 *
 * @param question the question, or null
 * @param line     the 1-based input line it came from (1 for a plain-text answer), for messages
 */
public record AnswerItem(String id, String question, String answer, long line) {
}
