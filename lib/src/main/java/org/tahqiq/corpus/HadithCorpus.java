package org.tahqiq.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.InputException;

/** The six-books corpus ({@code six_hadith_books.json}). */
public final class HadithCorpus {

    private final List<Hadith> records;

    public HadithCorpus(List<Hadith> records) {
        this.records = List.copyOf(records);
    }

    public static HadithCorpus load(Path file) {
        JsonNode root = JsonCorpusFile.readArray(file);
        List<Hadith> out = new ArrayList<>(root.size());
        int i = 0;
        for (JsonNode n : root) {
            int id = JsonCorpusFile.integer(file, n, i, "hadithID");
            int book = JsonCorpusFile.integer(file, n, i, "BookID");
            String title = JsonCorpusFile.text(file, n, i, "title", false);
            String full = JsonCorpusFile.text(file, n, i, "hadithTxt", false);
            String matn = JsonCorpusFile.text(file, n, i, "Matn", false);
            boolean hasMatn = matn != null && !matn.isBlank() && !matn.strip().equals("None");
            if ((full == null || full.isBlank()) && !hasMatn) {
                throw new InputException(file, 0, "[" + i + "].hadithTxt", "record has neither hadithTxt nor Matn");
            }
            if (full == null || full.isBlank()) {
                full = matn;
            }
            final int index = i;
            HadithCollection c = HadithCollection.fromTitle(title)
                    .or(() -> HadithCollection.byBookId(book))
                    .orElseThrow(() -> new InputException(file, 0, "[" + index + "].BookID",
                            "unknown collection (BookID " + book + ", title '" + title + "')"));
            out.add(new Hadith(i, id, c, title, full, hasMatn ? matn : full, hasMatn));
            i++;
        }
        return new HadithCorpus(out);
    }

    public List<Hadith> records() {
        return records;
    }

    public Hadith get(int index) {
        return records.get(index);
    }

    public int size() {
        return records.size();
    }
}
