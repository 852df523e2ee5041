/**
 * Subtask 1's reading of an answer, engine floor: tokenizer, quote structure and cues, source candidates, and the
 * alignment of the words with the corpora ({@link org.tahqiq.task1.analysis.Analyzer}). Uses the shared stages only.
 */
package org.tahqiq.task1.analysis;
