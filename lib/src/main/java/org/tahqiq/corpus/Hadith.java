package org.tahqiq.corpus;

/**
 * One corpus record.
 *
 * @param fullText the whole narration, isnad and matn ({@code hadithTxt})
 * @param matn     the matn; the full text when the corpus has none (null, empty or "None")
 * @param hasMatn  whether the corpus gave a usable matn
 * @param edition  the name of the edition the record is from when two or more are loaded, else null
 */
public record Hadith(int index, int hadithId, HadithCollection collection, String title, String fullText,
                     String matn, boolean hasMatn, String edition) {

    /** A record of the one edition loaded. */
    public Hadith(int index, int hadithId, HadithCollection collection, String title, String fullText, String matn,
                  boolean hasMatn) {
        this(index, hadithId, collection, title, fullText, matn, hasMatn, null);
    }

    /** "صحيح البخاري #554", followed by the edition's name in parentheses when several editions are loaded. */
    public String reference() {
        String ref = collection.name() + " #" + hadithId;
        return edition == null ? ref : ref + " (" + edition + ")";
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
