package org.tahqiq.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DevJsonlReaderTest {

    private static final ObjectMapper M = new ObjectMapper();

    /** "A 😀 " is 4 code points but 5 UTF-16 units: offsets after it differ between Python and Java. */
    private static final String ANSWER = "A \uD83D\uDE00 إنما الأعمال رواه البخاري";

    @TempDir
    Path dir;

    /** A valid response: a Hadith (matn correct, claimed_source incorrect) and an Ayah with N/A segment. */
    private static ObjectNode response(String id) {
        ObjectNode r = M.createObjectNode();
        r.put("id", id);
        r.put("question_id", "Q1");
        r.put("question", "سؤال");
        r.put("generated_answer", ANSWER);
        ArrayNode anns = r.putArray("annotations");
        ObjectNode a1 = anns.addObject();
        a1.put("annotation_id", 1);
        a1.put("label", "Hadith");
        ArrayNode s1 = a1.putArray("segments");
        s1.addObject().put("type", "matn").put("span_start", 4).put("span_end", 16).put("label", "correct");
        s1.addObject().put("type", "claimed_source").put("span_start", 17).put("span_end", 29).put("label", "incorrect");
        ObjectNode a2 = anns.addObject();
        a2.put("annotation_id", 2);
        a2.put("label", "Ayah");
        ArrayNode s2 = a2.putArray("segments");
        s2.addObject().put("type", "Ayah").put("span_start", 0).put("span_end", 1).put("label", "incorrect");
        s2.addObject().put("type", "claimed_source").put("span_start", 1).put("span_end", 2).put("label", "N/A");
        a2.putArray("correction").add("قل هو الله أحد").add("الله الصمد");
        return r;
    }

    private Path write(String... lines) throws IOException {
        Path f = dir.resolve("dev.jsonl");
        Files.writeString(f, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return f;
    }

    private InputException fails(Consumer<ObjectNode> mutate) throws IOException {
        ObjectNode bad = response("R2");
        mutate.accept(bad);
        Path f = write(response("R1").toString(), bad.toString());
        return assertThrows(InputException.class, () -> DevJsonlReader.read(f));
    }

    private static ObjectNode segment(ObjectNode r, int ann, int seg) {
        return (ObjectNode) r.get("annotations").get(ann).get("segments").get(seg);
    }

    @Test
    void unlabelledInputLikeTheTestPhaseReferenceHasNoGoldAndInferredKinds() throws IOException {
        Path f = write("{\"id\":\"T1\",\"question_id\":\"Q\",\"question\":\"q\",\"generated_answer\":\"abcdef\","
                + "\"annotations\":[{\"annotation_id\":1,\"segments\":[{\"type\":\"matn\",\"span_start\":0,\"span_end\":3},"
                + "{\"type\":\"claimed_source\",\"span_start\":3,\"span_end\":6,\"label\":null}]}]}");
        Annotation a = DevJsonlReader.read(f).get(0).annotations().get(0);
        assertEquals("Hadith", a.kind());
        assertEquals(2, a.segments().size());
        assertNull(a.segments().get(0).gold());
        assertNull(a.segments().get(1).gold());
        assertEquals("def", a.segments().get(1).text());
    }

    @Test
    void readsResponsesWithCodePointOffsets() throws IOException {
        ObjectNode r2 = response("R2");
        ((ObjectNode) r2.get("annotations").get(0)).put("correction", "خطأ");
        ObjectNode r3 = M.createObjectNode().put("id", "R3").put("question_id", "Q2").put("question", "q")
                .put("generated_answer", "لا شيء");
        r3.putArray("annotations").addObject().put("annotation_id", 1).put("label", "no_annotation").putArray("segments");
        Path f = write(response("R1").toString(), "", "   ", r2.toString(), r3.toString());

        List<Response> rs = DevJsonlReader.read(f);

        assertEquals(List.of("R1", "R2", "R3"), rs.stream().map(Response::id).toList());
        Response r = rs.get(0);
        assertEquals("Q1", r.questionId());
        assertEquals(ANSWER, r.answer());
        Annotation hadith = r.annotations().get(0);
        assertEquals("Hadith", hadith.kind());
        assertEquals("Q1", hadith.questionId());
        assertEquals(List.of(), hadith.corrections());
        Segment matn = hadith.segment(SegmentType.MATN).orElseThrow();
        assertEquals("إنما الأعمال", matn.text());
        assertEquals(4, matn.start());
        assertEquals(16, matn.end());
        assertEquals(Label.CORRECT, matn.gold());
        assertEquals(new SegmentKey("R1", 1, SegmentType.MATN), matn.key());
        Segment source = hadith.segment(SegmentType.CLAIMED_SOURCE).orElseThrow();
        assertEquals("رواه البخاري", source.text());
        assertEquals(Label.INCORRECT, source.gold());

        Annotation ayah = r.annotations().get(1);
        assertTrue(ayah.isAyah());
        assertEquals(List.of("قل هو الله أحد", "الله الصمد"), ayah.corrections());
        assertEquals(Label.NA, ayah.segment(SegmentType.CLAIMED_SOURCE).orElseThrow().gold());

        assertEquals(List.of("خطأ"), rs.get(1).annotations().get(0).corrections());
        Annotation none = rs.get(2).annotations().get(0);
        assertEquals("no_annotation", none.kind());
        assertTrue(none.segments().isEmpty());
    }

    @Test
    void spanEndingAtTheLastCodePointIsAccepted() throws IOException {
        ObjectNode r = response("R1");
        segment(r, 0, 1).put("span_end", 29); // code-point length of ANSWER; UTF-16 length is 30
        List<Response> rs = DevJsonlReader.read(write(r.toString()));
        assertEquals("رواه البخاري", rs.get(0).annotations().get(0).segments().get(1).text());
    }

    @Test
    void malformedJsonLineIsReportedWithItsLine() throws IOException {
        Path f = write(response("R1").toString(), "", "{\"id\": \"R2\", ");
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("malformed JSON"), e.getMessage());
        assertTrue(e.getMessage().contains("dev.jsonl:3"), e.getMessage());
    }

    @Test
    void anUnclosedObjectIsReportedWithoutTheParsersOwnLocationNotes() throws IOException {
        Path f = write("{\"id\": 1");
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertTrue(e.getMessage().contains("expected close marker for Object"), e.getMessage());
        assertTrue(!e.getMessage().contains("Source") && !e.getMessage().contains("start marker"), e.getMessage());
    }

    @Test
    void trailingGarbageAfterTheObjectIsMalformed() throws IOException {
        Path f = write(response("R1") + " x");
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(1, e.line());
        assertTrue(e.getMessage().contains("malformed JSON"), e.getMessage());
    }

    @Test
    void missingNestedFieldIsNamedByPath() throws IOException {
        InputException e = fails(r -> segment(r, 1, 0).remove("span_end"));
        assertEquals(2, e.line());
        assertEquals("annotations[1].segments[0].span_end", e.field());
        assertTrue(e.getMessage().contains("missing field"), e.getMessage());
    }

    @Test
    void missingTopLevelFieldIsNamed() throws IOException {
        InputException e = fails(r -> r.remove("generated_answer"));
        assertEquals("generated_answer", e.field());
    }

    @Test
    void wrongFieldTypeIsReported() throws IOException {
        InputException e = fails(r -> segment(r, 0, 0).put("span_start", "4"));
        assertEquals("annotations[0].segments[0].span_start", e.field());
        assertTrue(e.getMessage().contains("expected an integer"), e.getMessage());
    }

    @Test
    void spanBeyondTheAnswerIsRejected() throws IOException {
        // 30 is the UTF-16 length: a Java-index reader would wrongly accept it
        InputException e = fails(r -> segment(r, 0, 1).put("span_end", 30));
        assertEquals("annotations[0].segments[1].span_end", e.field());
        assertTrue(e.getMessage().contains("outside the answer"), e.getMessage());
    }

    @Test
    void negativeSpanStartIsRejected() throws IOException {
        InputException e = fails(r -> segment(r, 0, 0).put("span_start", -1));
        assertEquals("annotations[0].segments[0].span_start", e.field());
    }

    @Test
    void reversedSpanIsRejected() throws IOException {
        InputException e = fails(r -> segment(r, 0, 0).put("span_start", 16).put("span_end", 4));
        assertEquals("annotations[0].segments[0].span_end", e.field());
        assertTrue(e.getMessage().contains("reversed"), e.getMessage());
    }

    @Test
    void unknownSegmentTypeIsRejected() throws IOException {
        InputException e = fails(r -> segment(r, 0, 0).put("type", "Matn"));
        assertEquals("annotations[0].segments[0].type", e.field());
        assertTrue(e.getMessage().contains("'Matn'"), e.getMessage());
    }

    @Test
    void unknownSegmentLabelIsRejected() throws IOException {
        InputException e = fails(r -> segment(r, 0, 0).put("label", "Correct"));
        assertEquals("annotations[0].segments[0].label", e.field());
        assertTrue(e.getMessage().contains("unknown label 'Correct'"), e.getMessage());
    }

    @Test
    void unknownAnnotationLabelIsRejected() throws IOException {
        InputException e = fails(r -> ((ObjectNode) r.get("annotations").get(1)).put("label", "Quran"));
        assertEquals("annotations[1].label", e.field());
    }

    @Test
    void correctionOfWrongShapeIsRejected() throws IOException {
        InputException e = fails(r -> ((ObjectNode) r.get("annotations").get(1)).putArray("correction").add(3));
        assertEquals("annotations[1].correction[0]", e.field());
    }

    @Test
    void duplicateAnnotationIdIsRejected() throws IOException {
        InputException e = fails(r -> ((ObjectNode) r.get("annotations").get(1)).put("annotation_id", 1));
        assertEquals("annotations[1].annotation_id", e.field());
        assertTrue(e.getMessage().contains("duplicate"), e.getMessage());
    }

    @Test
    void duplicateSegmentTypeIsRejected() throws IOException {
        InputException e = fails(r -> segment(r, 0, 1).put("type", "matn"));
        assertEquals("annotations[0].segments[1].type", e.field());
    }

    @Test
    void duplicateResponseIdNamesBothLines() throws IOException {
        Path f = write(response("R1").toString(), response("R1").toString());
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(2, e.line());
        assertEquals("id", e.field());
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void nonObjectLineIsRejected() throws IOException {
        Path f = write("[1, 2]");
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(1, e.line());
    }

    @Test
    void emptyFileIsAnError() throws IOException {
        Path f = write("", "  ");
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(0, e.line());
        assertTrue(e.getMessage().contains("no responses"), e.getMessage());
    }

    @Test
    void absentFileIsAnError() {
        Path f = dir.resolve("nope.jsonl");
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(f, e.file());
        assertTrue(e.getMessage().contains("not found"), e.getMessage());
        assertNull(e.field());
    }

    @Test
    void invalidUtf8IsReportedWithItsLine() throws IOException {
        Path f = dir.resolve("latin1.jsonl");
        byte[] good = (response("R1") + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] bad = (response("R2").toString().replace("سؤال", "caf\u00e9") + "\n").getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[good.length + bad.length];
        System.arraycopy(good, 0, all, 0, good.length);
        System.arraycopy(bad, 0, all, good.length, bad.length);
        Files.write(f, all);
        InputException e = assertThrows(InputException.class, () -> DevJsonlReader.read(f));
        assertEquals(2, e.line());
        assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
    }
}
