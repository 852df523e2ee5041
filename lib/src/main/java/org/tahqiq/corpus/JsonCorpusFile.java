package org.tahqiq.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.LfsPointer;

/** Reads a corpus file (a JSON array of records) strictly: absent, non-UTF-8 or malformed files fail with their name. */
final class JsonCorpusFile {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonCorpusFile() {
    }

    static JsonNode readArray(Path file) {
        JsonNode root = read(file);
        if (root == null || !root.isArray() || root.isEmpty()) {
            throw new InputException(file, 0, null, "expected a non-empty JSON array of records");
        }
        return root;
    }

    /** The file's JSON, whatever its shape (null for an empty file). */
    static JsonNode read(Path file) {
        byte[] bytes;
        try {
            bytes = LfsPointer.refuse(file, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new InputException(file, 0, null, "corpus file not found");
        } catch (IOException e) {
            throw new InputException(file, 0, null, "cannot read corpus file: " + e.getMessage(), e);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(file, 0, null, "corpus file is not valid UTF-8");
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (IOException e) {
            throw new InputException(file, lineOf(e), null, "malformed JSON: " + (e instanceof com.fasterxml.jackson.core.JsonProcessingException j
                    ? InputException.jsonProblem(j) : firstLine(e.getMessage())));
        }
        return root;
    }

    static String text(Path file, JsonNode record, int index, String field, boolean required) {
        return text(file, record, "[" + index + "]", field, required);
    }

    /** @param at where the record is in the file, as its error names it ("[3]", "hadiths[3]") */
    static String text(Path file, JsonNode record, String at, String field, boolean required) {
        JsonNode v = record.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                throw new InputException(file, 0, at + "." + field, "missing");
            }
            return null;
        }
        return v.asText();
    }

    static int integer(Path file, JsonNode record, int index, String field) {
        return integer(file, record, "[" + index + "]", field);
    }

    static int integer(Path file, JsonNode record, String at, String field) {
        JsonNode v = record.get(field);
        if (v == null || !v.canConvertToInt() && !(v.isTextual() && v.asText().matches("\\d+"))) {
            throw new InputException(file, 0, at + "." + field, "missing or not an integer");
        }
        return v.isTextual() ? Integer.parseInt(v.asText()) : v.asInt();
    }

    private static long lineOf(IOException e) {
        if (e instanceof com.fasterxml.jackson.core.JsonProcessingException jpe && jpe.getLocation() != null) {
            return Math.max(jpe.getLocation().getLineNr(), 0);
        }
        return 0;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
