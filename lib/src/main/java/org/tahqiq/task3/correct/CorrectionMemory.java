package org.tahqiq.task3.correct;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentType;

/**
 * The matn corrections the training labels give (every alternative of every non-خطأ train row): texts from the
 * official hadith corpus, spelled as gold spells them. Models misquote the same famous hadiths again and again,
 * and gold corrects them to the same texts, so these are strong candidates beside the corpus's own records —
 * and the only source for a hadith the stand-in corpus words differently or lacks (and for the verses gold
 * gives when a "hadith" was really a garbled verse). Only the corrections are used: the training release has
 * no misquoted span to pair them with (for an incorrect span, {@code train_task_4.tsv} writes the correction itself).
 *
 * @param texts     distinct texts (one per standardized form), in first-seen order
 * @param responses the responses the rows came from (reported when the memory overlaps the input it corrects)
 * @param source    where they came from, for reports ("" when empty)
 */
public record CorrectionMemory(List<Entry> texts, Set<String> responses, String source) {

    /**
     * @param text      the correction as gold writes it
     * @param rows      how many rows list it among their alternatives
     * @param responses the response of each of those rows, in file order: a row's own question must not be corrected
     *                  by its own gold ({@link Corrector})
     */
    public record Entry(String text, int rows, List<String> responses) {
        public Entry {
            responses = List.copyOf(responses);
            if (responses.size() != rows) {
                throw new IllegalArgumentException("a memory entry names the response of each of its " + rows + " rows, got "
                        + responses.size());
            }
        }

        /** The rows not from these responses: what the entry counts for a row whose own question they are. */
        public int rowsOutside(Set<String> excluded) {
            if (excluded.isEmpty()) {
                return rows;
            }
            int n = 0;
            for (String r : responses) {
                n += excluded.contains(r) ? 0 : 1;
            }
            return n;
        }
    }

    public static final CorrectionMemory EMPTY = new CorrectionMemory(List.of(), Set.of(), "");

    public CorrectionMemory {
        texts = List.copyOf(texts);
        responses = Set.copyOf(responses);
    }

    /** The memory's files when none are named: the data directory's train corrections, when present. */
    public static List<Path> defaultFiles(DataLocation data) {
        return Files.isRegularFile(data.trainTask(3)) ? List.of(data.trainTask(3)) : List.of();
    }

    /** The matn texts of a corrections file. */
    public static CorrectionMemory read(Path file) {
        return read(List.of(file));
    }

    /** The matn texts of several corrections files together (e.g. train and dev for the test phase). */
    public static CorrectionMemory read(List<Path> files) {
        List<Task3Row> rows = new ArrayList<>();
        files.forEach(f -> rows.addAll(Task3Row.read(f)));
        return of(rows, String.join(", ", files.stream().map(Path::toString).toList()));
    }

    public static CorrectionMemory of(List<Task3Row> rows, String source) {
        Map<String, String> first = new LinkedHashMap<>();
        Map<String, List<String>> from = new LinkedHashMap<>();
        Set<String> responses = new HashSet<>();
        for (Task3Row r : rows) {
            if (r.type() != SegmentType.MATN || r.isNoSource()) {
                continue;
            }
            responses.add(r.responseId());
            for (String alt : new java.util.LinkedHashSet<>(r.corrections())) {
                String key = Task3Standardizer.hadith(alt);
                if (key.isEmpty()) {
                    continue;
                }
                first.putIfAbsent(key, alt.strip());
                from.computeIfAbsent(key, x -> new ArrayList<>()).add(r.responseId());
            }
        }
        List<Entry> out = new ArrayList<>();
        first.forEach((k, t) -> out.add(new Entry(t, from.get(k).size(), from.get(k))));
        return new CorrectionMemory(out, responses, source);
    }

    public int size() {
        return texts.size();
    }
}
