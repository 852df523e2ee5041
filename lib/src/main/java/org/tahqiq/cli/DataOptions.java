package org.tahqiq.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.HadithEditions;
import picocli.CommandLine.Option;

/**
 * The data settings: --data, else $TAHQIQ_DATA, else the defaults DataLocation documents; the hadith editions
 * --hadith names, else those of the data folder's tahqiq.json, else its official corpus file.
 */
final class DataOptions {

    @Option(names = "--data", paramLabel = "DIR",
            description = "IslamicEval 2026 data directory (default: $TAHQIQ_DATA, data/IslamicEval2026, ../shared/data/islamiceval2026)")
    String data;

    @Option(names = HadithEditions.OPTION, paramLabel = "[NAME=]FILE",
            description = "a hadith edition to load (repeatable; records of the same collection and number in two editions "
                    + "are alternatives, and evidence names the edition); replaces the data folder's "
                    + HadithEditions.CONFIG + " list (default: its Corpora/six_hadith_books.json)")
    List<String> hadith = new ArrayList<>();

    DataLocation resolve() {
        return DataLocation.resolve(data, System.getenv(DataLocation.ENV), Main.projectRoot(), hadith);
    }

    static Path cacheDir() {
        return Main.projectRoot().resolve("results/cache");
    }
}
