/**
 * Subtask 1's official score, shared-task floor: gold spans as the TSV gives them ({@link org.tahqiq.task1.score.Task1Span}),
 * every answer painted character by character, macro-F1 over the five classes ({@link org.tahqiq.task1.score.Task1Scorer}).
 * Uses {@code dataset}.
 */
package org.tahqiq.task1.score;
