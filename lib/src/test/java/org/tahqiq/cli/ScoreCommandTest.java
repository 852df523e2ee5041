package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The score command with the official semantics of both tasks, on files the test writes. */
class ScoreCommandTest extends CommandTest {

    @Test
    void task3AlternativesAndStandardization() throws Exception {
        Path gold = dir.resolve("gold.tsv");
        Files.writeString(gold, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n"
                + "R1\t1\tAyah\tقُلْ هُوَ اللَّهُ أَحَدٌ ||| اللَّهُ الصَّمَدُ\n"
                + "R1\t2\tmatn\tإِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ\n"
                + "R2\t1\tAyah\tخطأ\n");
        Path pred = dir.resolve("pred.tsv");
        Files.writeString(pred, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n"
                + "R1\t1\tAyah\tاللَّهُ الصَّمَدُ\n"          // the second alternative
                + "R1\t2\tmatn\tإنما الأعمال بالنيات\n");     // hadith comparison ignores diacritics; R2 missing
        assertEquals(0, run("score", "task3", "--pred", pred.toString(), "--gold", gold.toString()), stderr);
        JsonNode json = new ObjectMapper().readTree(stdout);
        assertEquals(2 / 3.0, json.get("accuracy").asDouble(), 1e-9, stdout);
    }

    @Test
    void task3DuplicateKeyIsALocatedError() throws Exception {
        Path gold = dir.resolve("gold.tsv");
        Files.writeString(gold, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tخطأ\n");
        Path pred = dir.resolve("pred.tsv");
        Files.writeString(pred, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tخطأ\nR1\t1\tAyah\tخطأ\n");
        assertEquals(2, run("score", "task3", "--pred", pred.toString(), "--gold", gold.toString()));
        assertTrue(stderr.contains("pred.tsv:3"), stderr);
    }

    @Test
    void unknownTaskIsRejected() {
        assertEquals(2, run("score", "task9", "--pred", "p", "--gold", "g"));
        assertTrue(stderr.contains("task2, task3, task4"), stderr);
    }
}
