package org.tahqiq.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Help;

/**
 * The commands as {@code tahqiq help} lists them: in groups, those a user starts with first. A registered subtask's
 * command joins the shared task's group; a command no group names would be listed last, under "Other".
 */
final class CommandGroups {

    /** A heading and its commands, in the order listed. */
    record Group(String heading, List<String> commands) {
    }

    static final String SHARED_TASK = "Shared task (IslamicEval 2026)";

    static final List<Group> GROUPS = List.of(
            new Group("Check answers", List.of("verify", "lookup", "serve", "spark-verify", "mcp")),
            new Group(SHARED_TASK, List.of("task1", "task2", "task3", "task4", "train", "score")),
            new Group("Tools", List.of("run", "experiments", "tables", "bench", "sweep-scripts")),
            new Group("Help", List.of("help", "version")));

    private CommandGroups() {
    }

    /** Replaces the root's one list of commands with the grouped lists. */
    static void install(CommandLine root, Set<String> subtasks) {
        root.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING, help -> "");
        root.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, help -> render(help, subtasks));
    }

    /** Each group's commands, every command once: the subtasks no group names in the shared task's group. */
    static Map<String, List<String>> grouped(Set<String> commands, Set<String> subtasks) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        List<String> placed = new ArrayList<>();
        for (Group g : GROUPS) {
            List<String> names = new ArrayList<>(g.commands().stream().filter(commands::contains).toList());
            if (g.heading().equals(SHARED_TASK)) {
                int at = names.indexOf("score") < 0 ? names.size() : names.indexOf("score");
                names.addAll(at, subtasks.stream().filter(s -> commands.contains(s) && !names.contains(s)).sorted().toList());
            }
            placed.addAll(names);
            out.put(g.heading(), names);
        }
        List<String> other = commands.stream().filter(c -> !placed.contains(c)).toList();
        if (!other.isEmpty()) {
            out.put("Other", other);
        }
        return out;
    }

    private static String render(Help help, Set<String> subtasks) {
        Map<String, Help> all = help.subcommands();
        int width = all.keySet().stream().mapToInt(String::length).max().orElse(0);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, List<String>> g : grouped(all.keySet(), subtasks).entrySet()) {
            Map<String, Help> members = new LinkedHashMap<>();
            g.getValue().forEach(name -> members.put(name, all.get(name)));
            sb.append(g.getKey()).append(":").append(System.lineSeparator())
                    .append(((WordWrappedHelp) help).commandList(members, width));
        }
        return sb.toString();
    }
}
