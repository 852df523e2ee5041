package org.tahqiq.dataset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the IslamicEval 2026 data lives: the {@code --data} flag, else {@code $TAHQIQ_DATA}, else
 * {@code data/IslamicEval2026/} (what {@code data/fetch-official.sh} clones), else the workplace copy
 * {@code ../shared/data/islamiceval2026/}; relative defaults are resolved against the project root.
 */
public record DataLocation(Path root) {

    public static final String ENV = "TAHQIQ_DATA";

    /**
     * Resolves the data directory, or fails with a message that lists every place tried and how to get
     * the data.
     *
     * @param flag        the --data value, or null
     * @param env         the value of $TAHQIQ_DATA, or null
     * @param projectRoot the repository root
     */
    public static DataLocation resolve(String flag, String env, Path projectRoot) {
        List<String> tried = new ArrayList<>();
        if (flag != null && !flag.isBlank()) {
            return check(Path.of(flag), "--data " + flag, tried, true);
        }
        if (env != null && !env.isBlank()) {
            return check(Path.of(env), "$" + ENV + "=" + env, tried, true);
        }
        DataLocation d = check(projectRoot.resolve("data/IslamicEval2026"), "data/IslamicEval2026", tried, false);
        if (d != null) {
            return d;
        }
        d = check(projectRoot.resolve("../shared/data/islamiceval2026"), "../shared/data/islamiceval2026", tried, false);
        if (d != null) {
            return d;
        }
        throw new InputException(projectRoot.resolve("data"), 0, null, "no IslamicEval 2026 data found; looked in "
                + String.join(", ", tried) + ". Get it with `data/fetch-official.sh`, or point --data or $" + ENV
                + " at a copy of the official data repository.");
    }

    private static DataLocation check(Path dir, String label, List<String> tried, boolean required) {
        Path abs = dir.toAbsolutePath().normalize();
        if (Files.isRegularFile(abs.resolve("Corpora/quranic_verses.json"))) {
            return new DataLocation(abs);
        }
        tried.add(label + " (" + abs + ")");
        if (required) {
            throw new InputException(abs, 0, null, "not an IslamicEval 2026 data directory (no Corpora/quranic_verses.json); "
                    + "looked at " + label + ". Get the data with `data/fetch-official.sh`.");
        }
        return null;
    }

    public Path quran() {
        return root.resolve("Corpora/quranic_verses.json");
    }

    public Path hadith() {
        return root.resolve("Corpora/six_hadith_books.json");
    }

    public Path devJsonl() {
        return root.resolve("dev_set/dev.jsonl");
    }

    public Path devTask(int task) {
        return root.resolve("dev_set/dev_task_" + task + ".tsv");
    }

    public Path trainTask(int task) {
        return root.resolve("train_set/train_task_" + task + ".tsv");
    }
}
