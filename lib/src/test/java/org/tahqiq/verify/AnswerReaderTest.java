package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.InputException;

class AnswerReaderTest {

    private static final Path NAME = Path.of("in.jsonl");

    private static List<AnswerItem> read(byte[] bytes, AnswerReader.Mode mode, Path name) {
        List<AnswerItem> out = new ArrayList<>();
        AnswerReader r = new AnswerReader(name, new ByteArrayInputStream(bytes), mode);
        while (r.hasNext()) {
            out.add(r.next());
        }
        return out;
    }

    private static List<AnswerItem> read(String text) {
        return read(text.getBytes(StandardCharsets.UTF_8), AnswerReader.Mode.AUTO, NAME);
    }

    private static InputException fails(String text) {
        return assertThrows(InputException.class, () -> read(text));
    }

    @Test
    void plainTextIsOneAnswer() {
        List<AnswerItem> items = read("قال تعالى: «قل هو الله أحد»\nسطر ثان\n".getBytes(StandardCharsets.UTF_8),
                AnswerReader.Mode.AUTO, Path.of("answer.txt"));
        assertEquals(1, items.size());
        assertEquals(AnswerReader.TEXT_ID, items.get(0).id());
        assertEquals("قال تعالى: «قل هو الله أحد»\nسطر ثان\n", items.get(0).answer());
        assertNull(items.get(0).question());
    }

    @Test
    void jsonlLinesWithEitherAnswerFieldAndOptionalQuestion() {
        List<AnswerItem> items = read("{\"id\":\"a\",\"answer\":\"نص\"}\n\n"
                + "{\"id\":\"b\",\"question\":\"سؤال\",\"question_id\":\"Q1\",\"generated_answer\":\"جواب\",\"annotations\":[]}\r\n");
        assertEquals(2, items.size());
        assertEquals("a", items.get(0).id());
        assertEquals(1, items.get(0).line());
        assertEquals("جواب", items.get(1).answer());
        assertEquals("سؤال", items.get(1).question());
        assertEquals(3, items.get(1).line(), "lines are counted with the blank one");
    }

    @Test
    void aByteOrderMarkAndLeadingSpaceStillMeanJsonl() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(bom);
        b.writeBytes("  {\"id\":\"a\",\"answer\":\"x\"}".getBytes(StandardCharsets.UTF_8));
        List<AnswerItem> items = read(b.toByteArray(), AnswerReader.Mode.AUTO, Path.of("-"));
        assertEquals("a", items.get(0).id());
    }

    @Test
    void wrongTypesNameTheLineAndField() {
        InputException e = fails("{\"id\":\"a\",\"answer\":\"x\"}\n{\"id\":7,\"answer\":\"y\"}\n");
        assertEquals("in.jsonl:2: field 'id': must be a string, got number", e.getMessage());
        e = fails("{\"id\":\"a\",\"answer\":[\"x\"]}");
        assertEquals("in.jsonl:1: field 'answer': must be a string, got array", e.getMessage());
        e = fails("{\"id\":\"a\",\"question\":{},\"answer\":\"x\"}");
        assertEquals("in.jsonl:1: field 'question': must be a string, got object", e.getMessage());
        e = fails("[1,2]");
        assertTrue(e.getMessage().startsWith("in.jsonl:1: expected a JSON object"), e.getMessage());
    }

    @Test
    void missingFieldsAndDuplicates() {
        assertEquals("in.jsonl:1: field 'answer': missing (each line needs \"answer\", or \"generated_answer\")",
                fails("{\"id\":\"a\"}").getMessage());
        assertEquals("in.jsonl:1: field 'id': missing", fails("{\"answer\":\"x\"}").getMessage());
        assertEquals("in.jsonl:2: field 'id': duplicate id 'a' (first on line 1)",
                fails("{\"id\":\"a\",\"answer\":\"x\"}\n{\"id\":\"a\",\"answer\":\"y\"}").getMessage());
        assertTrue(fails("{\"id\":\"a\",\"answer\":\"x\",\"generated_answer\":\"y\"}").getMessage().contains("not both"));
    }

    @Test
    void malformedJsonSaysWhere() {
        InputException e = fails("{\"id\":\"a\",\"answer\":\"x\"}\n{\"id\":\"b\",\"answer\":\"y\"\n");
        assertTrue(e.getMessage().startsWith("in.jsonl:2: malformed JSON at column"), e.getMessage());
        assertEquals(2, e.line());
    }

    @Test
    void emptyAnswersAndEmptyInput() {
        assertEquals("in.jsonl:1: field 'answer': the answer is empty", fails("{\"id\":\"a\",\"answer\":\"  \"}").getMessage());
        assertEquals("in.jsonl: empty input: no answers in it", fails("\n\n").getMessage());
        InputException text = assertThrows(InputException.class,
                () -> read(" \n".getBytes(StandardCharsets.UTF_8), AnswerReader.Mode.TEXT, Path.of("a.txt")));
        assertEquals("a.txt: the answer is empty", text.getMessage());
    }

    @Test
    void notUtf8NamesTheLineAndByte() {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        String before = "{\"id\":\"b\",\"answer\":\"";
        b.writeBytes(("{\"id\":\"a\",\"answer\":\"x\"}\n" + before).getBytes(StandardCharsets.UTF_8));
        b.write(0xFF);
        b.writeBytes("\"}\n".getBytes(StandardCharsets.UTF_8));
        InputException e = assertThrows(InputException.class, () -> read(b.toByteArray(), AnswerReader.Mode.AUTO, NAME));
        assertEquals("in.jsonl:2: not UTF-8 text (byte 0xFF at byte " + (before.length() + 1) + " of the line)", e.getMessage());
        byte[] latin1 = "line one\nl\u00e9ne two".getBytes(StandardCharsets.ISO_8859_1);
        InputException t = assertThrows(InputException.class, () -> read(latin1, AnswerReader.Mode.TEXT, Path.of("a.txt")));
        assertEquals("a.txt:2: not UTF-8 text (byte 0xE9 at byte 2 of the line)", t.getMessage());
    }

    @Test
    void aTenMegabyteAnswerIsRefusedWithItsLength() {
        String big = "ا".repeat(10 * 1024 * 1024 / 2);
        InputException e = fails("{\"id\":\"big\",\"answer\":\"" + big + "\"}");
        assertEquals("in.jsonl:1: field 'answer': the answer has " + big.length() + " characters; at most "
                + Checker.MAX_ANSWER + " are checked", e.getMessage());
        InputException t = assertThrows(InputException.class,
                () -> read(big.getBytes(StandardCharsets.UTF_8), AnswerReader.Mode.TEXT, Path.of("big.txt")));
        assertTrue(t.getMessage().startsWith("big.txt: the answer has "), t.getMessage());
    }

    @Test
    void answersAreReadOneAtATime() {
        // a bad line after good ones fails only when reached: the good ones were already handed out
        AnswerReader r = new AnswerReader(NAME, new ByteArrayInputStream(
                "{\"id\":\"a\",\"answer\":\"x\"}\n{oops\n".getBytes(StandardCharsets.UTF_8)), AnswerReader.Mode.JSONL);
        assertTrue(r.hasNext());
        assertEquals("a", r.next().id());
        assertThrows(InputException.class, r::hasNext);
        assertTrue(r.isJsonl());
    }
}
