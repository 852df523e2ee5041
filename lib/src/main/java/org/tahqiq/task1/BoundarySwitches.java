package org.tahqiq.task1;

import org.tahqiq.task1.detect.BoundaryRule;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tahqiq.subtask.Switches;

/** {@code task1 --rules}: the boundary rules switched on and off by name. Apart from the rules so the detector needs no option parsing. */
public final class BoundarySwitches {

    private BoundarySwitches() {
    }

    /**
     * {@code base} with the switches of {@code text} applied: comma-separated names, each switched off with a leading
     * {@code -} and on with {@code +} or nothing.
     */
    public static Set<BoundaryRule> apply(Set<BoundaryRule> base, String text) {
        Map<String, BoundaryRule> byName = Arrays.stream(BoundaryRule.values()).collect(Collectors.toMap(BoundaryRule::switchName, r -> r));
        EnumSet<BoundaryRule> out = base.isEmpty() ? EnumSet.noneOf(BoundaryRule.class) : EnumSet.copyOf(base);
        Switches.parse("--rules", text, byName.keySet()).forEach((name, on) -> {
            if (on) {
                out.add(byName.get(name));
            } else {
                out.remove(byName.get(name));
            }
        });
        return java.util.Collections.unmodifiableSet(out);
    }
}
