/**
 * The generic shape of a shared-task subtask as the command path drives it ({@link org.tahqiq.subtask.Subtask}: read,
 * run, write, print, score, hold out the lockbox), what every run shares ({@link org.tahqiq.subtask.RunContext}), scores
 * and their spreads over fold seeds, the console score table. Uses {@code dataset}, {@code eval}, {@code index}.
 */
package org.tahqiq.subtask;
