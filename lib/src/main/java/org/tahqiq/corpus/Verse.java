package org.tahqiq.corpus;

/** One verse of the Qur'an as the corpus writes it (Uthmani script with diacritics). */
public record Verse(int surah, int ayah, String surahName, String text) {

    /** "2:255" — the short reference used in evidence. */
    public String reference() {
        return surah + ":" + ayah;
    }
}
