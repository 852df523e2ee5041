package org.tahqiq.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code run.json}, written into every output folder: what produced the files beside it, so a folder can be traced to
 * its command, inputs and code long after the run.
 *
 * @param version  the tool's version
 * @param commit   the git commit of the code that ran ("unknown" outside a checkout), "+dirty" when it had changes
 * @param command  the command line
 * @param labelled whether the input carried gold (then scores.json is there)
 * @param inputs   each file read: its path and SHA-256
 */
public record RunRecord(String version, String commit, List<String> command, String subtask, boolean labelled, String time,
                        Map<String, FileRef> inputs) {

    public static final String FILE = "run.json";

    public record FileRef(String path, String sha256) {
    }

    public static RunRecord of(String version, String commit, List<String> command, String subtask, boolean labelled,
                               Map<String, Path> files, Map<String, String> hashes) {
        Map<String, FileRef> inputs = new LinkedHashMap<>();
        hashes.forEach((name, h) -> {
            Path p = files.get(name);
            inputs.put(name, new FileRef(p == null ? null : p.toAbsolutePath().toString(), h));
        });
        return new RunRecord(version, commit, command, subtask, labelled, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                inputs);
    }

    public void write(Path dir) throws IOException {
        Files.writeString(dir.resolve(FILE), RunSpec.MAPPER.writeValueAsString(this) + "\n");
    }

    public static RunRecord read(Path dir) throws IOException {
        return RunSpec.MAPPER.readValue(dir.resolve(FILE).toFile(), RunRecord.class);
    }
}
