/**
 * Where the fitted models come from ({@link org.tahqiq.models.Models}): the pinned ones the jar carries (the fitted
 * values of the dev specs and Subtask 1's model file), or a models folder {@code ./tahqiq train --out DIR} wrote and
 * {@code --models DIR} (or {@code $TAHQIQ_MODELS}) names. Uses {@code dataset}: the engines read their fitted values here ({@link org.tahqiq.models.FittedValues}), not through the experiment floor.
 */
package org.tahqiq.models;
