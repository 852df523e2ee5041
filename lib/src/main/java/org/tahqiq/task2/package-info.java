/**
 * Subtask 2, one verdict per segment with its evidence: the four rules (Ayah, matn, isnad, claimed source), the
 * matn decision (a threshold or a calibrated model over {@code compare}'s comparison, with the quotes gold judged before
 * as a memory), thresholds chosen in grouped folds, the lockbox, and the {@code task2} command. Uses the shared stages
 * and {@code compare}; no other subtask.
 */
package org.tahqiq.task2;
