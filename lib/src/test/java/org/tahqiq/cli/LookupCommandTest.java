package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.MiniData;

/** {@code tahqiq lookup} on a small data folder: each format, the query in several words, and one line for a bad one. */
class LookupCommandTest extends CommandTest {

    private String data;

    @BeforeEach
    void data() {
        data = MiniData.write(dir.resolve("data")).toString();
        System.setProperty("tahqiq.home", dir.toString()); // the snapshot is kept under this folder's results/cache
    }

    @Test
    void aReferencePrintsItsVersesOneALine() {
        assertEquals(0, run("lookup", "سورة", "الإخلاص", "--data", data), stderr);
        assertTrue(stdout.startsWith("«سورة الإخلاص»: the reference 112:1-4"), stdout);
        assertEquals(4, stdout.lines().filter(l -> l.matches("  \\(\\d\\) .*")).count(), stdout);
        assertEquals("", stderr);
    }

    @Test
    void jsonIsOneDocument() throws Exception {
        assertEquals(0, run("lookup", "صحيح البخاري 1", "--format", "json", "--data", data), stderr);
        JsonNode doc = new ObjectMapper().readTree(stdout);
        assertEquals("reference", doc.get("read_as").asText());
        JsonNode hit = doc.get("hits").get(0);
        assertEquals("hadith", hit.get("kind").asText());
        assertEquals(1, hit.get("number").asInt());
        assertEquals("bukhari", hit.get("collection_key").asText());
        assertTrue(hit.get("isnad").asText().length() > 0 && hit.get("matn").asText().length() > 0);
    }

    @Test
    void textIsSearchedAndItsDifferencesShown() {
        assertEquals(0, run("lookup", "-n", "2", "قل", "هو", "الله", "أحد", "الواحد", "--data", data), stderr);
        assertTrue(stdout.startsWith("«قل هو الله أحد الواحد»: searched as text, 2 hits"), stdout);
        assertTrue(stdout.contains("1. سورة الإخلاص 112:1  similarity "), stdout);
        assertTrue(stdout.contains("differs: only in the query: «الواحد»"), stdout);
        assertEquals(0, run("lookup", "--text", "سورة الإخلاص", "--data", data), stderr);
        assertTrue(stdout.startsWith("«سورة الإخلاص»: searched as text"), stdout);
    }

    @Test
    void anUnknownReferenceOrABadOptionIsOneLineAndExit2() {
        assertEquals(2, run("lookup", "الفاتحة 9", "--data", data));
        assertEquals("tahqiq: error: سورة الفاتحة (1) has 7 verses; there is no verse 9\n", stderr);
        assertEquals("", stdout);
        assertEquals(2, run("lookup", "112:4-1", "--data", data));
        assertEquals("tahqiq: error: range end 1 is before its start 4 (verses 1 to 4 are «1-4»)\n", stderr);
        assertEquals("", stdout);
        assertEquals(2, run("lookup", "صحيح مسلم 1", "--data", data));
        assertTrue(stderr.startsWith("tahqiq: error: no record is numbered 1: this edition has no standard hadith numbers; it numbers its "
                + "records across the six books, صحيح مسلم's as 2–2"), stderr);
        for (String[] args : new String[][] {{"lookup", "-n", "0", "الفاتحة"}, {"lookup", "-n", "51", "الفاتحة"},
                {"lookup", "--format", "xml", "الفاتحة"}, {"lookup", " "}, {"lookup"}, {"lookup", "hello"}}) {
            String[] withData = java.util.Arrays.copyOf(args, args.length + 2);
            withData[args.length] = "--data";
            withData[args.length + 1] = data;
            assertEquals(2, run(withData), String.join(" ", args));
            assertEquals(1, stderr.lines().count(), stderr);
            assertTrue(stderr.startsWith("tahqiq: error: "), stderr);
        }
        assertTrue(stderr.contains("has no Arabic words to search for"), stderr);
    }

    @Test
    void theSnapshotIsKeptUnderTheProjectsCache() {
        assertEquals(0, run("lookup", "الفاتحة 1", "--data", data), stderr);
        assertTrue(java.nio.file.Files.isDirectory(Path.of(dir.toString(), "results", "cache")), "cached for the next start");
    }
}
