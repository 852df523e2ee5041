/**
 * Experiments as files, Anserini style: a run's pinned spec ({@link org.tahqiq.experiment.RunSpec}: settings, input
 * hashes, fitted values, scores, lockbox), an experiment plan of runs each adding one change
 * ({@link org.tahqiq.experiment.ExperimentPlan}), run records, and README's generated tables
 * ({@link org.tahqiq.experiment.ResultsTables}). Uses {@code dataset} and {@code subtask}.
 */
package org.tahqiq.experiment;
