package org.tahqiq.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tahqiq.dataset.HadithLayout;
import org.tahqiq.dataset.InputException;

/**
 * Reads one book in the {@link HadithLayout#HADITH_JSON} layout: {@code {metadata: {arabic: {title}}, chapters:
 * [{id, arabic}], hadiths: [{idInBook, chapterId, arabic}]}}. The collection is the one {@code metadata.arabic.title}
 * names (or the one the edition imposes); a record's number is its {@code idInBook}; its title is "collection -
 * chapter", as in the official file. The layout gives the narration in one field: the whole text serves as the matn,
 * as the official reader does for a record without one.
 */
final class HadithJsonFile {

    private HadithJsonFile() {
    }

    /**
     * @param collectionKey the collection every record belongs to, or null to read it from the file's metadata
     * @param first         the corpus index of the file's first record
     * @param edition       what the records' {@link Hadith#edition()} says
     */
    static List<Hadith> read(Path file, String collectionKey, int first, String edition) {
        JsonNode root = JsonCorpusFile.read(file);
        if (root == null || !root.isObject()) {
            throw new InputException(file, 0, null, "expected a JSON object {metadata, chapters, hadiths} (the "
                    + HadithLayout.HADITH_JSON.id() + " layout)");
        }
        HadithCollection collection = collection(file, root, collectionKey);
        Map<Integer, String> chapters = chapters(file, root.get("chapters"));
        JsonNode hadiths = root.get("hadiths");
        if (hadiths == null || !hadiths.isArray() || hadiths.isEmpty()) {
            throw new InputException(file, 0, "hadiths", "expected a non-empty array of records");
        }
        List<Hadith> out = new ArrayList<>(hadiths.size());
        for (int i = 0; i < hadiths.size(); i++) {
            String at = "hadiths[" + i + "]";
            JsonNode n = hadiths.get(i);
            if (!n.isObject()) {
                throw new InputException(file, 0, at, "expected a record object");
            }
            int number = JsonCorpusFile.integer(file, n, at, "idInBook");
            String text = JsonCorpusFile.text(file, n, at, "arabic", true);
            if (text.isBlank()) {
                throw new InputException(file, 0, at + ".arabic", "empty narration");
            }
            JsonNode chapterId = n.get("chapterId");
            String chapter = chapterId != null && chapterId.canConvertToInt() ? chapters.get(chapterId.asInt()) : null;
            String title = chapter == null ? collection.name() : collection.name() + " - " + chapter;
            out.add(new Hadith(first + i, number, collection, title, text, text, false, edition, HadithNumbering.STANDARD));
        }
        return out;
    }

    private static HadithCollection collection(Path file, JsonNode root, String key) {
        List<HadithCollection> six = HadithCollection.all().stream().filter(HadithCollection::inCorpus).toList();
        if (key != null) {
            return six.stream().filter(c -> c.key().equals(key)).findFirst().orElseThrow(() -> new InputException(file, 0,
                    "collection", "the edition's collection '" + key + "' is none of the six books (" + keys(six) + ")"));
        }
        JsonNode title = root.path("metadata").path("arabic").path("title");
        if (!title.isTextual() || title.asText().isBlank()) {
            throw new InputException(file, 0, "metadata.arabic.title", "missing: it names the book (or give the edition's "
                    + "collection: " + keys(six) + ")");
        }
        return HadithCollection.fromTitle(title.asText()).orElseThrow(() -> new InputException(file, 0,
                "metadata.arabic.title", "'" + title.asText() + "' names none of the six books (give the edition's "
                + "collection: " + keys(six) + ")"));
    }

    /** Chapter titles by id; the list is optional (records then have the collection alone as title). */
    private static Map<Integer, String> chapters(Path file, JsonNode list) {
        Map<Integer, String> out = new HashMap<>();
        if (list == null || list.isNull()) {
            return out;
        }
        if (!list.isArray()) {
            throw new InputException(file, 0, "chapters", "expected an array of {id, arabic}");
        }
        for (int i = 0; i < list.size(); i++) {
            String at = "chapters[" + i + "]";
            int id = JsonCorpusFile.integer(file, list.get(i), at, "id");
            String arabic = JsonCorpusFile.text(file, list.get(i), at, "arabic", false);
            if (arabic != null && !arabic.isBlank()) {
                out.put(id, arabic.strip());
            }
        }
        return out;
    }

    private static String keys(List<HadithCollection> collections) {
        return collections.stream().map(HadithCollection::key).collect(Collectors.joining(", "));
    }
}
