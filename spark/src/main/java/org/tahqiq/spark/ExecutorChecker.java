package org.tahqiq.spark;

import java.nio.file.Path;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.models.Models;
import org.tahqiq.verify.Checker;

/**
 * The one {@link Checker} of an executor JVM: loaded on the first task that needs it, from the data folder (and the
 * cache folder and the models folder) the job names, and kept for every later task of that JVM. Tasks carry only the two paths; the checker
 * itself (the corpora, indexes and models, a few hundred MB) is never serialized.
 */
final class ExecutorChecker {

    private static Checker checker;
    private static String loadedFor;
    private static long loads;

    private ExecutorChecker() {
    }

    /**
     * @param data  the IslamicEval 2026 data folder, at this path on every node
     * @param cache where the prepared indexes are kept on this node (built there on the first load), or null to build
     *              them in memory
     * @param models the models folder the driver resolved, at this path on every node, or null for the pinned models
     */
    static synchronized Checker get(String data, String cache, String models) {
        String key = data + "\u0000" + cache + "\u0000" + models;
        if (checker == null || !key.equals(loadedFor)) {
            long t0 = System.nanoTime();
            DataLocation location = DataLocation.resolve(data, null, Path.of(data));
            Models.use(models == null ? Models.PINNED : Models.of(Path.of(models)));
            // Each task runs on one core of its own: an answer's citations are checked on the task's thread.
            checker = Checker.shared(location, cache == null ? null : Path.of(cache),
                    line -> System.err.println("tahqiq-spark: " + line)).citationsOnCallingThread();
            loadedFor = key;
            loads++;
            System.err.printf(java.util.Locale.ROOT, "tahqiq-spark: checker loaded in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        }
        return checker;
    }

    /** How many times this JVM loaded a checker (for tests: once per JVM). */
    static synchronized long loads() {
        return loads;
    }
}
