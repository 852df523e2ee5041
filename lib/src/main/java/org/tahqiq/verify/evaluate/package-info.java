/**
 * {@code verify --evaluate}: the product checked on the dev answers against the gold of every subtask
 * ({@link org.tahqiq.verify.evaluate.EndToEnd}), with its table. Study floor: above the product, never used by it.
 */
package org.tahqiq.verify.evaluate;
