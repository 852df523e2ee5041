package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.tahqiq.submit.SubmissionZip;

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

    /** Issue 14: score could not read the zip a user uploads, and ignored prediction rows not in gold without a word. */
    @Test
    void task2ReadsTheUploadedZipAndSaysWhichRowsAreNotInGold() throws Exception {
        Path gold = dir.resolve("gold.tsv");
        Files.writeString(gold, "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n"
                + "R1\t1\tAyah\tcorrect\nR1\t1\tclaimed_source\tincorrect\nR2\t1\tmatn\tcorrect\n");
        Path sub = Files.createDirectories(dir.resolve("sub"));
        Path pred = sub.resolve("predictions.tsv");
        Files.writeString(pred, "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n"
                + "R1\t1\tAyah\tcorrect\n"
                + "R9\t1\tAyah\tcorrect\n"            // not in gold
                + "R1\t1\tclaimed_source\tcorrect\n"
                + "R2\t1\tmatn\tcorrect\n"
                + "R2\t2\tisnad\tincorrect\n");      // not in gold
        assertEquals(0, run("score", "task2", "--pred", pred.toString(), "--gold", gold.toString()), stderr);
        String fromTsv = stdout;
        assertEquals("tahqiq: note: 2 prediction row(s) of " + pred + " have no scored row in " + gold
                + " and were not scored (lines 3, 6)", stderr.strip());

        Path zip = sub.resolve("submission.zip");
        SubmissionZip.write(zip, pred);
        assertEquals(0, run("score", "task2", "--pred", zip.toString(), "--gold", gold.toString()), stderr);
        assertEquals(fromTsv, stdout);
        assertEquals(2 / 3.0, new ObjectMapper().readTree(stdout).get("accuracy").asDouble(), 1e-9, stdout); // claimed_source missed
        assertTrue(stderr.contains("2 prediction row(s) of " + zip + " have no scored row"), stderr);

        Files.writeString(pred, "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\nR1\t1\tAyah\tmaybe\n");
        SubmissionZip.write(zip, pred);
        assertEquals(2, run("score", "task2", "--pred", zip.toString(), "--gold", gold.toString()));
        assertEquals("tahqiq: error: " + zip + "!predictions.tsv:2: field 'Label': invalid label 'maybe' (a prediction must be "
                + "correct or incorrect)", stderr.strip());

        Path other = sub.resolve("other.tsv");
        Files.writeString(other, "x\n");
        SubmissionZip.write(zip, pred, other);
        assertEquals(2, run("score", "task2", "--pred", zip.toString(), "--gold", gold.toString()));
        assertTrue(stderr.startsWith("tahqiq: error: " + zip + ": a submission zip holds one .tsv file; this one holds 2"), stderr);
    }

    @Test
    void task3SaysWhichRowsAreNotInGold() throws Exception {
        Path gold = dir.resolve("gold.tsv");
        Files.writeString(gold, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tخطأ\n");
        Path pred = dir.resolve("pred.tsv");
        Files.writeString(pred, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tخطأ\nR1\t2\tmatn\tخطأ\n");
        assertEquals(0, run("score", "task3", "--pred", pred.toString(), "--gold", gold.toString()), stderr);
        assertEquals(1.0, new ObjectMapper().readTree(stdout).get("accuracy").asDouble(), 1e-9);
        assertTrue(stderr.startsWith("tahqiq: note: 1 prediction row(s) of " + pred) && stderr.strip().endsWith("(line 3)"), stderr);

        Files.writeString(pred, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tخطأ\n");
        assertEquals(0, run("score", "task3", "--pred", pred.toString(), "--gold", gold.toString()), stderr);
        assertEquals("", stderr, "nothing to say when every row is scored");
    }

    @Test
    void unknownTaskIsRejected() {
        assertEquals(2, run("score", "task9", "--pred", "p", "--gold", "g"));
        assertTrue(stderr.contains("task2, task3, task4"), stderr);
    }
}
