/**
 * Retrieval, the stage every subtask shares: Lucene character n-gram indexes over verses and matns with
 * precomputed BM25 postings ({@link org.tahqiq.index.NgramIndex}, {@link org.tahqiq.index.ScoredPostings}), the matchers
 * that shortlist and re-score ({@link org.tahqiq.index.QuranMatcher}, {@link org.tahqiq.index.HadithMatcher}), and the
 * evidence of an annotation gathered once ({@link org.tahqiq.index.EvidenceGatherer}). Opened through
 * {@link org.tahqiq.index.Retrieval}, cached as a snapshot. Uses {@code corpus}, {@code dataset}, {@code snapshot},
 * {@code text}.
 */
package org.tahqiq.index;
