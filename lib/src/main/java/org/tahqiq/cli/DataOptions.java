package org.tahqiq.cli;

import java.nio.file.Path;
import org.tahqiq.dataset.DataLocation;
import picocli.CommandLine.Option;

/** The one data setting: --data, else $TAHQIQ_DATA, else the defaults DataLocation documents. */
final class DataOptions {

    @Option(names = "--data", paramLabel = "DIR",
            description = "IslamicEval 2026 data directory (default: $TAHQIQ_DATA, data/IslamicEval2026, ../shared/data/islamiceval2026)")
    String data;

    DataLocation resolve() {
        return DataLocation.resolve(data, System.getenv(DataLocation.ENV), Main.projectRoot());
    }

    static Path cacheDir() {
        return Main.projectRoot().resolve("results/cache");
    }
}
