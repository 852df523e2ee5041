/**
 * Checking any answer end to end, the product: Subtask 1 finds the citations, Subtask 2 judges them, Subtask 3
 * proposes corrections ({@link org.tahqiq.verify.Checker}, thread-safe, loaded once); its JSON, JSONL and HTML outputs,
 * the HTTP service, and the evaluation of all of it on the dev answers ({@link org.tahqiq.verify.EndToEnd}). Uses the
 * subtask packages and the shared stages.
 */
package org.tahqiq.verify;
