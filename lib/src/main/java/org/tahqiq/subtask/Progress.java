package org.tahqiq.subtask;

/**
 * Where a long run says how far it is: a stage, the units done and the units in all. The command path shows it as
 * one line on a terminal's stderr (nothing under {@code --quiet} or when stderr is not a terminal), so a subtask may
 * call it freely, from any thread, once per unit of work.
 */
@FunctionalInterface
public interface Progress {

    /** Progress that goes nowhere (tests, notebooks). */
    Progress NONE = (stage, done, total) -> {
    };

    /**
     * @param stage what is being done, a word or two ("retrieve", "fold seeds")
     * @param done  units done so far
     * @param total units in all, or a negative number when unknown
     */
    void report(String stage, long done, long total);
}
