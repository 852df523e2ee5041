/**
 * Subtask 2 as the shared task runs it: the {@code task2} command, its input and outputs, thresholds chosen in grouped
 * folds, the lockbox, sensitivity and the scorer. The rules themselves are on the engine floor ({@code task2.rules}).
 */
package org.tahqiq.task2;
