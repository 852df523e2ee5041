package org.tahqiq.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Reads which collections a hadith claim names: "رواه البخاري ومسلم", "متفق عليه", "أخرجه مسلم في صحيحه",
 * "رواه الترمذي (2516)", including books outside the six. Longer names are matched first so that
 * "صحيح مسلم" is not also read as a second "مسلم".
 */
public final class CollectionParser {

    /** Phrases that stand for several collections. */
    private static final List<Group> GROUPS = List.of(
            new Group("متفق عليه", List.of("bukhari", "muslim")),
            new Group("الشيخان", List.of("bukhari", "muslim")),
            new Group("اصحاب السنن", List.of("abudawud", "tirmidhi", "nasai", "ibnmajah")),
            new Group("الاربعه", List.of("abudawud", "tirmidhi", "nasai", "ibnmajah")));

    private record Alias(String text, List<String> keys) {
    }

    private record Group(String phrase, List<String> keys) {
    }

    private final List<Alias> aliases = new ArrayList<>();

    public CollectionParser() {
        for (HadithCollection c : HadithCollection.all()) {
            for (String a : c.aliases()) {
                aliases.add(new Alias(norm(a), List.of(c.key())));
            }
        }
        for (Group g : GROUPS) {
            aliases.add(new Alias(norm(g.phrase()), g.keys()));
        }
        aliases.sort(Comparator.comparingInt((Alias a) -> a.text().length()).reversed());
    }

    /** Collections named in the claim, in order of first mention. */
    public List<HadithCollection> parse(String claim) {
        String s = " " + norm(claim) + " ";
        Set<String> keys = new LinkedHashSet<>();
        List<int[]> found = new ArrayList<>();
        for (Alias a : aliases) {
            String needle = " " + a.text() + " ";
            for (int at = s.indexOf(needle); at >= 0; at = s.indexOf(needle, at + 1)) {
                int start = at + 1;
                int end = start + a.text().length();
                if (found.stream().noneMatch(f -> start < f[1] && f[0] < end)) {
                    found.add(new int[] {start, end, keys.size()});
                    keys.addAll(a.keys());
                }
            }
        }
        // Order of mention, not of alias length.
        found.sort(Comparator.comparingInt(f -> f[0]));
        List<HadithCollection> out = new ArrayList<>();
        for (String k : orderedKeys(s, found)) {
            HadithCollection.byKey(k).ifPresent(out::add);
        }
        return out;
    }

    private List<String> orderedKeys(String s, List<int[]> found) {
        Set<String> ordered = new LinkedHashSet<>();
        for (int[] f : found) {
            String text = s.substring(f[0], f[1]);
            aliases.stream().filter(a -> a.text().equals(text)).findFirst().ifPresent(a -> ordered.addAll(a.keys()));
        }
        return new ArrayList<>(ordered);
    }

    /** Claims write "و" glued to the next name ("ومسلم"); split it off so names stay whole words. */
    static String norm(String s) {
        String n = ArabicNormalizer.normalize(s, ArabicNormalizer.Level.SEARCH);
        StringBuilder sb = new StringBuilder();
        for (String w : n.split(" ")) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            if (w.length() > 3 && w.startsWith("و") && !w.equals("وغيره")) {
                sb.append("و ").append(w.substring(1));
            } else {
                sb.append(w);
            }
        }
        return sb.toString();
    }
}
