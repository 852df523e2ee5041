package org.tahqiq.dataset;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a text file as strict UTF-8, one string per physical line, so that a decoding error can be
 * reported with its 1-based line number instead of being replaced by U+FFFD.
 *
 * <p>Lines are split at {@code \n}; a trailing {@code \r} is removed from each line (the official
 * TSVs mix CRLF and LF files); a leading byte-order mark is dropped; a final line terminator does
 * not produce an empty last line.
 */
public final class TextFiles {

    private TextFiles() {
    }

    /** The lines of {@code file}; problems become {@link InputException}s naming the file (and line). */
    public static List<String> readLines(Path file) {
        return lines(file, readBytes(file));
    }

    /** The lines of {@code bytes}, read as {@link #readLines} reads a file; {@code file} only names them in messages. */
    public static List<String> lines(Path file, byte[] bytes) {
        List<String> lines = new ArrayList<>();
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int start = 0;
        int lineNo = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            lineNo++;
            int stop = end;
            if (stop > start && bytes[stop - 1] == '\r') {
                stop--;
            }
            String line;
            try {
                line = decoder.reset().decode(ByteBuffer.wrap(bytes, start, stop - start)).toString();
            } catch (CharacterCodingException e) {
                throw new InputException(file, lineNo, null, "not valid UTF-8 text (" + e + ")", e);
            }
            if (lineNo == 1 && !line.isEmpty() && line.charAt(0) == '\uFEFF') {
                line = line.substring(1);
            }
            lines.add(line);
            start = end + 1;
        }
        return lines;
    }

    static byte[] readBytes(Path file) {
        if (file == null) {
            throw new IllegalArgumentException("file is null");
        }
        if (Files.isDirectory(file)) {
            throw new InputException(file, 0, null, "is a directory, expected a file");
        }
        try {
            return LfsPointer.refuse(file, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new InputException(file, 0, null, "file not found", e);
        } catch (IOException e) {
            throw new InputException(file, 0, null, "cannot read file: " + e, e);
        }
    }

    /** Whether {@code s} is empty or only whitespace (in Python's sense, see {@link #strip}). */
    public static boolean isBlank(String s) {
        return strip(s).isEmpty();
    }

    /**
     * Python's {@code str.strip()}: removes leading and trailing characters Python considers
     * whitespace, which includes no-break spaces (U+00A0, U+2007, U+202F) and U+0085 that Java's
     * {@link String#strip()} keeps.
     */
    public static String strip(String s) {
        int b = 0;
        int e = s.length();
        while (b < e && isPySpace(s.charAt(b))) {
            b++;
        }
        while (e > b && isPySpace(s.charAt(e - 1))) {
            e--;
        }
        return s.substring(b, e);
    }

    static boolean isPySpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
    }

    /** Whether two paths name one file (their normalized absolute paths when the file system cannot tell). */
    public static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }
}
