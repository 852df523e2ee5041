package org.tahqiq.kernel;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a notebook cell: IJava/JJava-style magics and Java code.
 *
 * <p>A cell whose first non-blank line starts with {@code %%name} is a cell magic; the rest of the cell is its body.
 * Otherwise line magics are turned into Java calls, as JJava does, so they run where they stand: a line that starts
 * with {@code %name args} (after blanks, also inside a block) becomes {@code Notebook.lineMagic("name", "args"...);},
 * and {@code x = %name args} at the end of a line becomes {@code x = Notebook.lineMagicValue("name", "args"...);},
 * the entries it added. Each magic stays on its own line, so compiler messages keep their line numbers. Lines
 * inside a text block are left alone.
 */
public final class CellParser {

    /** A cell, as the kernel runs it. */
    public sealed interface Segment permits Code, CellMagic {}

    /** Java source, with any line magics already turned into calls. */
    public record Code(String source) implements Segment {}

    /** {@code %%name args...} on the first line; the rest of the cell is the body. */
    public record CellMagic(String name, List<String> args, String body) implements Segment {}

    static final String CALL = Notebook.class.getName() + ".lineMagic";
    static final String VALUE_CALL = Notebook.class.getName() + ".lineMagicValue";

    private static final Pattern CELL_MAGIC = Pattern.compile("^\\s*%%([A-Za-z_][\\w.-]*)(.*)$");
    private static final Pattern LINE_MAGIC = Pattern.compile("^(\\s*)%(?!%)([A-Za-z_][\\w.-]*)(.*)$");
    /** {@code ... = %name args}: an assignment (not ==, !=, <=, >=) whose right-hand side is a magic. */
    private static final Pattern ASSIGNED_MAGIC = Pattern.compile("^(.*[^=!<>]=\\s*)%(?!%)([A-Za-z_][\\w.-]*)(.*)$");

    private CellParser() {}

    /** The cell as one cell magic or as one piece of code; an empty list for a blank cell. */
    public static List<Segment> parse(String cell) {
        if (cell == null || cell.isBlank()) {
            return List.of();
        }
        String[] lines = cell.split("\\R", -1);
        int first = 0;
        while (lines[first].isBlank()) {
            first++;
        }
        Matcher cm = CELL_MAGIC.matcher(lines[first]);
        if (cm.matches()) {
            String body = String.join("\n", List.of(lines).subList(first + 1, lines.length));
            return List.of(new CellMagic(cm.group(1), splitArgs(cm.group(2)), body));
        }
        return List.of(new Code(transpile(cell)));
    }

    /** The code with each line magic replaced by its call, line for line. */
    public static String transpile(String code) {
        return rewrite(code, false);
    }

    /**
     * The code with each line magic blanked out (same length), for completion and inspection, whose cursor
     * offsets must keep pointing at the same characters.
     */
    public static String blankMagics(String code) {
        return rewrite(code, true);
    }

    private static String rewrite(String code, boolean blank) {
        String[] lines = code.split("\n", -1);
        StringBuilder out = new StringBuilder(code.length() + 64);
        boolean inTextBlock = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String replaced = inTextBlock ? null : magicCall(line, blank);
            out.append(replaced == null ? line : replaced);
            if (i < lines.length - 1) {
                out.append('\n');
            }
            if (countTextBlockQuotes(line) % 2 == 1) {
                inTextBlock = !inTextBlock;
            }
        }
        return out.toString();
    }

    private static String magicCall(String line, boolean blank) {
        String trailingCr = line.endsWith("\r") ? "\r" : "";
        String l = trailingCr.isEmpty() ? line : line.substring(0, line.length() - 1);
        Matcher m = LINE_MAGIC.matcher(l);
        String prefix;
        String call;
        if (m.matches()) {
            prefix = m.group(1);
            call = CALL;
        } else {
            m = ASSIGNED_MAGIC.matcher(l);
            if (!m.matches() || insideString(m.group(1))) {
                return null;
            }
            prefix = m.group(1);
            call = VALUE_CALL;
        }
        if (blank) {
            return prefix + " ".repeat(l.length() - prefix.length()) + trailingCr;
        }
        StringBuilder b = new StringBuilder(prefix).append(call).append('(').append(literal(m.group(2)));
        for (String arg : splitArgs(m.group(3))) {
            b.append(", ").append(literal(arg));
        }
        return b.append(");").append(trailingCr).toString();
    }

    /** Whether the text ends inside a "..." or '...' literal (an odd count of unescaped quotes). */
    private static boolean insideString(String text) {
        boolean inDouble = false;
        boolean inSingle = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"' && !inSingle) {
                inDouble = !inDouble;
            } else if (c == '\'' && !inDouble) {
                inSingle = !inSingle;
            }
        }
        return inDouble || inSingle;
    }

    private static int countTextBlockQuotes(String line) {
        int n = 0;
        for (int i = line.indexOf("\"\"\""); i >= 0; i = line.indexOf("\"\"\"", i + 3)) {
            n++;
        }
        return n;
    }

    /** A Java string literal for {@code s}. */
    static String literal(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format("\\u%04x", (int) c)); else b.append(c);
                }
            }
        }
        return b.append('"').toString();
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
