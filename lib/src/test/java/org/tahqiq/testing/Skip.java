package org.tahqiq.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintStream;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;

/** A test that cannot run here: says why (once per reason), and under {@code CI=true}, where it must run, fails. */
final class Skip {

    /** Reasons already printed: a class that skips each of its tests says why once. */
    private static final Set<String> SAID = ConcurrentHashMap.newKeySet();

    private Skip() {
    }

    /**
     * @param message why, for the log and the skip
     * @param ciHas   what CI is expected to have ("the data"), for the failure there
     * @param env     the environment ({@code CI})
     */
    static void now(String message, String ciHas, Function<String, String> env, PrintStream log) {
        if (SAID.add(message)) {
            log.println(message);
        }
        if ("true".equals(env.apply("CI"))) {
            fail("CI=true, and CI must have " + ciHas + ": " + message);
        }
        Assumptions.abort(message);
    }
}
