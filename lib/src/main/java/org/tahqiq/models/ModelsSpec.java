package org.tahqiq.models;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.InputException;

/**
 * A models folder's {@value Models#SPEC}: what was trained, by which code, on which files. The subtasks' own specs
 * ({@code task1.json} ...) hold the fitted values, settings and per-subtask input hashes; this file says what the
 * folder is as a whole.
 *
 * @param kind     always {@value #KIND}: a JSON file of another kind is refused by name
 * @param format   the folder's layout version ({@value #FORMAT}); a folder of another version is refused
 * @param version  the tahqiq version that trained it
 * @param commit   the git commit of the code that trained it ("unknown" outside a checkout)
 * @param trainOn  which labelled data the subtasks learnt from ("dev", or "dev+train" when {@code train.jsonl} was read)
 * @param settings the shared settings the fits ran with (folds, seed, k)
 * @param sizes    how much labelled data each subtask learnt from, by name (answers, scored rows)
 * @param data     SHA-256 of every file read, by file name (the corpora, dev.jsonl, the train label files)
 * @param subtasks the subtasks' spec files, by subtask
 */
public record ModelsSpec(String kind, int format, String version, String commit, String trainOn,
                         Map<String, Object> settings, Map<String, Integer> sizes, Map<String, String> data,
                         Map<String, String> subtasks) {

    public static final String KIND = "tahqiq-models";
    public static final int FORMAT = 1;

    public ModelsSpec {
        settings = settings == null ? Map.of() : new LinkedHashMap<>(settings);
        sizes = sizes == null ? Map.of() : new LinkedHashMap<>(sizes);
        data = data == null ? Map.of() : new LinkedHashMap<>(data);
        subtasks = subtasks == null ? Map.of() : new LinkedHashMap<>(subtasks);
    }

    /** Reads and checks the spec: its kind and format. */
    static ModelsSpec read(Path file) {
        ModelsSpec s;
        try {
            s = Models.MAPPER.readValue(file.toFile(), ModelsSpec.class);
        } catch (IOException e) {
            throw new InputException(file, 0, null, "not a models spec: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (!KIND.equals(s.kind())) {
            throw new InputException(file, 0, "kind", "is " + (s.kind() == null ? "missing" : "'" + s.kind() + "'")
                    + ", expected '" + KIND + "': not a models spec");
        }
        if (s.format() != FORMAT) {
            throw new InputException(file, 0, "format", "is " + s.format() + "; this tahqiq reads format " + FORMAT
                    + " (train the folder again with this version: ./tahqiq train --out DIR)");
        }
        if (!s.subtasks().keySet().containsAll(Models.SUBTASKS)) {
            List<String> missing = Models.SUBTASKS.stream().filter(t -> !s.subtasks().containsKey(t)).toList();
            throw new InputException(file, 0, "subtasks", "lacks " + String.join(", ", missing));
        }
        return s;
    }

    /** Writes the spec into a folder. */
    public void write(Path dir) throws IOException {
        Models.writeJson(this, dir.resolve(Models.SPEC));
    }
}
