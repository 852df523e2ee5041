package org.tahqiq.task2;

import org.tahqiq.task2.rules.RuleOptions;
import java.util.Map;
import java.util.function.BiFunction;
import org.tahqiq.subtask.Switches;

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
        for (var e : Switches.parse("--rules", text, SWITCHES.keySet()).entrySet()) {
            out = SWITCHES.get(e.getKey()).apply(out, e.getValue());
        }
        return out;
    }
}
