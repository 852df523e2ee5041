/**
 * The model floor, below the engines: where the fitted models come from ({@link org.tahqiq.models.Models}: the pinned
 * ones the jar carries, i.e. the fitted values of the dev specs and Subtask 1's model file, or a models folder
 * {@code ./tahqiq train --out DIR} wrote and {@code --models DIR} or {@code $TAHQIQ_MODELS} names), the specs' fitted
 * values read alone ({@link org.tahqiq.models.FittedValues}), and the one logistic regression every model fits with
 * ({@link org.tahqiq.models.LogisticRegression}) with its base-rate shift ({@link org.tahqiq.models.BaseRate}). Uses
 * {@code dataset}.
 */
package org.tahqiq.models;

