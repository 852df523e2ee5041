package org.tahqiq.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.testing.EditionSamples;
import org.tahqiq.testing.MiniData;

/** Which editions a run loads: --hadith, else the data folder's tahqiq.json, else the official file; and bad settings. */
class HadithEditionsTest {

    @TempDir
    Path dir;

    private Path data;
    private Path official;
    private Path json;

    @BeforeEach
    void setUp() throws Exception {
        data = MiniData.write(dir.resolve("data"));
        official = data.resolve("Corpora/six_hadith_books.json");
        json = Files.copy(EditionSamples.HADITH_JSON, Files.createDirectories(data.resolve("extra")).resolve("bukhari.json"));
    }

    private DataLocation resolve(String... flags) {
        return DataLocation.resolve(data.toString(), null, dir, List.of(flags));
    }

    private void config(String json) throws Exception {
        Files.writeString(data.resolve(HadithEditions.CONFIG), json);
    }

    @Test
    void withoutSettingsTheOfficialFileAloneUnderItsUsualName() {
        DataLocation d = resolve();
        assertEquals(new DataLocation(data), d);
        assertEquals(List.of(HadithEdition.official(official)), d.editions());
        assertEquals(List.of("quranic_verses.json", "six_hadith_books.json"), List.copyOf(d.corpusFiles().keySet()),
                "the names run records, specs and caches knew before editions");
    }

    @Test
    void theConfigListsEditionsInOrderRelativeToTheDataFolder() throws Exception {
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\"},"
                + " {\"file\": \"extra/bukhari.json\", \"name\": \"sunnah\", \"collection\": \"bukhari\"}]}");
        DataLocation d = resolve();
        assertEquals(List.of(new HadithEdition("six_hadith_books", official, HadithLayout.OFFICIAL, null),
                new HadithEdition("sunnah", json, HadithLayout.HADITH_JSON, "bukhari")), d.editions(),
                "names default to the file's; the layout is told by the file's first character");
        assertEquals(List.of("quranic_verses.json", "hadith 1 six_hadith_books (official)",
                "hadith 2 sunnah (hadith-json, collection bukhari)"), List.copyOf(d.corpusFiles().keySet()));

        config("{\"hadith\": [{\"file\": \"extra/bukhari.json\", \"layout\": \"hadith-json\"}]}");
        DataLocation alone = resolve();
        assertEquals(List.of(new HadithEdition("bukhari", json, HadithLayout.HADITH_JSON, null)), alone.editions());
        assertEquals(List.of("quranic_verses.json", "hadith 1 bukhari (hadith-json)"), List.copyOf(alone.corpusFiles().keySet()),
                "one edition in another layout is not the official file: named so its caches stay apart");

        config("{}");
        assertEquals(new DataLocation(data), resolve(), "a config without a hadith list changes nothing");
    }

    @Test
    void theOptionReplacesTheConfigsList() throws Exception {
        config("{\"hadith\": [{\"file\": \"extra/bukhari.json\"}]}");
        DataLocation d = resolve(official.toString(), "sunnah=" + json);
        assertEquals(List.of(HadithEdition.official(official), new HadithEdition("sunnah", json, HadithLayout.HADITH_JSON, null)),
                d.editions());
        config("{not json");
        assertEquals(d, resolve(official.toString(), "sunnah=" + json), "the config is not even read");
    }

    @Test
    void theOrderOfEditionsIsPartOfTheirNames() {
        DataLocation ab = resolve(official.toString(), json.toString());
        DataLocation ba = resolve(json.toString(), official.toString());
        assertNotEquals(ab.corpusFiles().keySet(), ba.corpusFiles().keySet());
        assertEquals("bukhari", ab.editions().get(1).name());
    }

    @Test
    void badOptionValuesNameTheOption() throws Exception {
        Path missing = dir.resolve("nope.json");
        assertProblem(() -> resolve(missing.toString()), "--hadith " + missing + ": not found");
        assertProblem(() -> resolve("x=" + missing), "--hadith " + missing + ": not found");
        assertProblem(() -> resolve(dir.toString()), "--hadith " + dir + ": is a folder");
        assertProblem(() -> resolve(official.toString(), "six_hadith_books=" + json), "a second edition named 'six_hadith_books'");
        Path text = Files.writeString(dir.resolve("notes.json"), "hadith: none");
        assertProblem(() -> resolve(text.toString()), "cannot tell the layout");
        assertProblem(() -> resolve("a\tb=" + json), "control characters");
    }

    @Test
    void badConfigsAreLocatedInTheConfig() throws Exception {
        String file = data.resolve(HadithEditions.CONFIG).toString();
        config("{\"hadith\": [\n{\"file\": \"x.json\",}]}");
        assertProblem(this::resolve, file + ":2: malformed JSON");
        config("[]");
        assertProblem(this::resolve, file + ": expected a JSON object");
        config("{\"hadiths\": []}");
        assertProblem(this::resolve, file + ": field 'hadiths': unknown setting");
        config("{\"hadith\": []}");
        assertProblem(this::resolve, file + ": field 'hadith': expected a non-empty list");
        config("{\"hadith\": [\"Corpora/six_hadith_books.json\"]}");
        assertProblem(this::resolve, file + ": field 'hadith[0]': expected an object");
        config("{\"hadith\": [{\"name\": \"x\"}]}");
        assertProblem(this::resolve, file + ": field 'hadith[0].file': missing");
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\", \"path\": \"x\"}]}");
        assertProblem(this::resolve, file + ": field 'hadith[0].path': unknown key");
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\"}, {\"file\": \"nope.json\"}]}");
        assertProblem(this::resolve, file + ": field 'hadith[1].file': hadith file " + data.resolve("nope.json") + " not found");
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\", \"layout\": \"sunnah\"}]}");
        assertProblem(this::resolve, file + ": field 'hadith[0].layout': unknown layout 'sunnah' (known: official, hadith-json)");
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\", \"collection\": \"bukhari\"}]}");
        assertProblem(this::resolve, file + ": field 'hadith[0].collection': only for the hadith-json layout");
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\"}, {\"file\": \"extra/bukhari.json\", "
                + "\"name\": \"six_hadith_books\"}]}");
        assertProblem(this::resolve, file + ": field 'hadith[1].name': another edition is already named 'six_hadith_books'");
        config("{\"hadith\": [{\"file\": \"Corpora/six_hadith_books.json\", \"name\": 7}]}");
        assertProblem(this::resolve, file + ": field 'hadith[0].name': expected a non-empty string");
    }

    private static void assertProblem(org.junit.jupiter.api.function.Executable run, String expected) {
        InputException e = assertThrows(InputException.class, run);
        assertTrue(e.getMessage().startsWith(expected) || e.getMessage().contains(expected), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), "one line: " + e.getMessage());
    }
}
