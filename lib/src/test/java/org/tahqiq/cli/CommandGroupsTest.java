package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code tahqiq help} lists every command once, in its group: checking answers first, the tools and help last. */
class CommandGroupsTest {

    @Test
    void everyCommandIsInOneNamedGroup() {
        CommandLine cli = Main.commandLine();
        Set<String> commands = cli.getSubcommands().keySet();
        Set<String> subtasks = new java.util.HashSet<>();
        org.tahqiq.subtask.Subtasks.load().forEach(s -> subtasks.add(s.name()));
        Map<String, List<String>> groups = CommandGroups.grouped(commands, subtasks);
        assertEquals(List.of("Check answers", CommandGroups.SHARED_TASK, "Tools", "Help"), List.copyOf(groups.keySet()),
                "no command left to an 'Other' group");
        List<String> listed = new ArrayList<>();
        groups.values().forEach(listed::addAll);
        assertEquals(commands.size(), listed.size(), "each once: " + listed);
        assertEquals(Set.copyOf(commands), Set.copyOf(listed));
        assertEquals(List.of("verify", "lookup", "serve", "spark-verify", "mcp"), groups.get("Check answers"));
        assertTrue(groups.get(CommandGroups.SHARED_TASK).containsAll(List.of("task1", "task2", "task3", "task4", "score")));
        assertEquals("score", groups.get(CommandGroups.SHARED_TASK).get(groups.get(CommandGroups.SHARED_TASK).size() - 1),
                "the subtasks, then their scorer");
        assertEquals(List.of("run", "experiments", "tables", "bench", "sweep-scripts"), groups.get("Tools"));
    }

    @Test
    void aCommandNoGroupNamesIsStillListed() {
        Map<String, List<String>> groups = CommandGroups.grouped(Set.of("verify", "task9", "newtool"), Set.of("task9"));
        assertEquals(List.of("task9"), groups.get(CommandGroups.SHARED_TASK), "a registered subtask joins the shared task");
        assertEquals(List.of("newtool"), groups.get("Other"));
    }

    @Test
    void theHelpShowsTheGroupsInOrder() {
        String help = Main.commandLine().getUsageMessage(CommandLine.Help.Ansi.OFF);
        int check = help.indexOf("Check answers:");
        int task = help.indexOf(CommandGroups.SHARED_TASK + ":");
        int tools = help.indexOf("Tools:");
        assertTrue(check > 0 && check < task && task < tools && tools < help.indexOf("Help:"), help);
        assertTrue(help.indexOf("  lookup ") > check && help.indexOf("  lookup ") < task, help);
        assertTrue(help.indexOf("  task2 ") > task && help.indexOf("  bench ") > tools, help);
        assertTrue(!help.contains("Commands:"), "the one ungrouped list is gone");
    }
}
