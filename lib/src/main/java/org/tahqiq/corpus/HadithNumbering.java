package org.tahqiq.corpus;

import java.util.Locale;

/**
 * What a record's number is: the collection's standard number, which a reader can cite ("صحيح مسلم 223"), or only the
 * edition's own id for the record, which no printed edition uses (the stand-in corpus numbers its records across the
 * six books, so its Muslim 223 is record 7879). A reference shown to a reader says which, so that an edition's id is
 * not copied as a citation.
 */
public enum HadithNumbering {

    /** The collection's standard numbers (the hadith-json layout's {@code idInBook}). */
    STANDARD,
    /** The edition's own ids (the official layout's {@code hadithID}). */
    EDITION;

    /** "standard" or "edition", as JSON outputs name it. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The reference a reader is shown, in English: "صحيح مسلم 223", or "صحيح مسلم, record 7879 of this edition".
     *
     * @param edition the edition's name when two or more are loaded, else null
     */
    public String cite(String collection, int number, String edition) {
        if (this == STANDARD) {
            return collection + " " + number + (edition == null ? "" : " (" + edition + ")");
        }
        return collection + ", record " + number + " of " + (edition == null ? "this edition" : "edition " + edition);
    }

    /** The same in Arabic: «صحيح مسلم 223», «صحيح مسلم، الرواية رقم 7879 في هذه النسخة». */
    public String citeArabic(String collection, int number, String edition) {
        if (this == STANDARD) {
            return collection + " " + number + (edition == null ? "" : " (" + edition + ")");
        }
        return collection + "، الرواية رقم " + number + " في " + (edition == null ? "هذه النسخة" : "نسخة " + edition);
    }
}
