package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.testing.EditionSamples;
import org.tahqiq.verify.RealData;
import org.tahqiq.verify.SchemaCheck;

/**
 * Three editions at once on the real data: the stand-in, a hadith-json book and a small official-layout file, through
 * task2, task3 and verify. A quote worded as one of the small editions words it is judged against that edition, and
 * the evidence names it; with the stand-in alone the same quote is not found.
 */
class HadithEditionsCommandTest extends CommandTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String ANSWER = "قال رسول الله صلى الله عليه وسلم: \"" + EditionSamples.JSON_QUOTE + "\" رواه البخاري.";

    private DataLocation data;

    @BeforeEach
    void home() {
        // the repository root: indexes are cached where the CLI keeps them (one entry per edition set)
        System.setProperty("tahqiq.home", RealData.ROOT.toString());
        data = RealData.dataOrSkip();
    }

    /** The command with --data and the three editions. */
    private int runWithEditions(String... args) {
        List<String> all = new ArrayList<>(Arrays.asList(args));
        all.addAll(List.of("--data", data.root().toString(), "--hadith", data.hadith().toString(),
                "--hadith", "json-sample=" + EditionSamples.HADITH_JSON, "--hadith", "official-sample=" + EditionSamples.OFFICIAL));
        return run(all.toArray(String[]::new));
    }

    /** One response citing {@link #ANSWER}'s hadith: its matn and claimed source, offsets in code points (all BMP). */
    private Path task2Input() throws Exception {
        ObjectNode r = MAPPER.createObjectNode();
        r.put("id", "R1").put("question_id", "Q1").put("question", "ما حق المسلم على أخيه؟").put("generated_answer", ANSWER);
        ObjectNode a = r.putArray("annotations").addObject();
        a.put("annotation_id", 1).put("label", "Hadith");
        ArrayNode segments = a.putArray("segments");
        int matn = ANSWER.indexOf(EditionSamples.JSON_QUOTE);
        segments.addObject().put("type", "matn").put("span_start", matn).put("span_end", matn + EditionSamples.JSON_QUOTE.length());
        int source = ANSWER.indexOf("رواه البخاري");
        segments.addObject().put("type", "claimed_source").put("span_start", source).put("span_end", source + "رواه البخاري".length());
        Path f = dir.resolve("one.jsonl");
        Files.writeString(f, MAPPER.writeValueAsString(r) + "\n", StandardCharsets.UTF_8);
        return f;
    }

    private static List<String[]> rows(Path tsv) throws Exception {
        return Files.readAllLines(tsv, StandardCharsets.UTF_8).stream().skip(1).map(l -> l.split("\t", -1)).toList();
    }

    @Test
    void task2JudgesTheQuoteAgainstTheEditionWordingIt() throws Exception {
        Path in = task2Input();
        Path out = dir.resolve("task2");
        assertEquals(0, runWithEditions("task2", "--input", in.toString(), "--out", out.toString(), "--quiet"), stderr);
        List<String[]> preds = rows(out.resolve("predictions.tsv"));
        assertEquals(List.of("R1 1 matn correct", "R1 1 claimed_source correct"),
                preds.stream().map(p -> String.join(" ", p)).toList());
        String[] matn = rows(out.resolve("evidence.tsv")).get(0);
        assertEquals("صحيح البخاري #13 (json-sample)", matn[7], "the evidence names the edition that matched");
        assertTrue(matn[8].startsWith("quoted word for word in صحيح البخاري #13 (json-sample);"), matn[8]);
        JsonNode record = MAPPER.readTree(out.resolve("run.json").toFile());
        assertTrue(record.toString().contains("hadith 2 json-sample (hadith-json)"), "run.json records every edition: " + record);

        Path alone = dir.resolve("task2-alone");
        assertEquals(0, run("task2", "--input", in.toString(), "--out", alone.toString(), "--quiet", "--data", data.root().toString()),
                stderr);
        assertEquals("R1 1 matn incorrect", String.join(" ", rows(alone.resolve("predictions.tsv")).get(0)),
                "the stand-in alone does not hold this wording");
        assertFalse(rows(alone.resolve("evidence.tsv")).get(0)[7].contains("("), "one edition: references as they always were");
    }

    @Test
    void task3ProposesTheMatnOfTheEditionHoldingIt() throws Exception {
        Path in = dir.resolve("task3.tsv");
        Files.writeString(in, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\n"
                + "R1\t1\tmatn\tالمسلم من سلم الناس من لسانه والمهاجر من هجر الخطايا\n", StandardCharsets.UTF_8);
        Path out = dir.resolve("task3");
        assertEquals(0, runWithEditions("task3", "--input", in.toString(), "--out", out.toString(), "--quiet"), stderr);
        assertEquals(EditionSamples.OFFICIAL_MATN, rows(out.resolve("predictions.tsv")).get(0)[3]);
        assertEquals("صحيح البخاري #10 (official-sample)", rows(out.resolve("evidence.tsv")).get(0)[6]);
    }

    @Test
    void verifyNamesTheEditionInTheEvidence() throws Exception {
        Path in = Files.writeString(dir.resolve("answer.txt"), ANSWER, StandardCharsets.UTF_8);
        assertEquals(0, runWithEditions("verify", in.toString(), "--quiet"), stderr);
        assertEquals(List.of(), SchemaCheck.errors(stdout), "the output keeps to the schema");
        JsonNode matn = MAPPER.readTree(stdout).get("answers").get(0).get("citations").get(0).get("spans").get(0);
        assertEquals("matn", matn.get("type").asText());
        assertEquals("correct", matn.get("verdict").asText());
        JsonNode evidence = matn.get("evidence");
        assertEquals("صحيح البخاري 13 (json-sample)", evidence.get("reference").asText(), "idInBook is the standard number");
        assertEquals("{\"collection\":\"صحيح البخاري\",\"number\":13,\"numbering\":\"standard\",\"edition\":\"json-sample\"}",
                evidence.get("hadith").toString());
    }

    /** The stand-in's number for «الطهور شطر الإيمان» is its own record id (Muslim 223 in the usual numbering). */
    @Test
    void verifySaysAnEditionsOwnIdIsNotAStandardNumber() throws Exception {
        Path in = Files.writeString(dir.resolve("muslim.txt"), "عن أبي مالك الأشعري قال: قال رسول الله ﷺ: «الطهور شطر "
                + "الإيمان والحمد لله تملأ الميزان» رواه مسلم.", StandardCharsets.UTF_8);
        assertEquals(0, run("verify", in.toString(), "--quiet", "--data", data.root().toString()), stderr);
        assertEquals(List.of(), SchemaCheck.errors(stdout), "the output keeps to the schema");
        JsonNode spans = MAPPER.readTree(stdout).get("answers").get(0).get("citations").get(0).get("spans");
        JsonNode evidence = spans.get(0).get("evidence");
        assertEquals("isnad", spans.get(1).get("type").asText());
        assertEquals("صحيح مسلم, record 7879 of this edition", spans.get(1).get("evidence").get("reference").asText(),
                "the chain's record is named as honestly");
        assertEquals("صحيح مسلم, record 7879 of this edition", evidence.get("reference").asText());
        assertEquals("{\"collection\":\"صحيح مسلم\",\"number\":7879,\"numbering\":\"edition\"}", evidence.get("hadith").toString());
        Path misquoted = Files.writeString(dir.resolve("misquoted.txt"), "قال رسول الله ﷺ: «الطهور نصف الإيمان والحمد لله "
                + "تملأ الميزان والصلاة نور» رواه مسلم.", StandardCharsets.UTF_8);
        assertEquals(0, run("verify", misquoted.toString(), "--quiet", "--data", data.root().toString()), stderr);
        JsonNode span = MAPPER.readTree(stdout).get("answers").get(0).get("citations").get(0).get("spans").get(0);
        assertEquals("incorrect", span.get("verdict").asText());
        assertEquals("صحيح مسلم, record 7879 of this edition", span.get("correction").get("reference").asText(),
                "the proposed text's source is named as honestly as the evidence");
    }

    @Test
    void aBadEditionStopsTheRunBeforeAnythingIsWritten() throws Exception {
        Path out = dir.resolve("never");
        Path missing = dir.resolve("nope.json");
        assertEquals(2, run("task2", "--out", out.toString(), "--data", data.root().toString(), "--hadith", missing.toString()));
        assertEquals("--hadith " + missing + ": not found", stderr.strip().replaceFirst("^tahqiq: error: ", ""), stderr);
        assertFalse(Files.exists(out));
        assertEquals(2, run("verify", "--data", data.root().toString(), "--hadith", "a=" + EditionSamples.OFFICIAL,
                "--hadith", "a=" + EditionSamples.HADITH_JSON, "-"));
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertTrue(stderr.contains("a second edition named 'a'"), stderr);
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.filter(p -> p.getFileName().toString().startsWith("never")).toList());
        }
    }
}
