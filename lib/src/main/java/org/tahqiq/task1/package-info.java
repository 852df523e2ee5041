/**
 * Subtask 1 as the shared task runs it: the {@code task1} command, its pipeline (training on all labelled answers plus
 * synthetic ones, through the model cache), cross-validation, scorer, error kinds and report. The detector itself is on
 * the engine floor below: {@code task1.analysis} (tokens, quotes, cues, corpus alignment) and {@code task1.detect}
 * (features, the sequence model, decoding, boundary rules, {@link org.tahqiq.task1.detect.SpanDetector} and its pinned
 * model). Uses the engines and the shared stages, {@code eval}, {@code subtask}, {@code experiment}, {@code submit}.
 */
package org.tahqiq.task1;
