/**
 * Checking any answer end to end, the product: Subtask 1 finds the citations, Subtask 2 judges them, Subtask 3
 * proposes corrections ({@link org.tahqiq.verify.Checker}, thread-safe, loaded once), with the answer's repair and its
 * JSON ({@link org.tahqiq.verify.VerifyJson}). Its output formats live in {@code verify.output}, the HTTP service in
 * {@code verify.http}; the evaluation on the dev answers ({@code verify.evaluate}) and the benches ({@code bench}) sit
 * on the study floor above. Uses the engines (the subtask packages' detector, rules, corrector and judge) and the shared
 * stages, never the commands, the study or the command line (see docs/architecture.md).
 */
package org.tahqiq.verify;
