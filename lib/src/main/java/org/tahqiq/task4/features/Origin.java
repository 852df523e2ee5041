package org.tahqiq.task4.features;

/**
 * Which file a relevance row came from. The two labelled files disagree on how generous "relevant" is (train 84 %
 * relevant, dev 51 %), so the model is told and always predicts as for {@link #DEV}, the test-like distribution.
 */
public enum Origin {
    /** The task input: dev_task_4.tsv or a test-phase TSV. */
    DEV,
    /** train_task_4.tsv, joined with the question texts of dev.jsonl. */
    TRAIN
}
