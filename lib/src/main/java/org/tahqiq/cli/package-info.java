/**
 * The {@code ./tahqiq} command: picocli commands over the library (the subtasks through one generic path, score,
 * verify, serve, run, experiments, tables, bench), option checks before any work, the progress line, and the one-line
 * failure report with its exit code. The only package that prints to the user's terminal.
 */
package org.tahqiq.cli;
