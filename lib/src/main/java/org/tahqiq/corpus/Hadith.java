package org.tahqiq.corpus;

/**
 * One corpus record.
 *
 * @param fullText the whole narration, isnad and matn ({@code hadithTxt})
 * @param matn     the matn; the full text when the corpus has none (null, empty or "None")
 * @param hasMatn  whether the corpus gave a usable matn
 */
public record Hadith(int index, int hadithId, HadithCollection collection, String title, String fullText,
                     String matn, boolean hasMatn) {

    public String reference() {
        return collection.name() + " #" + hadithId;
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
