/**
 * How a quote differs from a corpus text, word by word: an alignment with the window of the text it renders
 * ({@link org.tahqiq.compare.WordAligner}), the difference in a reader's terms (words added, dropped, substituted, by
 * word class; a negation or number changed; {@link org.tahqiq.compare.Difference}), and a matn compared with every
 * shortlisted record ({@link org.tahqiq.compare.MatnComparison}). Subtask 2's reasons and model features read it. Uses
 * {@code corpus} and {@code index}.
 */
package org.tahqiq.compare;
