package org.tahqiq.verify;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import org.tahqiq.dataset.InputException;

/**
 * Reads the answers to check, one at a time (a JSONL of any length is streamed, never held): a plain-text answer
 * (the whole input is one answer), or a JSONL with one {@code {"id", "question"?, "answer"}} object per line (the dev
 * and test schema's {@code generated_answer} is read as the answer; other fields are ignored). Every problem is an
 * {@link InputException} naming the input, the line and the field: text that is not UTF-8, malformed JSON, a missing
 * or mistyped field, an empty or overlong answer, a duplicate id, an input without any answer.
 */
public final class AnswerReader implements Closeable {

    /** How the input is read. */
    public enum Mode {
        /** JSONL when the file name ends in .jsonl or the first character is "{", else plain text. */
        AUTO, TEXT, JSONL
    }

    public static final String ID = "id";
    public static final String ANSWER = "answer";
    public static final String GENERATED_ANSWER = "generated_answer";
    public static final String QUESTION = "question";
    /** The id a plain-text answer gets. */
    public static final String TEXT_ID = "answer";
    /** A line longer than this is refused before it is decoded: far beyond any answer {@link Checker} accepts. */
    static final int MAX_LINE_BYTES = 64 << 20;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final Path name;
    private final InputStream in;
    private final boolean jsonl;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean eof;
    private long line;
    private AnswerItem next;
    private boolean textDone;
    private long count;
    private final Map<String, Long> seen = new HashMap<>();

    /**
     * @param name how messages name the input (the file, or "-" for standard input)
     */
    public AnswerReader(Path name, InputStream in, Mode mode) {
        this.name = name;
        this.in = in;
        try {
            fill();
            skipBom();
            this.jsonl = switch (mode) {
                case JSONL -> true;
                case TEXT -> false;
                case AUTO -> name.getFileName() != null && name.getFileName().toString().endsWith(".jsonl")
                        || firstNonSpace() == '{';
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a whole file through, checking every answer's shape without keeping any, and returns how many there are:
     * a bad line anywhere fails in a fraction of the time checking would take.
     */
    public static long validate(Path file, Mode mode) throws IOException {
        try (AnswerReader r = new AnswerReader(file, java.nio.file.Files.newInputStream(file), mode)) {
            while (r.hasNext()) {
                r.next();
            }
            return r.count();
        }
    }

    /** How messages name the input. */
    public Path name() {
        return name;
    }

    public boolean isJsonl() {
        return jsonl;
    }

    /** Answers read so far. */
    public long count() {
        return count;
    }

    public boolean hasNext() {
        if (next == null) {
            next = read();
        }
        return next != null;
    }

    public AnswerItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        AnswerItem out = next;
        next = null;
        count++;
        return out;
    }

    private AnswerItem read() {
        try {
            return jsonl ? readJsonl() : readText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private AnswerItem readText() throws IOException {
        if (textDone) {
            return null;
        }
        textDone = true;
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        while (true) {
            if (pos == limit && !fill()) {
                break;
            }
            all.write(buf, pos, limit - pos);
            pos = limit;
            if (all.size() > MAX_LINE_BYTES) {
                throw new InputException(name, 0, null, "the input is longer than " + (MAX_LINE_BYTES >> 20) + " MiB");
            }
        }
        String text = decode(all.toByteArray(), all.size(), 1, true);
        String problem = Checker.problem(text);
        if (problem != null) {
            throw new InputException(name, 0, null, problem);
        }
        return new AnswerItem(TEXT_ID, null, text, 1);
    }

    private AnswerItem readJsonl() throws IOException {
        while (true) {
            byte[] bytes = readLine();
            if (bytes == null) {
                if (seen.isEmpty()) {
                    throw new InputException(name, 0, null, "empty input: no answers in it");
                }
                return null;
            }
            String text = decode(bytes, lineLength, line, false);
            if (text.isBlank()) {
                continue;
            }
            return parse(text);
        }
    }

    private AnswerItem parse(String text) {
        AnswerItem item = parseLine(name, line, text);
        Long prev = seen.putIfAbsent(item.id(), line);
        if (prev != null) {
            throw new InputException(name, line, ID, "duplicate id '" + item.id() + "' (first on line " + prev + ")");
        }
        return item;
    }

    /**
     * One JSONL line as an answer, by the rules this reader applies to each line (all but the duplicate id, which
     * needs the lines before it): for readers that split an input themselves, such as a Spark job.
     *
     * @param name how messages name the input
     * @param line the 1-based line number, for messages
     * @throws InputException naming the input, line and field when the line is not an answer
     */
    public static AnswerItem parseLine(Path name, long line, String text) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at column " + e.getLocation().getColumnNr();
            throw new InputException(name, line, null, "malformed JSON" + where + ": " + org.tahqiq.dataset.InputException.jsonProblem(e), e);
        }
        if (root == null || !root.isObject()) {
            throw new InputException(name, line, null, "expected a JSON object {\"id\", \"question\"?, \"answer\"} on each line");
        }
        String id = string(name, line, root, ID, true);
        String question = string(name, line, root, QUESTION, false);
        String answerField = root.has(ANSWER) ? ANSWER : GENERATED_ANSWER;
        if (root.has(ANSWER) && root.has(GENERATED_ANSWER)) {
            throw new InputException(name, line, GENERATED_ANSWER, "give the answer once: \"answer\" or \"generated_answer\", not both");
        }
        if (!root.has(ANSWER) && !root.has(GENERATED_ANSWER)) {
            throw new InputException(name, line, ANSWER, "missing (each line needs \"answer\", or \"generated_answer\")");
        }
        String answer = string(name, line, root, answerField, true);
        String problem = Checker.problem(answer);
        if (problem != null) {
            throw new InputException(name, line, answerField, problem);
        }
        return new AnswerItem(id, question, answer, line);
    }

    private static String string(Path name, long line, JsonNode root, String field, boolean required) {
        JsonNode n = root.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw new InputException(name, line, field, "missing");
            }
            return null;
        }
        if (!n.isTextual()) {
            throw new InputException(name, line, field, "must be a string, got " + n.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
        }
        return n.textValue();
    }

    private int lineLength;
    private byte[] lineBuf = new byte[1 << 14];

    /** The next line's bytes (without the newline) in {@link #lineBuf}, length {@link #lineLength}; null at the end. */
    private byte[] readLine() throws IOException {
        if (pos == limit && !fill()) {
            return null;
        }
        line++;
        lineLength = 0;
        while (true) {
            if (pos == limit && !fill()) {
                break;
            }
            int nl = -1;
            for (int i = pos; i < limit; i++) {
                if (buf[i] == '\n') {
                    nl = i;
                    break;
                }
            }
            int end = nl < 0 ? limit : nl;
            append(buf, pos, end - pos);
            if (nl >= 0) {
                pos = nl + 1;
                break;
            }
            pos = limit;
        }
        if (lineLength > 0 && lineBuf[lineLength - 1] == '\r') {
            lineLength--;
        }
        return lineBuf;
    }

    private void append(byte[] b, int off, int len) {
        if (lineLength + len > MAX_LINE_BYTES) {
            throw new InputException(name, line, null, "line longer than " + (MAX_LINE_BYTES >> 20) + " MiB");
        }
        if (lineLength + len > lineBuf.length) {
            lineBuf = java.util.Arrays.copyOf(lineBuf, Math.max(lineBuf.length * 2, lineLength + len));
        }
        System.arraycopy(b, off, lineBuf, lineLength, len);
        lineLength += len;
    }

    /** Strict UTF-8: the first invalid byte is an error naming its line and column. */
    private String decode(byte[] bytes, int length, long lineNo, boolean wholeText) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer bb = ByteBuffer.wrap(bytes, 0, length);
        CharBuffer cb = CharBuffer.allocate((int) Math.ceil(length * (double) d.maxCharsPerByte()) + 1);
        CoderResult r = d.decode(bb, cb, true);
        if (!r.isError()) {
            r = d.flush(cb);
        }
        if (r.isError()) {
            int at = bb.position();
            long errLine = lineNo;
            int column = at;
            if (wholeText) {
                for (int i = 0; i < at; i++) {
                    if (bytes[i] == '\n') {
                        errLine++;
                        column = at - i - 1;
                    }
                }
            }
            throw new InputException(name, errLine, null, String.format(java.util.Locale.ROOT,
                    "not UTF-8 text (byte 0x%02X at byte %d of the line)", bytes[at] & 0xFF, column + 1));
        }
        cb.flip();
        return cb.toString();
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int n = in.read(buf, 0, buf.length);
        if (n <= 0) {
            eof = n < 0;
            if (n == 0) {
                return fill();
            }
            pos = limit = 0;
            return false;
        }
        pos = 0;
        limit = n;
        return true;
    }

    private void skipBom() {
        if (limit - pos >= 3 && (buf[pos] & 0xFF) == 0xEF && (buf[pos + 1] & 0xFF) == 0xBB && (buf[pos + 2] & 0xFF) == 0xBF) {
            pos += 3;
        }
    }

    private int firstNonSpace() {
        for (int i = pos; i < limit; i++) {
            if (!Character.isWhitespace(buf[i])) {
                return buf[i];
            }
        }
        return -1;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
