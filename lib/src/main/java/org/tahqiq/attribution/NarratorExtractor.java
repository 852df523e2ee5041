package org.tahqiq.attribution;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.Honorifics;

/**
 * Pulls narrator names out of an isnad span ("عن أبي هريرة رضي الله عنه قال: قال رسول الله ﷺ" → "ابو هريره")
 * and writes names and chains in one canonical form, so that kunya cases (أبو/أبي/أبا), "ابن"/"بن" and
 * "عبد الله"/"عبدالله" compare equal.
 */
public final class NarratorExtractor {

    /** Words after which a name starts. */
    private static final Set<String> MARKERS = Set.of("عن", "رواه", "روي", "رواها", "حدثنا", "حدثني", "اخبرنا",
            "اخبرني", "سمعت", "حديث", "يرويه", "ترويه", "رويت", "روت");
    /** Words that end a name. */
    private static final Set<String> STOPS = Set.of("قال", "قالت", "قالا", "ان", "انه", "انها", "عن", "يقول", "تقول",
            "النبي", "رسول", "الرسول", "سمعت", "حيث", "في", "مرفوعا", "يرفعه", "كان", "كنا", "قلت", "حدثنا",
            "اخبرنا", "الله", "صحيحه", "صحيح", "يقولا", "انهما", "قالوا", "و", "ثم", "رواه", "اخرجه", "البخاري", "مسلم");
    /** A name with its nasab or kunya; set when the extractor was written (commit 49215ba), not tuned on any labels. */
    private static final int MAX_WORDS = 6;

    /** Canonical names mentioned as narrators, in order. */
    public List<String> extract(String isnad) {
        String[] w = canonical(isnad).split(" ");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < w.length; i++) {
            if (!MARKERS.contains(w[i])) {
                continue;
            }
            StringBuilder name = new StringBuilder();
            int taken = 0;
            for (int j = i + 1; j < w.length && taken < MAX_WORDS && !STOPS.contains(w[j]) && !MARKERS.contains(w[j]); j++) {
                name.append(taken++ > 0 ? " " : "").append(w[j]);
            }
            String n = name.toString();
            if (!n.isEmpty() && !names.contains(n) && isPlausibleName(n)) {
                names.add(n);
            }
        }
        return names;
    }

    private static boolean isPlausibleName(String n) {
        // One word: a name, not a stray definite noun ("الحيض"); several words: a name with its nasab or kunya.
        return (n.length() >= 3 && !n.startsWith("ال")) || n.split(" ").length > 1;
    }

    /**
     * SEARCH-normalized, honorifics removed, kunya and "ابن" folded, "عبد X" joined. Applied to spans and to
     * corpus chains alike.
     */
    public static String canonical(String text) {
        String s = Honorifics.strip(ArabicNormalizer.normalize(text, ArabicNormalizer.Level.SEARCH));
        String[] w = s.split(" ");
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < w.length; i++) {
            String t = w[i];
            switch (t) {
                case "ابي", "ابا" -> t = "ابو";
                case "ابن" -> t = "بن";
                case "بنت", "ابنه" -> t = "بنت";
                default -> {
                }
            }
            if ((t.equals("عبد") || t.equals("وعبد")) && i + 1 < w.length) {
                t = t + w[++i];
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(t);
        }
        return sb.toString();
    }

    /**
     * Whether a canonical chain names the narrator: the whole name, or its identifying head
     * ("ابو X", or "X بن Y").
     */
    public static boolean chainNames(String canonicalChain, String name) {
        String chain = " " + canonicalChain + " ";
        if (chain.contains(" " + name + " ")) {
            return true;
        }
        String[] w = name.split(" ");
        if (w.length >= 3 && w[1].equals("بن")) {
            return chain.contains(" " + w[0] + " بن " + w[2] + " ");
        }
        if (w.length >= 2 && w[0].equals("ابو")) {
            return chain.contains(" ابو " + w[1] + " ");
        }
        return w.length >= 2 && chain.contains(" " + w[0] + " " + w[1] + " ");
    }
}
