/**
 * Subtask 2's engine, one verdict per segment with its evidence: the four rules (Ayah, matn, isnad, claimed source),
 * the matn decision (a threshold or a calibrated model over {@code compare}'s comparison, with the quotes gold judged
 * before as a memory) and the pinned thresholds and fit ({@link org.tahqiq.task2.rules.Verifier}). Uses the shared
 * stages and {@code models}; no other subtask.
 */
package org.tahqiq.task2.rules;
