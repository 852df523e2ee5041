package org.tahqiq.dataset;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One edition of the hadith corpus: a file, how it is laid out, and the name evidence gives it when several
 * editions are loaded at once.
 *
 * @param name       names the edition in references ("صحيح البخاري #554 (NAME)") when two or more are loaded
 * @param file       the JSON file
 * @param layout     how the file is laid out
 * @param collection the collection key ({@code corpus/collections.tsv}) every record of the file belongs to, for
 *                   layouts that hold one book per file; null to read it from the file
 */
public record HadithEdition(String name, Path file, HadithLayout layout, String collection) {

    public HadithEdition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(layout, "layout");
    }

    /** The official corpus file, named after it. */
    public static HadithEdition official(Path file) {
        return new HadithEdition(defaultName(file), file, HadithLayout.OFFICIAL, null);
    }

    /** The file's name without its extension. */
    public static String defaultName(Path file) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /** How the records are read: the layout, and the collection when one is imposed (part of what a cache is keyed by). */
    public String reading() {
        return layout.id() + (collection == null ? "" : ", collection " + collection);
    }
}
