package org.tahqiq.attribution;

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
        // Longest aliases claim their stretch of the text first; a shorter one inside it is not a second name.
        List<Mention> mentions = new ArrayList<>();
        for (Alias a : aliases) {
            String needle = " " + a.text() + " ";
            for (int at = s.indexOf(needle); at >= 0; at = s.indexOf(needle, at + 1)) {
                Mention m = new Mention(at + 1, at + 1 + a.text().length(), a);
                if (mentions.stream().noneMatch(o -> m.start() < o.end() && o.start() < m.end())) {
                    mentions.add(m);
                }
            }
        }
        mentions.sort(Comparator.comparingInt(Mention::start));
        Set<String> keys = new LinkedHashSet<>();
        mentions.forEach(m -> keys.addAll(m.alias().keys()));
        List<HadithCollection> out = new ArrayList<>();
        for (String k : keys) {
            HadithCollection.byKey(k).ifPresent(out::add);
        }
        return out;
    }

    /**
     * Whether the words are, whole, one collection's name or a phrase standing for several ("صحيح البخاري",
     * "أبي داود", "متفق عليه"), in any spelling the parser reads.
     */
    public boolean isName(String words) {
        String n = norm(words);
        for (Alias a : aliases) {
            if (a.text().equals(n)) {
                return true;
            }
        }
        return false;
    }

    private record Mention(int start, int end, Alias alias) {
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
