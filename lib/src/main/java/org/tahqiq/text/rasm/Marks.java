package org.tahqiq.text.rasm;

/** The marks written on a letter, by code point: one place for the sets the stages share. */
final class Marks {

    static final char FATHA = '\u064E';
    static final char DAMMA = '\u064F';
    static final char KASRA = '\u0650';
    static final char SHADDA = '\u0651';
    static final char SUKUN = '\u0652';
    static final char DAGGER_ALEF = '\u0670';
    static final char HAMZA_ABOVE = '\u0654';
    static final char TATWEEL = '\u0640';
    static final char SMALL_HIGH_SEEN = '\u06DC';
    static final char SMALL_HIGH_ROUNDED_ZERO = '\u06DF';
    static final char UTHMANI_SUKUN = '\u06E1';
    static final char SMALL_WAW = '\u06E5';
    static final char SMALL_YA = '\u06E6';
    static final char SMALL_HIGH_YA = '\u06E7';
    static final char SMALL_HIGH_NOON = '\u06E8';

    private Marks() {
    }

    /**
     * Marks that sit on a letter: harakat and the combining hamza/madda (U+064B–U+065F), the dagger alef, the small high
     * signs (U+0610–U+061A), the Qur'anic annotation marks (U+06D6–U+06ED), the extended Arabic marks (U+08D3–U+08FF,
     * the open tanween among them), and tatweel, which only carries them.
     */
    static boolean isMark(char c) {
        return c >= '\u064B' && c <= '\u065F' || c == DAGGER_ALEF || c >= '\u0610' && c <= '\u061A'
                || c >= '\u06D6' && c <= '\u06ED' || c >= '\u08D3' && c <= '\u08FF' || c == TATWEEL;
    }

    /** A short vowel or tanween, the open tanween of the KFGQPC encoding included. */
    static boolean isVowel(char c) {
        return c >= '\u064B' && c <= '\u0650' || c >= '\u08F0' && c <= '\u08F2';
    }
}
