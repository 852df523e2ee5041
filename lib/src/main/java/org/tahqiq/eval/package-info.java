/**
 * Choosing tuned values honestly: cross-validation grouped by question ({@link org.tahqiq.eval.CrossValidation},
 * {@link org.tahqiq.models.GroupedKFold}), the lockbox of held-out questions ({@link org.tahqiq.eval.Lockbox}), threshold
 * sweeps and their smoothed choice, Wilson intervals, sensitivity rows, reading prediction files. Uses {@code dataset}
 * and {@code models}.
 */
package org.tahqiq.eval;
