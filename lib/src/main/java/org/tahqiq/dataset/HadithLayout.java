package org.tahqiq.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** The JSON layouts a hadith edition may be written in. */
public enum HadithLayout {

    /** The shared task's {@code six_hadith_books.json}: a JSON array of {@code {hadithID, BookID, title, hadithTxt, Matn}}. */
    OFFICIAL("official"),

    /**
     * One book per file as the hadith-json project publishes its {@code db/by_book/} files: an object with
     * {@code metadata.arabic.title}, {@code chapters} and {@code hadiths} of {@code {idInBook, chapterId, arabic}}.
     */
    HADITH_JSON("hadith-json");

    private final String id;

    HadithLayout(String id) {
        this.id = id;
    }

    /** The name config files and messages use. */
    public String id() {
        return id;
    }

    public static Optional<HadithLayout> byId(String id) {
        return Arrays.stream(values()).filter(l -> l.id.equals(id)).findFirst();
    }

    /** The known names, for messages. */
    public static String ids() {
        return Arrays.stream(values()).map(HadithLayout::id).collect(Collectors.joining(", "));
    }

    /**
     * The layout a file's first JSON character says (an array: official; an object: hadith-json), or empty when it
     * is neither; the file is parsed, and checked properly, only when the corpus is loaded.
     */
    public static Optional<HadithLayout> detect(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = LfsPointer.refuse(file, in.readNBytes(4096));
            int i = 0;
            if (head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF) {
                i = 3; // a UTF-8 byte order mark
            }
            while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r')) {
                i++;
            }
            if (i == head.length) {
                return Optional.empty();
            }
            return head[i] == '[' ? Optional.of(OFFICIAL) : head[i] == '{' ? Optional.of(HADITH_JSON) : Optional.empty();
        }
    }
}
