/**
 * What {@code verify} writes: JSON, JSONL and the HTML report ({@link org.tahqiq.verify.output.OutputFormat},
 * {@link org.tahqiq.verify.output.HtmlReport}), and a run over a stream of answers
 * ({@link org.tahqiq.verify.output.VerifyRun}). Product floor: uses {@code verify} and the floors below it.
 */
package org.tahqiq.verify.output;
