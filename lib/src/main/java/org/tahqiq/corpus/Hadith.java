package org.tahqiq.corpus;

/**
 * One corpus record.
 *
 * @param fullText the whole narration, isnad and matn ({@code hadithTxt})
 * @param matn     the matn; the full text when the corpus has none (null, empty or "None")
 * @param hasMatn  whether the corpus gave a usable matn
 * @param edition  the name of the edition the record is from when two or more are loaded, else null
 * @param numbering whether {@code hadithId} is the collection's standard number or the edition's own id
 */
public record Hadith(int index, int hadithId, HadithCollection collection, String title, String fullText,
                     String matn, boolean hasMatn, String edition, HadithNumbering numbering) {

    public Hadith {
        java.util.Objects.requireNonNull(numbering, "numbering");
    }

    /** A record numbered by its edition's own ids. */
    public Hadith(int index, int hadithId, HadithCollection collection, String title, String fullText, String matn,
                  boolean hasMatn, String edition) {
        this(index, hadithId, collection, title, fullText, matn, hasMatn, edition, HadithNumbering.EDITION);
    }

    /** A record of the one edition loaded. */
    public Hadith(int index, int hadithId, HadithCollection collection, String title, String fullText, String matn,
                  boolean hasMatn) {
        this(index, hadithId, collection, title, fullText, matn, hasMatn, null);
    }

    /**
     * "صحيح البخاري #554", followed by the edition's name in parentheses when several editions are loaded: the rules'
     * own name for the record (Subtask 2 and 3 outputs carry it); a reader is shown {@link #citation()}.
     */
    public String reference() {
        String ref = collection.name() + " #" + hadithId;
        return edition == null ? ref : ref + " (" + edition + ")";
    }

    /** The reference a reader is shown: "صحيح مسلم 223", or "صحيح مسلم, record 7879 of this edition". */
    public String citation() {
        return numbering.cite(collection.name(), hadithId, edition);
    }

    /** The narration before the matn (the chain), or the whole text when the split is unknown. */
    public String isnadPart() {
        if (hasMatn) {
            int at = fullText.indexOf(matn);
            if (at > 0) {
                return fullText.substring(0, at);
            }
        }
        return fullText;
    }
}
