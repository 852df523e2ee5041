package org.tahqiq.kernel;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a notebook cell into Java code and IJava/JJava-style magics.
 *
 * <p>A line magic is a line whose first non-blank characters are {@code %name}, e.g. {@code %jars ../lib/*.jar};
 * a cell magic is a cell whose first line starts with {@code %%name}. Magic lines split the cell into code
 * segments, which run in order, so a cell may load jars and then use them.
 */
public final class CellParser {

    /** A piece of a cell, run in order. */
    public sealed interface Segment permits Code, LineMagic, CellMagic {}

    /** Java source: one or more JShell snippets. */
    public record Code(String source) implements Segment {}

    /** {@code %name args...} on a line of its own. */
    public record LineMagic(String name, List<String> args) implements Segment {}

    /** {@code %%name args...} on the first line; the rest of the cell is the body. */
    public record CellMagic(String name, List<String> args, String body) implements Segment {}

    private static final Pattern LINE_MAGIC = Pattern.compile("^\\s*%(?!%)([A-Za-z_][\\w.-]*)(.*)$");
    private static final Pattern CELL_MAGIC = Pattern.compile("^\\s*%%([A-Za-z_][\\w.-]*)(.*)$");

    private CellParser() {}

    public static List<Segment> parse(String cell) {
        List<Segment> segments = new ArrayList<>();
        if (cell == null || cell.isBlank()) {
            return segments;
        }
        String[] lines = cell.split("\\R", -1);
        int first = 0;
        while (first < lines.length && lines[first].isBlank()) {
            first++;
        }
        Matcher cm = CELL_MAGIC.matcher(lines[first]);
        if (cm.matches()) {
            String body = String.join("\n", List.of(lines).subList(first + 1, lines.length));
            segments.add(new CellMagic(cm.group(1), splitArgs(cm.group(2)), body));
            return segments;
        }
        StringBuilder code = new StringBuilder();
        for (String line : lines) {
            Matcher lm = LINE_MAGIC.matcher(line);
            if (lm.matches()) {
                flushCode(code, segments);
                segments.add(new LineMagic(lm.group(1), splitArgs(lm.group(2))));
            } else {
                code.append(line).append('\n');
            }
        }
        flushCode(code, segments);
        return segments;
    }

    private static void flushCode(StringBuilder code, List<Segment> segments) {
        if (!code.toString().isBlank()) {
            // Keep the text as written (minus the trailing newline we added) so diagnostics point at real columns.
            String src = code.charAt(code.length() - 1) == '\n' ? code.substring(0, code.length() - 1) : code.toString();
            segments.add(new Code(src));
        }
        code.setLength(0);
    }

    /**
     * Shell-like argument splitting: blanks separate arguments; single quotes keep text literally; double quotes
     * group text and honour {@code \"} and {@code \\}; outside quotes a backslash escapes the next character.
     */
    public static List<String> splitArgs(String raw) {
        List<String> args = new ArrayList<>();
        if (raw == null) {
            return args;
        }
        StringBuilder cur = new StringBuilder();
        boolean inArg = false;
        char quote = 0;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (quote == '\'') {
                if (c == '\'') quote = 0; else cur.append(c);
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < raw.length() && (raw.charAt(i + 1) == '"' || raw.charAt(i + 1) == '\\')) {
                    cur.append(raw.charAt(++i));
                } else {
                    cur.append(c);
                }
            } else if (Character.isWhitespace(c)) {
                if (inArg) {
                    args.add(cur.toString());
                    cur.setLength(0);
                    inArg = false;
                }
            } else {
                inArg = true;
                if (c == '\'' || c == '"') {
                    quote = c;
                } else if (c == '\\' && i + 1 < raw.length()) {
                    cur.append(raw.charAt(++i));
                } else {
                    cur.append(c);
                }
            }
        }
        if (quote != 0) {
            throw new MagicException("Unterminated " + quote + " quote in magic arguments: " + raw.strip());
        }
        if (inArg) {
            args.add(cur.toString());
        }
        return args;
    }
}
