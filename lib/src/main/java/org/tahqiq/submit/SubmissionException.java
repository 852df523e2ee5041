package org.tahqiq.submit;

import java.util.List;
import java.util.Map;

/** A submission that the official scorer would reject or score wrongly; lists what is wrong. */
public class SubmissionException extends RuntimeException {

    private final List<String> problems;
    private final Map<String, Integer> counts;

    public SubmissionException(String message, List<String> problems, Map<String, Integer> counts) {
        super(message);
        this.problems = List.copyOf(problems);
        this.counts = Map.copyOf(counts);
    }

    /** Every problem found, one line each. */
    public List<String> problems() {
        return problems;
    }

    /** Problem counts by kind ("invalid", "duplicate", "missing", "unexpected", ...), zero counts included. */
    public Map<String, Integer> counts() {
        return counts;
    }
}
