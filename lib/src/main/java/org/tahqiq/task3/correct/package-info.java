/**
 * Subtask 3's engine, the authentic text of an incorrect Ayah or matn, or خطأ: candidate texts (verses, trimmed record
 * matns, the train corrections), their ranking, and the خطأ decision as a logistic model
 * ({@link org.tahqiq.task3.correct.Corrector}). Uses the shared stages and {@code models}; no other subtask.
 */
package org.tahqiq.task3.correct;
