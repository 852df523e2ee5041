package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Help text wraps between words only: a file name or a command (predictions.tsv, ./tahqiq) is never cut in two. */
class HelpTextTest {

    /** Wide enough that no line of any help wraps: its words are the words the help is made of. */
    private static final int UNWRAPPED = 2000;

    @Test
    void noHelpCutsAWordAcrossLines() {
        List<String> names = new ArrayList<>();
        collect(Main.commandLine(), names);
        assertTrue(names.size() > 10, "every command's help is checked: " + names);
        for (String name : names) {
            for (int width : new int[] {80, 100}) {
                List<String> wrapped = words(help(name, width));
                List<String> whole = words(help(name, UNWRAPPED));
                assertEquals(whole, wrapped, "tahqiq " + name + " --help at width " + width + ": the same words as unwrapped\n"
                        + help(name, width));
            }
        }
    }

    @Test
    void descriptionsStillWrapToTheWidth() {
        for (String line : help("task1", 80).lines().toList()) {
            assertTrue(line.length() <= 80, line);
        }
        assertTrue(help("task1", 80).lines().count() > help("task1", UNWRAPPED).lines().count() + 5, "long descriptions wrap");
    }

    @Test
    void aLineBreaksAtTheLastSpaceThatFitsAndAWordTooLongForAnyLineAfterAFolder() {
        assertEquals("see predictions.tsv".length(), WordWrappedHelp.WordTable.lineEnd("see predictions.tsv and more", 0, 22));
        assertEquals("see".length(), WordWrappedHelp.WordTable.lineEnd("see predictions.tsv and more", 0, 12));
        String path = "lib/src/main/resources/model.bin.gz";
        assertEquals("lib/src/main/".length(), WordWrappedHelp.WordTable.lineEnd(path, 0, 16));
        assertEquals(10, WordWrappedHelp.WordTable.lineEnd("abcdefghijklmnop", 0, 10));
        assertEquals(path.length(), WordWrappedHelp.WordTable.lineEnd(path, 0, path.length()));
    }

    /** Command paths ("", "verify", "task1", ...) of the whole tree. */
    private static void collect(CommandLine cl, List<String> names) {
        names.add(path(cl));
        cl.getSubcommands().values().forEach(sub -> collect(sub, names));
    }

    private static String path(CommandLine cl) {
        String q = cl.getCommandSpec().qualifiedName(" ");
        return q.equals("tahqiq") ? "" : q.substring("tahqiq ".length());
    }

    /** The usage help of the command at {@code path}, at {@code width} columns. */
    private static String help(String path, int width) {
        CommandLine cl = Main.commandLine();
        for (String name : path.isEmpty() ? new String[0] : path.split(" ")) {
            cl = cl.getSubcommands().get(name);
        }
        cl.setUsageHelpWidth(width);
        return cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.strip().split("\\s+")).toList();
    }
}
