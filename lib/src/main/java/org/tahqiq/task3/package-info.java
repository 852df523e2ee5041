/**
 * Subtask 3 as the shared task runs it: the {@code task3} command, its input and outputs, the sweeps that choose the
 * rule in grouped folds, and the scorer. The corrector itself is on the engine floor ({@code task3.correct}).
 */
package org.tahqiq.task3;
