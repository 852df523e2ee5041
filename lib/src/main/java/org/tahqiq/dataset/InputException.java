package org.tahqiq.dataset;

import java.nio.file.Path;

/**
 * Bad input, located: the message names the file, the line (1-based; 0 when the whole file is at fault)
 * and the field (or the option that named the file), so a user can fix the data without reading a stack trace.
 */
public class InputException extends RuntimeException {

    private final Path file;
    private final long line;
    private final String field;

    public InputException(Path file, long line, String field, String problem) {
        this(file, line, field, problem, null);
    }

    public InputException(Path file, long line, String field, String problem, Throwable cause) {
        super(format(file, line, field, problem), cause);
        this.file = file;
        this.line = line;
        this.field = field;
    }

    private static String format(Path file, long line, String field, String problem) {
        if (field != null && field.startsWith("-")) {
            // An option's value at fault reads as the user typed it: "--out /tmp: is a folder; ...".
            return field + " " + file + (line > 0 ? ":" + line : "") + ": " + problem;
        }
        StringBuilder sb = new StringBuilder(String.valueOf(file));
        if (line > 0) {
            sb.append(':').append(line);
        }
        if (field != null && !field.isEmpty()) {
            sb.append(": field '").append(field).append('\'');
        }
        return sb.append(": ").append(problem).toString();
    }

    public Path file() {
        return file;
    }

    public long line() {
        return line;
    }

    public String field() {
        return field;
    }

    private static final java.util.regex.Pattern PARSER_LOCATION =
            java.util.regex.Pattern.compile("\\s*\\((?:start marker at )?\\[Source:[^\\]]*\\][^)]*\\)|\\s*at \\[Source:[^\\]]*\\]");

    /**
     * What a JSON parser says is wrong, without the parser's own location notes ("(start marker at [Source: ...])"):
     * the error line names the file, line and column itself.
     */
    public static String jsonProblem(com.fasterxml.jackson.core.JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? String.valueOf(e.getMessage()) : e.getOriginalMessage();
        m = PARSER_LOCATION.matcher(m).replaceAll("");
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).strip();
    }
}
