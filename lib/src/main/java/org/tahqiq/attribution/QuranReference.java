package org.tahqiq.attribution;

/**
 * What a claimed source says about a verse; 0 where it says nothing.
 *
 * @param surah    1–114, or 0 when no surah is named
 * @param ayahFrom first verse claimed, or 0
 * @param ayahTo   last verse claimed (= ayahFrom for a single verse), or 0
 */
public record QuranReference(int surah, int ayahFrom, int ayahTo) {

    public boolean isEmpty() {
        return surah == 0 && ayahFrom == 0;
    }
}
