/**
 * Subtask 4 as the shared task runs it: the {@code task4} command, cross-validation, experiments, outputs, report and
 * the scorer. The judge is on the engine floor: {@code task4.features} (the rows and the citation's and question's
 * features) and {@code task4.judge} (the relevance model, its training and the pinned fit).
 */
package org.tahqiq.task4;
