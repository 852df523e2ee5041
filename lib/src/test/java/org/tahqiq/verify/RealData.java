package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;

/**
 * The real data and one {@link Checker} over it, loaded once for every test class of the JVM (it takes seconds). A
 * test without the data is skipped, saying why; under CI, which has the data, that is a failure.
 */
public final class RealData {

    public static final Path ROOT = Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", "..")).toAbsolutePath().normalize();
    private static Checker checker;

    private RealData() {
    }

    public static DataLocation dataOrSkip() {
        String why;
        try {
            DataLocation data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), ROOT);
            if (Files.isRegularFile(data.devJsonl())) {
                return data;
            }
            why = "no dev_set/dev.jsonl in " + data.root();
        } catch (InputException e) {
            why = e.getMessage();
        }
        String message = "IslamicEval 2026 data not found, skipping the verify tests that need it: " + why;
        System.out.println(message);
        if ("true".equals(System.getenv("CI"))) {
            fail("CI=true but " + message);
        }
        Assumptions.abort(message);
        return null;
    }

    /** The checker over the real data (indexes and the trained detector cached where the CLI keeps them). */
    public static synchronized Checker checker() {
        DataLocation data = dataOrSkip();
        if (checker == null) {
            checker = Checker.shared(data, ROOT.resolve("results/cache"), System.out::println);
        }
        return checker;
    }
}
