package org.tahqiq.testing;

import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * Two small hadith editions the tests load beside another: real narrations of the six books, worded unlike the
 * stand-in corpus (a variant reading each), so a quote in their wording is found in them and only there.
 */
public final class EditionSamples {

    /** Three Bukhari records (numbers 1, 13, 15) in the hadith-json layout, one without a chapter. */
    public static final Path HADITH_JSON = resource("hadith-json-bukhari.json");

    /**
     * Three records in the official layout: Bukhari #10 and Muslim #7879 with their matn, Tirmidhi #22203 without.
     */
    public static final Path OFFICIAL = resource("official-variants.json");

    /** Bukhari #13's wording in {@link #HADITH_JSON}: "لا يؤمن عبد" and "من الخير" where the stand-in differs. */
    public static final String JSON_QUOTE = "لا يؤمن عبد حتى يحب لأخيه ما يحب لنفسه من الخير";

    /** Bukhari #10's matn in {@link #OFFICIAL}, as written there. */
    public static final String OFFICIAL_MATN = "الْمُسْلِمُ مَنْ سَلِمَ النَّاسُ مِنْ لِسَانِهِ وَيَدِهِ، وَالْمُهَاجِرُ مَنْ هَجَرَ الْخَطَايَا وَالذُّنُوبَ";

    private EditionSamples() {
    }

    private static Path resource(String name) {
        try {
            return Path.of(EditionSamples.class.getResource("/org/tahqiq/corpus/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
