package org.tahqiq.dataset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the IslamicEval 2026 data lives: the {@code --data} flag, else {@code $TAHQIQ_DATA}, else
 * {@code data/IslamicEval2026/} (what {@code data/fetch-official.sh} clones), else the workplace copy
 * {@code ../shared/data/islamiceval2026/}; relative defaults are resolved against the project root. The hadith
 * corpus is one or more editions ({@link HadithEditions}): by default the official file alone.
 *
 * @param editions the hadith editions loaded, in order (at least one)
 */
public record DataLocation(Path root, List<HadithEdition> editions) {

    public static final String ENV = "TAHQIQ_DATA";

    public DataLocation {
        editions = List.copyOf(editions);
        if (editions.isEmpty()) {
            throw new IllegalArgumentException("no hadith edition");
        }
    }

    /** The data folder with the official hadith corpus file alone. */
    public DataLocation(Path root) {
        this(root, List.of(HadithEditions.standard(root)));
    }

    /**
     * The checkout a folder is in: the nearest folder at or above {@code from} that holds {@code lib/pom.xml};
     * {@code from} itself when none does (a notebook's kernel starts in {@code notebooks/}).
     */
    public static Path checkout(Path from) {
        for (Path p = from; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("lib/pom.xml"))) {
                return p;
            }
        }
        return from;
    }

    /** As {@link #resolve(String, String, Path, List)} with no {@code --hadith} values. */
    public static DataLocation resolve(String flag, String env, Path projectRoot) {
        return resolve(flag, env, projectRoot, List.of());
    }

    /**
     * Resolves the data directory, or fails with a message that lists every place tried and how to get
     * the data.
     *
     * @param flag        the --data value, or null
     * @param env         the value of $TAHQIQ_DATA, or null
     * @param projectRoot the repository root
     * @param hadith      the {@code --hadith} values, or empty for the data folder's own list ({@link HadithEditions})
     */
    public static DataLocation resolve(String flag, String env, Path projectRoot, List<String> hadith) {
        DataLocation d = find(flag, env, projectRoot);
        List<HadithEdition> editions = HadithEditions.resolve(d.root, hadith);
        return editions.equals(d.editions) ? d : new DataLocation(d.root, editions);
    }

    private static DataLocation find(String flag, String env, Path projectRoot) {
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

    /** Where the official hadith corpus file lies: the edition loaded when nothing else is said. */
    public Path hadith() {
        return root.resolve("Corpora/six_hadith_books.json");
    }

    /**
     * Every corpus file by the name its hash is recorded under (run records, specs, cache identities). The hadith
     * corpus as one official file keeps the name {@code six_hadith_books.json}; several editions (or one in another
     * layout) are named by position, name and reading, so that a different set or order never shares a name.
     */
    public Map<String, Path> corpusFiles() {
        Map<String, Path> out = new LinkedHashMap<>();
        out.put("quranic_verses.json", quran());
        if (editions.size() == 1 && editions.get(0).layout() == HadithLayout.OFFICIAL) {
            out.put("six_hadith_books.json", editions.get(0).file());
            return out;
        }
        for (int i = 0; i < editions.size(); i++) {
            HadithEdition e = editions.get(i);
            out.put("hadith " + (i + 1) + " " + e.name() + " (" + e.reading() + ")", e.file());
        }
        return out;
    }

    public Path devJsonl() {
        return root.resolve("dev_set/dev.jsonl");
    }

    public Path devTask(int task) {
        return root.resolve("dev_set/dev_task_" + task + ".tsv");
    }

    /** The official train answers (same schema as dev.jsonl); absent from a data folder that lacks them. */
    public Path trainJsonl() {
        return root.resolve("train_set/train.jsonl");
    }

    /** Whether the data folder holds the train answers ({@link TrainAnswers#read}). */
    public boolean hasTrainAnswers() {
        return Files.exists(trainJsonl());
    }

    public Path trainTask(int task) {
        return root.resolve("train_set/train_task_" + task + ".tsv");
    }
}
