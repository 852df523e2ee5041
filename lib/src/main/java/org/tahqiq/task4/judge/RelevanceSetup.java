package org.tahqiq.task4.judge;

import org.tahqiq.task4.features.CitationResolver;
import org.tahqiq.task4.features.CorpusTerms;
import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceInput;
import org.tahqiq.task4.features.RelevanceKey;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.features.TrainingRows;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.TextFiles;
import org.tahqiq.index.Retrieval;

/**
 * Assembles a run's rows: the input, and the labelled rows that may teach the model — train_task_4.tsv joined with the
 * dev questions, and, when the input is not the dev file itself, the dev rows too (the test phase). A labelled row
 * whose key is also an input row is never used (the input's own labels would leak), and the rows of a question the
 * input withholds (the lockbox) take part without their labels.
 */
public final class RelevanceSetup {

    private RelevanceSetup() {
    }

    /**
     * The labelled rows beside {@code input}: train (when present; questions from dev.jsonl when present), plus dev
     * (when both dev files are present) unless the input is dev_task_4.tsv.
     */
    public static List<RelevanceRow> labelled(DataLocation data, RelevanceInput input) {
        return labelled(data, input, List.of());
    }

    /** As {@link #labelled(DataLocation, RelevanceInput)}, the train rows joined with the train answers too. */
    public static List<RelevanceRow> labelled(DataLocation data, RelevanceInput input, List<Response> trainAnswers) {
        boolean devText = Files.isRegularFile(data.devJsonl());
        List<Response> dev = devText ? DevJsonlReader.read(data.devJsonl()) : List.of();
        List<RelevanceRow> out = new ArrayList<>();
        Path train = data.trainTask(4);
        if (Files.isRegularFile(train)) {
            out.addAll(TrainingRows.join(train, dev, trainAnswers));
        }
        Path devTsv = data.devTask(4);
        if (devText && Files.isRegularFile(devTsv) && !TextFiles.sameFile(devTsv, input.source())) {
            out.addAll(RelevanceInput.read(devTsv, data.devJsonl()).rows());
        }
        Set<RelevanceKey> own = new HashSet<>();
        input.rows().forEach(r -> own.add(r.key()));
        out.removeIf(r -> own.contains(r.key()));
        // A withheld question's answers still show what they quote (label-free co-citation), never how it was labelled.
        out.replaceAll(r -> input.withheld().contains(r.questionId()) ? r.withLabel(null) : r);
        return out;
    }

    public static RelevanceData data(DataLocation data, RelevanceInput input, Retrieval retrieval) {
        return data(data, input, retrieval, List.of());
    }

    /** The run's rows, the train rows joined with {@code trainAnswers} (none: as without train.jsonl). */
    public static RelevanceData data(DataLocation data, RelevanceInput input, Retrieval retrieval, List<Response> trainAnswers) {
        CitationResolver resolver = new CitationResolver(retrieval, CorpusTerms.of(retrieval.quran(), retrieval.hadith()));
        return RelevanceData.of(input.rows(), labelled(data, input, trainAnswers), resolver);
    }

    /**
     * The lockbox's rows as the input, with the labelled rows of the working part: its input rows, and the labelled
     * files' rows of its questions (the lockbox questions' own rows there keep their place without their labels).
     */
    public static RelevanceData heldOutData(DataLocation data, RelevanceInput held, List<RelevanceRow> working,
                                            Retrieval retrieval, List<Response> trainAnswers) {
        Set<String> lockbox = new HashSet<>();
        held.rows().forEach(r -> lockbox.add(r.questionId()));
        RelevanceInput asInput = new RelevanceInput(held.source(), held.jsonl(), held.rows(), lockbox);
        List<RelevanceRow> labelled = new ArrayList<>(labelled(data, asInput, trainAnswers));
        Set<RelevanceKey> present = new HashSet<>();
        labelled.forEach(r -> present.add(r.key()));
        working.stream().filter(r -> !present.contains(r.key())).forEach(labelled::add);
        CitationResolver resolver = new CitationResolver(retrieval, CorpusTerms.of(retrieval.quran(), retrieval.hadith()));
        return RelevanceData.of(held.rows(), labelled, resolver);
    }

    /** The labelled dev rows beside the input (the working part when the lockbox is scored) outside {@code without}. */
    public static List<Integer> workingRows(RelevanceData data, Set<String> without) {
        List<Integer> out = new ArrayList<>();
        for (int i = data.inputSize(); i < data.rows().size(); i++) {
            RelevanceRow r = data.rows().get(i);
            if (r.origin() == Origin.DEV && r.hasGold() && !without.contains(r.questionId())) {
                out.add(i);
            }
        }
        return out;
    }
}
