package org.tahqiq.code;

import java.util.List;

/**
 * The floors of the library, bottom to top: a class may use its own floor and the floors below, never one above.
 * {@link ArchitectureTest} holds the code to it and {@link ArchitecturePageTest} draws it into docs/architecture.md.
 */
final class Floors {

    /**
     * One floor.
     *
     * @param packages the packages, relative to {@code org.tahqiq}; a trailing ".." takes the sub-packages too
     */
    record Floor(String name, String holds, List<String> packages) {

        Floor(String name, String holds, String... packages) {
            this(name, holds, List.of(packages));
        }

        /** The packages as ArchUnit names them. */
        String[] identifiers() {
            return packages.stream().map(p -> "org.tahqiq." + p).toArray(String[]::new);
        }
    }

    static final String ROOT = "org.tahqiq";

    /** Bottom to top. */
    static final List<Floor> ALL = List.of(
            new Floor("base", "Arabic text, files, the release", "about", "files", "text.."),
            new Floor("data", "the data folder, the shared task's records, the corpora", "dataset", "corpus"),
            new Floor("stages", "references, retrieval, comparison, caches, fitted models", "attribution", "index", "compare",
                    "snapshot", "models"),
            new Floor("engines", "each subtask's decision, as the product runs it", "task1.analysis", "task1.detect",
                    "task2.rules", "task3.correct", "task4.features", "task4.judge"),
            new Floor("product", "checking any answer, finding a verse or hadith", "verify",
                    "verify.output", "verify.http", "lookup"),
            new Floor("shared task", "the subtask commands, their inputs, submissions, scorers, cross-validation, specs",
                    "subtask", "submit", "eval", "experiment", "task1", "task1.score", "task2", "task3", "task4"),
            new Floor("study", "tables, figures, sweeps, benches, the product's evaluation", "report", "sweep", "bench",
                    "verify.evaluate"),
            new Floor("cli", "the tahqiq command", "cli"));

    /** The name of the floor that ends the product: Spark and the MCP server use it and the floors below only. */
    static final String PRODUCT = "product";

    private Floors() {
    }

    static int indexOf(String name) {
        for (int i = 0; i < ALL.size(); i++) {
            if (ALL.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** The floors above {@code name}. */
    static List<Floor> above(String name) {
        return ALL.subList(indexOf(name) + 1, ALL.size());
    }

    /** {@code name} and the floors below it. */
    static List<Floor> upTo(String name) {
        return ALL.subList(0, indexOf(name) + 1);
    }

    static String[] identifiers(List<Floor> floors) {
        return floors.stream().flatMap(f -> java.util.Arrays.stream(f.identifiers())).toArray(String[]::new);
    }
}
