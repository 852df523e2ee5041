/**
 * Subtask 4's judge, engine floor: the relevance model, its training, its decision rule and the pinned fit
 * ({@link org.tahqiq.task4.judge.RelevanceJudge}, {@link org.tahqiq.task4.judge.PinnedJudge}). Uses
 * {@code task4.features} and the shared stages.
 */
package org.tahqiq.task4.judge;
