/**
 * Subtask 1, finding the citations in a raw answer: tokenizer, quote structure and cues, corpus alignment, the
 * source-candidate grammar, features, the sequence model (an averaged structured perceptron), boundary rules, synthetic
 * training answers, cross-validation and the detector API ({@link org.tahqiq.task1.SpanDetector}). Uses the shared
 * stages ({@code text}, {@code dataset}, {@code corpus}, {@code attribution}, {@code snapshot}, {@code eval},
 * {@code subtask}, {@code experiment}, {@code submit}).
 */
package org.tahqiq.task1;
