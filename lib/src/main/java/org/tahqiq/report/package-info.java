/**
 * Tables and figures for the notebooks (Tablesaw tables, charts, the ablation and error analyses): nothing in the
 * {@code ./tahqiq} command path uses this package. Uses the shared stages and the Subtask 2 and 3 packages.
 */
package org.tahqiq.report;
