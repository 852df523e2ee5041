package org.tahqiq.models;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.tahqiq.files.FileHash;
import org.tahqiq.dataset.InputException;

/**
 * The fitted models every command decides with, resolved once: the pinned ones in the jar (the {@code fitted} values of
 * {@code results/regression/<subtask>-dev.json} and Subtask 1's {@code model.bin.gz}), or a models folder written by
 * {@code ./tahqiq train --out DIR}. A folder holds {@value #SPEC} ({@link ModelsSpec}: format, version, the data it was
 * fitted on), one spec per subtask ({@code task1.json} ... {@code task4.json}, the same shape as a pinned spec, so
 * the same {@code fitted} keys are read) and Subtask 1's model ({@value #TASK1_MODEL}).
 *
 * <p>One process decides with one set of models: the CLI sets it per command ({@code --models DIR}), everything else
 * ({@code ./tahqiq} without the option, the notebooks, Spark's executors) takes {@code -D}{@value #PROPERTY}, else
 * {@code $}{@value #ENV}, else the pinned models.
 */
public final class Models {

    /** The folder's spec file. */
    public static final String SPEC = "models.json";
    /** Subtask 1's model file in a folder. */
    public static final String TASK1_MODEL = "task1-model.bin.gz";
    public static final String ENV = "TAHQIQ_MODELS";
    public static final String PROPERTY = "tahqiq.models";
    /** The subtasks a folder holds a spec of, in the order they are trained. */
    public static final List<String> SUBTASKS = List.of("task1", "task2", "task3", "task4");
    /** The fitted values each subtask's spec must hold: what the code reads. */
    static final Map<String, List<String>> REQUIRED = Map.of("task1", List.of("model"), "task2", List.of("thresholds"),
            "task3", List.of("rule", "ranking"), "task4", List.of("model"));

    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** The models the jar carries. */
    public static final Models PINNED = new Models(null, null, null);

    private static volatile Models current;

    private final Path folder;
    private final ModelsSpec spec;
    private final Map<String, FittedValues> specs;
    /** Values converted from the specs, once per models (thresholds are read in inner loops). */
    private final Map<String, Object> converted = new ConcurrentHashMap<>();

    private Models(Path folder, ModelsSpec spec, Map<String, FittedValues> specs) {
        this.folder = folder;
        this.spec = spec;
        this.specs = specs;
    }

    /** The models of this process: the last {@link #use}d, else {@link #fromEnvironment()}. */
    public static Models current() {
        Models m = current;
        if (m == null) {
            m = fromEnvironment();
            current = m;
        }
        return m;
    }

    /** The models set so far, unresolved (null: none yet), for {@link #restore} after a command run in-process. */
    public static Models inUse() {
        return current;
    }

    /** Puts back what {@link #inUse()} returned. */
    public static void restore(Models saved) {
        current = saved;
    }

    /** Decide with these models from now on (the CLI does, per command); returns them. */
    public static Models use(Models models) {
        current = models;
        return models;
    }

    /** Decide with the models folder {@code dir} from now on (for a notebook: {@code Models.use(Path.of("models"))}). */
    public static Models use(Path dir) {
        return use(of(dir));
    }

    /** The folder {@code -Dtahqiq.models} names, else the one {@code $TAHQIQ_MODELS} names, else the pinned models. */
    public static Models fromEnvironment() {
        String p = System.getProperty(PROPERTY);
        if (p == null || p.isBlank()) {
            p = System.getenv(ENV);
        }
        return p == null || p.isBlank() ? PINNED : of(Path.of(p));
    }

    /**
     * A models folder, checked whole before anything decides with it: its spec, each subtask's spec and the fitted
     * values the code reads, and Subtask 1's model file against the hash its spec records.
     *
     * @throws InputException naming the file at fault (one line)
     */
    public static Models of(Path dir) {
        Path specFile = dir.resolve(SPEC);
        if (!Files.isDirectory(dir)) {
            throw new InputException(dir, 0, "--models", "no such folder (write one with ./tahqiq train --out " + dir + ")");
        }
        if (!Files.isRegularFile(specFile)) {
            throw new InputException(specFile, 0, null, "missing: not a models folder (write one with ./tahqiq train --out "
                    + dir + ")");
        }
        ModelsSpec spec = ModelsSpec.read(specFile);
        Map<String, FittedValues> specs = new java.util.LinkedHashMap<>();
        for (String subtask : SUBTASKS) {
            Path f = dir.resolve(spec.subtasks().get(subtask));
            if (!Files.isRegularFile(f)) {
                throw new InputException(f, 0, null, "missing: " + SPEC + " in " + dir + " needs one spec per subtask ("
                        + String.join(", ", SUBTASKS) + ")");
            }
            FittedValues s = FittedValues.read(f);
            if (!subtask.equals(s.subtask())) {
                throw new InputException(f, 0, "subtask", "is '" + s.subtask() + "', expected '" + subtask + "'");
            }
            for (String key : REQUIRED.get(subtask)) {
                if (s.fitted().get(key) == null) {
                    throw new InputException(f, 0, "fitted." + key, "missing: the models folder has no such fitted value");
                }
            }
            specs.put(subtask, s);
        }
        Path model = dir.resolve(TASK1_MODEL);
        if (!Files.isRegularFile(model)) {
            throw new InputException(model, 0, null, "missing: Subtask 1's model of the models folder");
        }
        String expected = String.valueOf(specs.get("task1").fitted().get("model"));
        String actual = FileHash.sha256(model);
        if (!expected.equals(actual)) {
            throw new InputException(model, 0, null, "SHA-256 " + actual.substring(0, 12) + "... differs from task1.json's "
                    + "fitted.model " + expected.substring(0, Math.min(12, expected.length())) + "...: the file was replaced");
        }
        return new Models(dir.toAbsolutePath().normalize(), spec, Map.copyOf(specs));
    }

    /** Whether these are the models the jar carries. */
    public boolean pinned() {
        return folder == null;
    }

    /** The folder, or null for the pinned models. */
    public Path folder() {
        return folder;
    }

    /** The folder's spec, or null for the pinned models. */
    public ModelsSpec spec() {
        return spec;
    }

    /** A file of the folder, or null for the pinned models (which are jar resources). */
    public Path file(String name) {
        return folder == null ? null : folder.resolve(name);
    }

    /** What decides, in words: "the pinned models" or "the models in DIR". */
    public String text() {
        return folder == null ? "the pinned models" : "the models in " + folder;
    }

    /** A subtask's fitted values: those of the pinned dev spec, or of the folder's {@code <subtask>.json}. */
    public FittedValues spec(String subtask) {
        return folder == null ? FittedValues.resource(subtask + "-dev") : specs.get(subtask);
    }

    /** One fitted value of a subtask as its type, converted once; null when the spec has none. */
    @SuppressWarnings("unchecked")
    public <T> T fitted(String subtask, String key, Class<T> type) {
        Object v = once(subtask + "/" + key + "/" + type.getName(), () -> {
            FittedValues s = spec(subtask);
            if (s.fitted().get(key) == null) {
                return Absent.VALUE;
            }
            try {
                return s.fitted(key, type);
            } catch (IllegalArgumentException e) {
                // a hand-edited folder: name the file and the value (the pinned specs are checked by the build)
                throw new InputException(file(spec.subtasks().get(subtask)), 0, "fitted." + key,
                        "not a " + type.getSimpleName() + ": " + e.getMessage().lines().findFirst().orElse(""));
            }
        });
        return v == Absent.VALUE ? null : (T) v;
    }

    /**
     * A value built from these models once (e.g. Subtask 4's model with its decision rule). Not computeIfAbsent: a
     * value may be built from others of the same models.
     */
    @SuppressWarnings("unchecked")
    public <T> T once(String key, Supplier<T> build) {
        Object v = converted.get(key);
        if (v == null) {
            Object built = build.get();
            v = converted.putIfAbsent(key, built);
            if (v == null) {
                v = built;
            }
        }
        return (T) v;
    }

    private enum Absent { VALUE }

    /** Writes JSON as the folder's files are written. */
    static void writeJson(Object value, Path file) throws IOException {
        Files.writeString(file, MAPPER.writeValueAsString(value) + "\n");
    }

    @Override
    public String toString() {
        return text();
    }
}
