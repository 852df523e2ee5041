/**
 * The shared task's data as read from disk: where it lives ({@link org.tahqiq.dataset.DataLocation}, the hadith
 * editions it names), the dev JSONL and the task TSVs read into records (responses, annotations, segments, gold
 * labels), and the one-line located error every bad input ends in ({@link org.tahqiq.dataset.InputException}). Uses
 * {@code text} only.
 */
package org.tahqiq.dataset;
