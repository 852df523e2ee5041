package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.MiniData;

/** Issue 14's misleading locations, through the commands a user runs: each is now reported where the problem is. */
class InputLocationsTest extends CommandTest {

    private static final String HEADER = "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n";

    @Test
    void aStrayQuoteOnLine5IsReportedAtLine5AsSpan() throws Exception {
        StringBuilder b = new StringBuilder(HEADER);
        for (int line = 2; line <= 25; line++) {
            String span = line == 5 ? "\"قال رسول الله" : line == 20 ? "قال \"نعم\" هنا" : "إنما الأعمال بالنيات " + line;
            b.append("R").append(line).append("\t1\tmatn\t").append(span).append("\t\n");
        }
        Path data = MiniData.write(dir.resolve("data"));
        for (String task : new String[] {"task2", "task3"}) {
            Path tsv = dir.resolve("test_" + task + ".tsv");
            Files.writeString(tsv, b.toString(), StandardCharsets.UTF_8);
            Path out = dir.resolve("out-" + task);
            String[] args = task.equals("task3") ? new String[] {task, "--input", tsv.toString(), "--out", out.toString(), "--memory", "none", "--data", data.toString()}
                    : new String[] {task, "--input", tsv.toString(), "--out", out.toString()};
            assertEquals(2, run(args), stderr);
            assertTrue(stderr.startsWith("tahqiq: error: " + tsv + ":5: field 'Span': the cell starts with '\"'"), stderr);
            assertEquals(1, stderr.strip().lines().count(), stderr);
            assertFalse(Files.exists(out));
        }
    }

    @Test
    void aJsonArrayIsReportedAsSuch() throws Exception {
        String array = "[\n  {\"id\": \"R1\", \"question_id\": \"Q1\", \"question\": \"?\", \"generated_answer\": \"x\", \"annotations\": []}\n]\n";
        Path json = dir.resolve("responses.json");
        Files.writeString(json, array, StandardCharsets.UTF_8);
        assertEquals(2, run("task2", "--input", json.toString(), "--out", dir.resolve("o").toString()));
        assertEquals("tahqiq: error: " + json + ":1: is JSON (an array), not a tab-separated file with a header line; give a TSV, "
                + "or responses as JSON Lines (.jsonl, one object per line) where the command reads them", stderr.strip());

        Path jsonl = dir.resolve("responses.jsonl");
        Files.writeString(jsonl, array, StandardCharsets.UTF_8);
        assertEquals(2, run("task2", "--input", jsonl.toString(), "--out", dir.resolve("o").toString()));
        assertEquals("tahqiq: error: " + jsonl + ":1: is a JSON array, not JSON Lines: give one response object per line "
                + "(e.g. jq -c '.[]' FILE > FILE.jsonl)", stderr.strip());
    }
}
