package org.tahqiq.task4;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;
import org.tahqiq.index.Retrieval;

/**
 * Assembles a run's rows: the input, and the labelled rows that may teach the model — train_task_4.tsv joined with the
 * dev questions, and, when the input is not the dev file itself, the dev rows too (the test phase). A labelled row
 * whose key is also an input row is never used (the input's own labels would leak).
 */
public final class RelevanceSetup {

    private RelevanceSetup() {
    }

    /**
     * The labelled rows beside {@code input}: train (when present; questions from dev.jsonl when present), plus dev
     * (when both dev files are present) unless the input is dev_task_4.tsv.
     */
    public static List<RelevanceRow> labelled(DataLocation data, RelevanceInput input) {
        boolean devText = Files.isRegularFile(data.devJsonl());
        List<Response> dev = devText ? DevJsonlReader.read(data.devJsonl()) : List.of();
        List<RelevanceRow> out = new ArrayList<>();
        Path train = data.trainTask(4);
        if (Files.isRegularFile(train)) {
            out.addAll(TrainingRows.join(train, dev));
        }
        Path devTsv = data.devTask(4);
        if (devText && Files.isRegularFile(devTsv) && !sameFile(devTsv, input.source())) {
            out.addAll(RelevanceInput.read(devTsv, data.devJsonl()).rows());
        }
        Set<RelevanceKey> own = new HashSet<>();
        input.rows().forEach(r -> own.add(r.key()));
        out.removeIf(r -> own.contains(r.key()));
        return out;
    }

    public static RelevanceData data(DataLocation data, RelevanceInput input, Retrieval retrieval) {
        CitationResolver resolver = new CitationResolver(retrieval, CorpusTerms.of(retrieval.quran(), retrieval.hadith()));
        return RelevanceData.of(input.rows(), labelled(data, input), resolver);
    }

    static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }
}
