/**
 * Subtask 3, the authentic text of an incorrect Ayah or matn, or خطأ: candidate texts (verses, trimmed record
 * matns, the train corrections), their ranking, and the خطأ decision as a logistic model fitted in grouped folds; the
 * {@code task3} command. Uses the shared stages; no other subtask.
 */
package org.tahqiq.task3;
