/**
 * Subtask 1's detector, engine floor: features, the sequence model (an averaged structured perceptron, with stacking),
 * decoding, boundary rules, and the detector API ({@link org.tahqiq.task1.detect.SpanDetector}) with its pinned model
 * ({@link org.tahqiq.task1.detect.PinnedModel}). Uses {@code task1.analysis} and the shared stages.
 */
package org.tahqiq.task1.detect;
