package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.verify.RealData;
import org.tahqiq.verify.SchemaCheck;

/** {@code tahqiq verify} as a user runs it: real answers in, each format out, and every kind of bad input refused. */
class VerifyCommandTest extends CommandTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @BeforeEach
    void home() {
        // the repository root: indexes and the detector's model are cached where the CLI keeps them
        System.setProperty("tahqiq.home", RealData.ROOT.toString());
    }

    private Path devLines(int n, String name) throws Exception {
        DataLocation data = RealData.dataOrSkip();
        List<String> lines = Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8).subList(0, n);
        Path f = dir.resolve(name);
        Files.write(f, lines, StandardCharsets.UTF_8);
        return f;
    }

    private String data() {
        return RealData.dataOrSkip().root().toString();
    }

    @Test
    void jsonlInEachFormatOut() throws Exception {
        Path in = devLines(3, "three.jsonl");
        Path jsonl = Files.createDirectories(dir.resolve("out")).resolve("three.jsonl");
        assertEquals(0, run("verify", in.toString(), "--format", "jsonl", "--out", jsonl.toString(), "--data", data()), stderr);
        List<String> lines = Files.readAllLines(jsonl, StandardCharsets.UTF_8);
        assertEquals(3, lines.size());
        for (String l : lines) {
            assertEquals(List.of(), SchemaCheck.errors(l), l);
        }
        assertTrue(stderr.contains("tahqiq verify: 3 answer(s)"), stderr);
        String summary = stderr;

        assertEquals(0, run("verify", in.toString(), "--data", data(), "--quiet"), stderr);
        assertEquals("", stderr, "--quiet prints nothing on standard error");
        assertEquals(List.of(), SchemaCheck.errors(stdout), "json to standard output");
        JsonNode doc = MAPPER.readTree(stdout);
        // The summary line names the verdict as the JSON and the report do.
        assertTrue(summary.contains(", " + doc.get("summary").get("incorrect").asLong() + " incorrect, "), summary);
        assertEquals(3, doc.get("answers").size());
        assertEquals(MAPPER.readTree(lines.get(1)), doc.get("answers").get(1), "jsonl lines are the document's answers");

        Path html = dir.resolve("three.html");
        assertEquals(0, run("verify", in.toString(), "--format", "html", "--out", html.toString(), "--data", data()), stderr);
        String page = Files.readString(html, StandardCharsets.UTF_8);
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.endsWith("</html>\n"));
        assertEquals(3, page.split("<article ", -1).length - 1);
        assertTrue(page.startsWith("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"), "Arabic labels by default");
        assertEquals(0, run("verify", in.toString(), "--format", "html", "--lang", "en", "--out", html.toString(), "--data", data()), stderr);
        assertTrue(Files.readString(html, StandardCharsets.UTF_8).startsWith("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"));
        assertTrue(files(dir).stream().noneMatch(p -> p.getFileName().toString().startsWith(".")),
                "no scratch files left beside the report: " + files(dir));
    }

    /**
     * {@code --repair}: each answer carries its repaired text and edits (2.4) in JSONL, JSON and HTML; without it the
     * output is what it was (2.3, no repair); a mode other than mark or remove is refused with exit 2.
     */
    @Test
    void repairAddsTheRepairedAnswerToEachFormat() throws Exception {
        Path in = devLines(4, "four.jsonl");
        assertEquals(0, run("verify", in.toString(), "--format", "jsonl", "--data", data(), "--quiet"), stderr);
        String plain = stdout;
        assertEquals(0, run("verify", in.toString(), "--format", "jsonl", "--repair", "--data", data(), "--quiet"), stderr);
        String[] repaired = stdout.split("\n");
        String[] before = plain.split("\n");
        assertEquals(before.length, repaired.length);
        for (int i = 0; i < before.length; i++) {
            assertEquals(List.of(), SchemaCheck.errors(repaired[i]), repaired[i]);
            JsonNode r = MAPPER.readTree(repaired[i]);
            JsonNode p = MAPPER.readTree(before[i]);
            assertEquals("2.4", r.get("schema_version").asText());
            assertEquals("2.3", p.get("schema_version").asText(), "without --repair, the 2.3 output as before");
            assertTrue(!p.has("repair") && r.has("repair"));
            assertEquals("mark", r.get("repair").get("mode").asText(), "--repair alone marks");
            ((com.fasterxml.jackson.databind.node.ObjectNode) r).remove("repair");
            ((com.fasterxml.jackson.databind.node.ObjectNode) r).put("schema_version", "2.3");
            assertEquals(p, r, "the check itself is the same");
        }
        assertEquals(0, run("verify", in.toString(), "--repair=remove", "--data", data(), "--quiet"), stderr);
        JsonNode doc = MAPPER.readTree(stdout);
        assertEquals(List.of(), SchemaCheck.errors(stdout));
        assertEquals("2.4", doc.get("schema_version").asText());
        assertEquals("remove", doc.get("answers").get(0).get("repair").get("mode").asText());
        Path html = dir.resolve("four.html");
        assertEquals(0, run("verify", in.toString(), "--format", "html", "--repair", "--out", html.toString(), "--data", data()), stderr);
        assertTrue(Files.readString(html, StandardCharsets.UTF_8).contains("<section class=\"repair\">"));
        assertEquals(2, run("verify", in.toString(), "--repair", "fix", "--data", data()));
        assertTrue(stderr.contains("--repair takes mark or remove"), stderr);
        assertEquals(0, run("verify", in.toString(), "--format", "jsonl", "--repair", "--settle", "--data", data(), "--quiet"), stderr);
        for (String line : stdout.split("\n")) {
            assertEquals(List.of(), SchemaCheck.errors(line), line);
        }
        assertEquals(2, run("verify", in.toString(), "--settle", "--data", data()));
        assertTrue(stderr.contains("--settle goes with --repair"), stderr);
    }

    @Test
    void aPlainTextAnswer() throws Exception {
        Path in = dir.resolve("answer.txt");
        Files.writeString(in, "قال رسول الله صلى الله عليه وسلم: «إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى» رواه البخاري.",
                StandardCharsets.UTF_8);
        Path out = dir.resolve("answer.json");
        assertEquals(0, run("verify", in.toString(), "--out", out.toString(), "--data", data()), stderr);
        JsonNode doc = MAPPER.readTree(out.toFile());
        JsonNode a = doc.get("answers").get(0);
        assertEquals("answer", a.get("id").asText());
        assertEquals("matn", a.get("citations").get(0).get("spans").get(0).get("type").asText());
        assertEquals("correct", a.get("citations").get(0).get("spans").get(0).get("verdict").asText());
    }

    /** Exit 2, one line naming file, line and field (starting with {@code expected}), nothing written, the old output kept. */
    private void refused(byte[] input, String name, String expected) throws Exception {
        Path d = Files.createTempDirectory(dir, "case");
        Path in = d.resolve(name);
        Files.write(in, input);
        Path out = d.resolve("kept.json");
        Files.writeString(out, "old");
        assertEquals(Main.EXIT_BAD_INPUT, run("verify", in.toString(), "--out", out.toString(), "--data", data()), stderr);
        List<String> errLines = stderr.lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, errLines.size(), stderr);
        String want = "tahqiq: error: " + expected.replace("FILE", in.toString());
        assertTrue(errLines.get(0).startsWith(want), errLines.get(0) + "\n  expected: " + want);
        assertEquals("old", Files.readString(out), "the previous output is untouched");
        assertEquals(List.of(out, in).stream().sorted().toList(), files(d), "no partial or temporary file");
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void badInputEndsWithOneLineAndExitTwo() throws Exception {
        String good = "{\"id\":\"a\",\"answer\":\"قال تعالى: «قل هو الله أحد»\"}\n";
        refused(utf8(good + "{\"id\":\"b\",\"answer\":42}\n"), "types.jsonl", "FILE:2: field 'answer': must be a string, got number");
        refused(utf8(good + "{\"id\":\"b\",\"answer\":\"\"}\n"), "empty.jsonl", "FILE:2: field 'answer': the answer is empty");
        refused(utf8(" \n"), "empty.txt", "FILE: the answer is empty");
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(utf8(good + "{\"id\":\"b\",\"answer\":\""));
        b.write(0xC3);
        b.writeBytes(utf8("(\"}\n"));
        refused(b.toByteArray(), "latin.jsonl", "FILE:2: not UTF-8 text (byte 0xC3 at byte 21 of the line)");
        String big = "ا".repeat(5 * 1024 * 1024);
        refused(utf8(good + "{\"id\":\"big\",\"answer\":\"" + big + "\"}\n"), "big.jsonl",
                "FILE:2: field 'answer': the answer has " + big.length() + " characters; at most 100000 are checked");
        refused(utf8(good + good), "dup.jsonl", "FILE:2: field 'id': duplicate id 'a' (first on line 1)");
        refused(utf8(good + "{\"id\":\"b\",\"answer\":\"x\"\n"), "cut.jsonl",
                "FILE:2: malformed JSON at column");
    }

    @Test
    void aMissingFileOrABadOptionIsAUsageError() {
        assertEquals(Main.EXIT_BAD_INPUT, run("verify", dir.resolve("nope.jsonl").toString(), "--data", data()));
        assertEquals("tahqiq: error: " + dir.resolve("nope.jsonl") + ": no such file", stderr.strip());
        assertEquals(Main.EXIT_BAD_INPUT, run("verify", "--format", "pdf", "--data", data()));
        assertTrue(stderr.contains("--format takes json, jsonl, html, not 'pdf'"), stderr);
        assertEquals(Main.EXIT_BAD_INPUT, run("verify", "--format", "html", "--lang", "fr", "--data", data()));
        assertTrue(stderr.contains("--lang takes ar, en, not 'fr'"), stderr);
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
