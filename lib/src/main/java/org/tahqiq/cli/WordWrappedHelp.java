package org.tahqiq.cli;

import java.util.IllegalFormatException;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Usage help that wraps lines between words only. Picocli wraps at the line breaks of {@link java.text.BreakIterator},
 * which also fall after a dot and before a slash: a description would end a line with "predictions." or "." and
 * start the next with "tsv" or "/tahqiq", a name the reader can no longer copy. Here a line breaks at a space, and
 * only a word longer than the whole column is cut.
 */
final class WordWrappedHelp extends Help {

    static final CommandLine.IHelpFactory FACTORY = WordWrappedHelp::new;

    private WordWrappedHelp(CommandSpec spec, ColorScheme colorScheme) {
        super(spec, colorScheme);
    }

    /** The options and parameters table (every other {@code createDefaultLayout} comes here). */
    @Override
    public Layout createDefaultLayout(List<OptionSpec> options, List<PositionalParamSpec> positionals, ColorScheme scheme) {
        Layout layout = super.createDefaultLayout(options, positionals, scheme);
        return new Layout(scheme, WordTable.like(layout.textTable(), scheme), layout.optionRenderer(), layout.parameterRenderer());
    }

    /** The subcommands and their descriptions: picocli's columns, each command's header or first description line. */
    @Override
    public String commandList(Map<String, Help> subcommands) {
        return commandList(subcommands, subcommands.keySet().stream().mapToInt(String::length).max().orElse(0));
    }

    /** The same list with the names' column {@code nameWidth} wide, so that several lists line up. */
    String commandList(Map<String, Help> subcommands, int nameWidth) {
        if (subcommands.isEmpty()) {
            return "";
        }
        int width = commandSpec().usageMessage().width();
        int names = Math.min(nameWidth, width / 2);
        TextTable table = new WordTable(colorScheme(), new Column(names + 2, 2, Column.Overflow.SPAN),
                new Column(width - (names + 2), 2, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        for (Help sub : subcommands.values()) {
            CommandLine.Model.UsageMessageSpec usage = sub.commandSpec().usageMessage();
            String summary = usage.header().length > 0 ? usage.header()[0] : usage.description().length > 0 ? usage.description()[0] : "";
            Text[] lines = colorScheme().text(format(summary)).splitLines();
            for (int i = 0; i < lines.length; i++) {
                table.addRowValues(i == 0 ? sub.commandNamesText(", ") : colorScheme().text(""), lines[i]);
            }
        }
        return table.toString();
    }

    /** "Usage: tahqiq verify [-hV] ...": continued lines indented as picocli does, below the first option. */
    @Override
    protected String insertSynopsisCommandName(int headingLength, Text options) {
        CommandLine.Model.UsageMessageSpec usage = commandSpec().usageMessage();
        String name = commandSpec().qualifiedName();
        int indent = headingLength + name.length() + 1;
        if (indent > usage.synopsisAutoIndentThreshold() * usage.width()) {
            indent = Math.min(usage.synopsisIndent() < 0 ? headingLength : usage.synopsisIndent(), (int) (0.9 * usage.width()));
        }
        TextTable table = new WordTable(colorScheme(), new Column(usage.width(), 0, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(usage.adjustLineBreaksForWideCJKCharacters());
        table.indentWrappedLines = indent;
        // the heading ("Usage: ") is printed before this text: a placeholder of its length stands in for it here
        table.addRowValues(colorScheme().text("X".repeat(headingLength)).concat(colorScheme().commandText(name)).concat(options));
        return table.toString().substring(headingLength);
    }

    @Override
    public String description(Object... params) {
        return paragraphs(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String header(Object... params) {
        return paragraphs(commandSpec().usageMessage().header(), params);
    }

    @Override
    public String footer(Object... params) {
        return paragraphs(commandSpec().usageMessage().footer(), params);
    }

    /** Lines of text across the whole width, as picocli's own description section lays them out. */
    private String paragraphs(String[] lines, Object... params) {
        TextTable table = new WordTable(colorScheme(), new Column(commandSpec().usageMessage().width(), 0, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        table.indentWrappedLines = 0;
        for (String line : lines) {
            table.addRowValues(colorScheme().text(format(line, params)));
        }
        return table.toString();
    }

    /** Picocli's formatting of a help line: {@code %n} and any parameters; a line that is no format is kept as it is. */
    private static String format(String line, Object... params) {
        try {
            return line == null ? "" : String.format(line, params);
        } catch (IllegalFormatException e) {
            return line;
        }
    }

    /** A table whose wrapping columns break lines at spaces. */
    static final class WordTable extends TextTable {

        private final ColorScheme scheme;

        WordTable(ColorScheme scheme, Column... columns) {
            super(scheme, columns);
            this.scheme = scheme;
        }

        /** The same columns and settings as {@code table}. */
        static WordTable like(TextTable table, ColorScheme scheme) {
            WordTable t = new WordTable(scheme, table.columns());
            t.indentWrappedLines = table.indentWrappedLines;
            t.setAdjustLineBreaksForWideCJKCharacters(table.isAdjustLineBreaksForWideCJKCharacters());
            return t;
        }

        /**
         * Puts {@code value} into the cell, continuing on the rows below at picocli's indent for wrapped lines; each
         * piece handed to picocli fits its row, so picocli never breaks it.
         */
        @Override
        public Cell putValue(int row, int col, Text value) {
            Column column = columns()[col];
            if (value == null || column.overflow != Column.Overflow.WRAP || column.indent + length(value) <= column.width) {
                return super.putValue(row, col, value);
            }
            String plain = value.plainString();
            Cell cell = null;
            int start = 0;
            for (int r = row; start < plain.length(); r++) {
                int indent = r == row ? 0 : indentWrappedLines;
                int end = lineEnd(plain, start, column.width - column.indent - indent);
                if (r >= rowCount()) {
                    addEmptyRow();
                }
                cell = super.putValue(r, col, scheme.text(" ".repeat(indent)).concat(value.substring(start, end)));
                start = end;
                while (start < plain.length() && plain.charAt(start) == ' ') {
                    start++;
                }
            }
            return cell;
        }

        /** The end of the line that starts at {@code start}: after the last word that fits in {@code room}. */
        static int lineEnd(String text, int start, int room) {
            int limit = start + Math.max(1, room);
            if (limit >= text.length()) {
                return text.length();
            }
            int space = text.lastIndexOf(' ', limit);
            while (space > start && text.charAt(space - 1) == ' ') {
                space--;
            }
            if (space > start) {
                return space;
            }
            // a word longer than the line: a path is cut after a folder, anything else at the line's end
            int slash = text.lastIndexOf('/', limit - 1);
            return slash > start ? slash + 1 : limit;
        }

        private int length(Text t) {
            return isAdjustLineBreaksForWideCJKCharacters() ? t.getCJKAdjustedLength() : t.plainString().length();
        }
    }
}
