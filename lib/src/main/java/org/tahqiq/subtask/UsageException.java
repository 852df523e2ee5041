package org.tahqiq.subtask;

/** An option value that cannot work, found after parsing (e.g. a combination): one line, exit 2, like bad input. */
public class UsageException extends RuntimeException {

    public UsageException(String message) {
        super(message);
    }
}
