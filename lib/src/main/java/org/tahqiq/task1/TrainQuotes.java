package org.tahqiq.task1;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.dataset.Columns;
import org.tahqiq.files.FileHash;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;

/**
 * The verses and hadith of the train answers: the distinct Ayah and matn span texts of {@code train_task_4.tsv} (the
 * answers around them are not released). Where gold accepted a span the text is the quote as the model wrote it
 * (fragments, its own spelling and diacritics); where gold rejected it, the file writes the correction instead (all
 * 740 such rows equal their train_task_3.tsv correction), so these are authentic texts, never misquotes. The synthetic
 * answers can quote them in place of corpus text. Nothing here comes from the dev answers.
 *
 * @param ayah distinct Ayah span texts, in file order
 * @param matn distinct matn span texts, in file order
 * @param key  what they are, for naming what is trained on them ("none" when empty)
 */
public record TrainQuotes(List<String> ayah, List<String> matn, String key) {

    public static final TrainQuotes NONE = new TrainQuotes(List.of(), List.of(), "none");
    /** Span texts shorter than this many words are left out: a lone word is no quote to learn a span's shape from. */
    static final int MIN_WORDS = 3;

    public TrainQuotes {
        ayah = List.copyOf(ayah);
        matn = List.copyOf(matn);
    }

    public boolean isEmpty() {
        return ayah.isEmpty() || matn.isEmpty();
    }

    /** The span texts of a Subtask 4 TSV; {@link #NONE} when the file is not there. */
    public static TrainQuotes read(Path task4) {
        if (task4 == null || !Files.isRegularFile(task4)) {
            return NONE;
        }
        Tsv tsv = Tsv.read(task4).requireColumns(Columns.SPAN_TYPE, Columns.SPAN_TEXT);
        Set<String> ayah = new LinkedHashSet<>();
        Set<String> matn = new LinkedHashSet<>();
        for (Tsv.Row row : tsv.rows()) {
            String cell = row.get(Columns.SPAN_TEXT);
            // one line each: the synthetic writer lays out its own lines
            String text = cell == null ? "" : SyntheticAnswers.clean(cell);
            if (text.split(" ").length < MIN_WORDS) {
                continue;
            }
            SegmentType t = row.getSegmentType(Columns.SPAN_TYPE);
            if (t == SegmentType.AYAH) {
                ayah.add(text);
            } else if (t == SegmentType.MATN) {
                matn.add(text);
            }
        }
        List<String> parts = new ArrayList<>(ayah);
        parts.add("|matn|");
        parts.addAll(matn);
        return new TrainQuotes(new ArrayList<>(ayah), new ArrayList<>(matn), FileHash.sha256(parts));
    }
}
