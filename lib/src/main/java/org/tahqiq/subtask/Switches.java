package org.tahqiq.subtask;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A rule-switch option's text ({@code task1 --rules}, {@code task2 --rules}): comma-separated names, each switched off
 * with a leading {@code -} and on with {@code +} or nothing; a later switch of the same name wins.
 */
public final class Switches {

    private Switches() {
    }

    /**
     * The switches of {@code text}, name to on, in the order first named.
     *
     * @param option the option's name, for the message
     * @param known  the names the option takes; any other is a usage error naming them
     */
    public static Map<String, Boolean> parse(String option, String text, Set<String> known) {
        Map<String, Boolean> out = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            boolean on = p.charAt(0) != '-';
            String name = p.charAt(0) == '+' || p.charAt(0) == '-' ? p.substring(1) : p;
            if (!known.contains(name)) {
                throw new UsageException(option + ": unknown switch '" + name + "'; known: " + String.join(", ", new TreeSet<>(known)));
            }
            out.put(name, on);
        }
        return out;
    }
}
