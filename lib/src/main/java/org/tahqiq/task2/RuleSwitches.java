package org.tahqiq.task2;

import java.util.Map;
import java.util.function.BiFunction;
import org.tahqiq.subtask.UsageException;

/** The {@code --rules} option: rule refinements switched on ({@code +name}) or off ({@code -name}) by their names. */
final class RuleSwitches {

    private static final Map<String, BiFunction<RuleOptions, Boolean, RuleOptions>> SWITCHES = Map.of(
            "checkAttribution", RuleOptions::withCheckAttribution,
            "allPlaces", RuleOptions::withAllPlaces,
            "groundedIsnad", RuleOptions::withGroundedIsnad,
            "exactAyah", RuleOptions::withExactAyah,
            "claimedVerseFit", RuleOptions::withClaimedVerseFit,
            "minMatnWords", RuleOptions::withMinMatnWords,
            "rasmVariants", RuleOptions::withRasmVariants,
            "everyClaimedCollection", RuleOptions::withEveryClaimedCollection,
            "acceptedQuotes", RuleOptions::withAcceptedQuotes,
            "isnadEveryEquivalent", RuleOptions::withIsnadEveryEquivalent);

    private RuleSwitches() {
    }

    static RuleOptions apply(RuleOptions base, String text) {
        RuleOptions out = base;
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            boolean on = p.charAt(0) != '-';
            String name = p.charAt(0) == '+' || p.charAt(0) == '-' ? p.substring(1) : p;
            var sw = SWITCHES.get(name);
            if (sw == null) {
                throw new UsageException("--rules: unknown switch '" + name + "'; known: "
                        + String.join(", ", new java.util.TreeSet<>(SWITCHES.keySet())));
            }
            out = sw.apply(out, on);
        }
        return out;
    }
}
