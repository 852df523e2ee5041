/**
 * Subtask 4's rows and features, engine floor: what a cited passage and its question say about each other, and what
 * the labelled rows say about a citation. Uses the shared stages; no other subtask.
 */
package org.tahqiq.task4.features;
