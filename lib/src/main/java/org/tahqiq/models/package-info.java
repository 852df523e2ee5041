/**
 * Where the fitted models come from ({@link org.tahqiq.models.Models}): the pinned ones the jar carries (the fitted
 * values of the dev specs and Subtask 1's model file), or a models folder {@code ./tahqiq train --out DIR} wrote and
 * {@code --models DIR} (or {@code $TAHQIQ_MODELS}) names. Uses {@code experiment} and {@code dataset}.
 */
package org.tahqiq.models;
