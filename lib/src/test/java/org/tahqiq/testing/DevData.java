package org.tahqiq.testing;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;

/**
 * The real IslamicEval 2026 data for the tests that need it, found exactly as the CLI finds it ({@code $TAHQIQ_DATA},
 * then {@code data/IslamicEval2026/}, then {@code ../shared/data/islamiceval2026/} relative to the repository root).
 * A test without it is skipped and says why on stdout; under {@code CI=true} (CI has the data) the skip is a failure,
 * so a green build cannot hide the tests that matter.
 */
public final class DevData {

    private DevData() {
    }

    /** The repository root: surefire passes it as {@code $TAHQIQ_REPO_ROOT}; the tests run in {@code lib/}. */
    public static Path repoRoot() {
        return Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", "..")).toAbsolutePath().normalize();
    }

    /** Data with the dev set ({@code dev_set/dev.jsonl}), or a skip naming {@code tests} and the reason. */
    public static DataLocation devSetOrSkip(String tests) {
        return orSkip(tests, true, System::getenv, repoRoot(), System.out);
    }

    /** Data with the corpora (enough for corpus-only tests), or a skip naming {@code tests} and the reason. */
    public static DataLocation corporaOrSkip(String tests) {
        return orSkip(tests, false, System::getenv, repoRoot(), System.out);
    }

    /**
     * @param env  the environment ({@code TAHQIQ_DATA}, {@code CI})
     * @param root the repository root
     * @param log  where the reason of a skip is printed
     */
    static DataLocation orSkip(String tests, boolean needsDevSet, Function<String, String> env, Path root, PrintStream log) {
        String why;
        try {
            DataLocation data = DataLocation.resolve(null, env.apply(DataLocation.ENV), root);
            if (!needsDevSet || Files.isRegularFile(data.devJsonl())) {
                return data;
            }
            why = "no dev_set/dev.jsonl in " + data.root();
        } catch (InputException e) {
            why = e.getMessage();
        }
        Skip.now("skipped " + tests + ": the IslamicEval 2026 data is not found: " + why, "the data", env, log);
        return null;
    }
}
