/**
 * Robustness sweeps outside the dev set: the Qur'an in every script people paste, and misquotes made from it, checked
 * as {@code verify} checks an answer ({@link org.tahqiq.sweep.ScriptSweep}). Study code: the product never imports it.
 */
package org.tahqiq.sweep;
