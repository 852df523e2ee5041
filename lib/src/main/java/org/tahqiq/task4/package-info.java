/**
 * Subtask 4, whether a correct citation is relevant to its question: the citation's and question's features, the
 * relevance model and its cross-validation, experiments, and the {@code task4} command. Uses the shared stages; no other
 * subtask.
 */
package org.tahqiq.task4;
