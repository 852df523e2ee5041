package org.tahqiq.experiment;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.files.FileHash;
import org.tahqiq.dataset.InputException;
import org.tahqiq.subtask.Spread;

/**
 * A pinned experiment, Anserini style: one file holding what a run ran with, the hashes of the files it read, the
 * values it fitted and the scores it reached. {@code ./tahqiq taskN --regression FILE} writes it from what actually
 * ran; {@code ./tahqiq run FILE} re-runs it and checks every score; the dev integration test does the same. The
 * fitted values of the dev specs are also the defaults for unlabelled input ({@link #resource}), so no fitted number
 * is pasted into Java.
 *
 * @param subtask     the command, e.g. "task2"
 * @param args        the subtask's own arguments, with paths under the data folder written {@code ${data}/...}
 * @param settings    the shared settings: folds, seed, foldSeeds, k
 * @param config      what else the run used (grids, switches)
 * @param fitted      values fitted on all labelled rows, for unlabelled input
 * @param inputs      SHA-256 of every file read, by name ("none" for an option left empty)
 * @param scores      official scores at the first fold seed
 * @param rows        per score, the rows it is computed over
 * @param repeated    each score's spread over the fold seeds
 * @param lockbox     for a {@code --lockbox} run, the held-out questions' scores ({@link org.tahqiq.subtask.HeldOut#toJson}:
 *                    {@code scores}, {@code rows}, {@code byFoldFit}, sizes); null otherwise
 * @param checks      further figures the run was asked for ({@link org.tahqiq.subtask.Subtask#checks}), e.g. the share of
 *                    the train answers' accepted matn quotes called correct; left out of the file when there are none
 */
public record RunSpec(String subtask, String description, List<String> args, Map<String, Object> settings,
                      Map<String, Object> config, Map<String, Object> fitted, Map<String, String> inputs,
                      Map<String, Object> scores, Map<String, Integer> rows, Map<String, Spread> repeated,
                      Map<String, Object> lockbox, @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Object> checks) {

    public static final String DATA = "${data}";
    /** Where the jar carries the specs of {@code results/regression/}. */
    static final String RESOURCES = "/org/tahqiq/regression/";
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final double TOLERANCE = 1e-9;

    public RunSpec {
        args = List.copyOf(args);
        settings = new LinkedHashMap<>(settings);
        config = new LinkedHashMap<>(config);
        fitted = new LinkedHashMap<>(fitted);
        inputs = new LinkedHashMap<>(inputs);
        scores = new LinkedHashMap<>(scores);
        rows = rows == null ? new LinkedHashMap<>() : new LinkedHashMap<>(rows);
        repeated = new LinkedHashMap<>(repeated);
        lockbox = lockbox == null ? null : new LinkedHashMap<>(lockbox);
        checks = checks == null ? new LinkedHashMap<>() : new LinkedHashMap<>(checks);
    }

    /** A spec without further checks. */
    public RunSpec(String subtask, String description, List<String> args, Map<String, Object> settings,
                   Map<String, Object> config, Map<String, Object> fitted, Map<String, String> inputs,
                   Map<String, Object> scores, Map<String, Integer> rows, Map<String, Spread> repeated,
                   Map<String, Object> lockbox) {
        this(subtask, description, args, settings, config, fitted, inputs, scores, rows, repeated, lockbox, null);
    }

    /** A spec without a lockbox. */
    public RunSpec(String subtask, String description, List<String> args, Map<String, Object> settings,
                   Map<String, Object> config, Map<String, Object> fitted, Map<String, String> inputs,
                   Map<String, Object> scores, Map<String, Integer> rows, Map<String, Spread> repeated) {
        this(subtask, description, args, settings, config, fitted, inputs, scores, rows, repeated, null, null);
    }

    /** The lockbox's official scores (empty when the spec has no lockbox). */
    @SuppressWarnings("unchecked")
    public Map<String, Object> lockboxScores() {
        return lockbox == null ? Map.of() : (Map<String, Object>) lockbox.getOrDefault("scores", Map.of());
    }

    /** Hashes of the named files (null: not used, recorded as "none"), then of the corpora (when data was used). */
    public static Map<String, String> hashes(DataLocation data, Map<String, Path> files) {
        Map<String, String> out = new LinkedHashMap<>();
        files.forEach((name, f) -> out.put(name, f == null ? "none" : FileHash.sha256(f)));
        if (data == null) {
            return out;
        }
        data.corpusFiles().forEach((name, f) -> out.put(name, FileHash.sha256(f)));
        return out;
    }

    public static RunSpec read(Path file) {
        try {
            return MAPPER.readValue(file.toFile(), RunSpec.class);
        } catch (IOException e) {
            throw new InputException(file, 0, null, "not a run spec: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** A spec the jar carries (from {@code results/regression/NAME.json}), e.g. the pinned dev run of a subtask. */
    public static RunSpec resource(String name) {
        try (InputStream in = RunSpec.class.getResourceAsStream(RESOURCES + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("the jar carries no spec " + name + " (results/regression/" + name + ".json)");
            }
            return MAPPER.readValue(in, RunSpec.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One fitted value converted to its type (a record such as the thresholds). */
    public <T> T fitted(String key, Class<T> type) {
        Object v = fitted.get(key);
        if (v == null) {
            throw new IllegalStateException("spec of " + subtask + " has no fitted value '" + key + "'");
        }
        return MAPPER.convertValue(v, type);
    }

    /** A value as a spec stores it (records and arrays become maps and lists). */
    public static Object plain(Object value) {
        return MAPPER.convertValue(value, new TypeReference<Object>() { });
    }

    public void write(Path file) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Files.writeString(abs, MAPPER.writeValueAsString(this) + "\n");
    }

    /** Whether this spec was made on exactly these files. */
    public boolean appliesTo(Map<String, String> hashes) {
        return inputs.equals(hashes);
    }

    /** Whether re-running needs the data folder: it read the corpora or files under it. */
    public boolean needsData() {
        return inputs.containsKey("quranic_verses.json") || args.stream().anyMatch(a -> a.contains(DATA));
    }

    /** The arguments that re-run this spec on the given data folder (null when it needs none). */
    public List<String> commandLine(DataLocation data) {
        List<String> out = new ArrayList<>();
        out.add(subtask);
        settings.forEach((k, v) -> {
            out.add(SETTING_FLAGS.getOrDefault(k, "--" + k));
            out.add(String.valueOf(v));
        });
        for (String a : args) {
            out.add(data == null ? a : a.replace(DATA, data.root().toString()));
        }
        return out;
    }

    /** The shared settings and the flags that set them. */
    public static final Map<String, String> SETTING_FLAGS = Map.of("folds", "--folds", "seed", "--seed",
            "foldSeeds", "--fold-seeds", "k", "-k");

    /** A metric checked against its pin. */
    public record Check(String metric, double expected, double actual, boolean ok) {

        public String line() {
            return String.format(Locale.ROOT, "%-4s %-48s expected %.6f, got %.6f", ok ? "OK" : "FAIL", metric, expected, actual);
        }
    }

    /**
     * Every pinned score, every pinned spread's mean, min and max, every lockbox score and every further check against
     * a new run's.
     */
    public List<Check> check(RunSpec now) {
        List<Check> out = check(now.scores(), now.repeated());
        Map<String, Object> held = now.lockboxScores();
        lockboxScores().forEach((k, v) -> {
            if (v instanceof Number) {
                out.add(check(k + " (lockbox)", v, held.get(k)));
            }
        });
        checks.forEach((k, v) -> {
            if (v instanceof Number) {
                out.add(check(k + " (check)", v, now.checks().get(k)));
            }
        });
        return out;
    }

    /** Every pinned score and every pinned spread's mean, min and max against a new run's. */
    public List<Check> check(Map<String, Object> newScores, Map<String, Spread> newRepeated) {
        List<Check> out = new ArrayList<>();
        scores.forEach((k, v) -> out.add(check(k, v, newScores.get(k))));
        repeated.forEach((k, s) -> {
            Spread n = newRepeated.get(k);
            out.add(check(k + " (mean over " + s.seeds() + " fold seeds)", s.mean(), n == null ? null : n.mean()));
            out.add(check(k + " (min)", s.min(), n == null ? null : n.min()));
            out.add(check(k + " (max)", s.max(), n == null ? null : n.max()));
        });
        return out;
    }

    private static Check check(String metric, Object expected, Object actual) {
        double e = ((Number) expected).doubleValue();
        double a = actual instanceof Number n ? n.doubleValue() : Double.NaN;
        return new Check(metric, e, a, Math.abs(e - a) <= TOLERANCE);
    }
}
