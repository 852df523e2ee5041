package org.tahqiq.dataset;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A Git LFS pointer left where a data file should be: a clone made without git-lfs holds a three-line text
 * ({@code version https://git-lfs.github.com/spec/v1}, {@code oid ...}, {@code size ...}) instead of the corpus or
 * the labelled answers. Every reader of a corpus or labelled file calls {@link #refuse} first, so the user reads
 * what to do instead of a parser's complaint about the word {@code version}.
 */
public final class LfsPointer {

    /** The first line of every pointer file, as the Git LFS specification fixes it. */
    public static final String FIRST_LINE = "version https://git-lfs.github.com/spec/v1";

    private static final byte[] HEAD = FIRST_LINE.getBytes(StandardCharsets.US_ASCII);

    private LfsPointer() {
    }

    /** Whether {@code bytes} (a file's content, or at least its first bytes) begin like a pointer file. */
    public static boolean is(byte[] bytes) {
        return bytes.length >= HEAD.length && Arrays.equals(bytes, 0, HEAD.length, HEAD, 0, HEAD.length);
    }

    /** Fails when {@code bytes}, the content of {@code file}, is a pointer; returns them otherwise. */
    public static byte[] refuse(Path file, byte[] bytes) {
        if (is(bytes)) {
            throw new InputException(file, 0, null, message());
        }
        return bytes;
    }

    static String message() {
        return "is a Git LFS pointer, not the data: run `git lfs pull` in the data repository "
                + "(data/fetch-official.sh does it, installing git-lfs when it can)";
    }
}
