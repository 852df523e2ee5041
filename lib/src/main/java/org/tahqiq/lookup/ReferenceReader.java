package org.tahqiq.lookup;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.tahqiq.attribution.CollectionParser;
import org.tahqiq.attribution.QuranReference;
import org.tahqiq.attribution.ReferenceParser;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.SurahNames;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Tells a reference from remembered text, and reads the reference with the claimed-source parsers. A query is a
 * reference when every word of it is a reference's word: a number, a surah's or a collection's name, or one of the
 * few words references are written with ("سورة", "الآية", "رقم", "رواه", ...), and it names a number or a name at
 * all. Any other word makes it text: a verse that happens to hold a surah's name ("الله نور السماوات والأرض") is
 * searched as text, not read as سورة النور.
 */
final class ReferenceReader {

    /** The words references are written with, besides names and numbers. */
    private static final Set<String> FRAME = normalized("سورة السورة بسورة لسورة آية الآية آيات الآيات رقم برقم "
            + "من في إلى حتى و قوله تعالى الكريم القرآن حديث الحديث رواه أخرجه صحيحه سننه كتاب");
    /** Words a name follows: an unknown word after one of them is a name this corpus does not know. */
    private static final Set<String> SURAH_MARKERS = normalized("سورة السورة بسورة لسورة");
    private static final Set<String> COLLECTION_MARKERS = normalized("رواه أخرجه");
    /** "115:1", read here too: the claimed-source parser takes only surahs 1–114 as such a pair. */
    private static final Pattern PAIR = Pattern.compile("(\\d+)\\s*[:：]\\s*(\\d+)");
    private static final Pattern NUMBER = Pattern.compile("\\d+");
    /**
     * A range of verses as the claimed-source parser reads one, in LETTERS form: "1-5", or after the word for verses
     * "الآيات 1 إلى 5" / "الآيات 1 حتى 5".
     */
    private static final Pattern RANGE = Pattern.compile("(\\d+)\\s*[-\u2013\u2014]\\s*(\\d+)|"
            + "(?:ايه|ايات|رقم)\\s*(?:رقم\\s*)?(\\d+)\\s*(?:الي|حتي)\\s*(\\d+)");
    /** The most digits a hadith number has here: collections number their records in the tens of thousands. */
    private static final int HADITH_DIGITS = 6;
    /** The most digits a verse or surah number has (the longest surah has 286 verses). */
    private static final int VERSE_DIGITS = 3;

    private final SurahNames names;
    private final int maxNameWords;
    private final ReferenceParser quran;
    private final CollectionParser collections = new CollectionParser();

    ReferenceReader(SurahNames names) {
        this.names = names;
        this.maxNameWords = Math.max(names.maxWords(), 4);
        this.quran = new ReferenceParser(names);
    }

    private static Set<String> normalized(String words) {
        return Arrays.stream(ArabicNormalizer.normalize(words, ArabicNormalizer.Level.SEARCH).split(" "))
                .collect(Collectors.toUnmodifiableSet());
    }

    /**
     * The reference the query is, or empty when it is text.
     *
     * @throws LookupException when it reads as a reference that names nothing (a number alone), a surah or collection
     *                         no table knows ("سورة الفلان 3"), a surah past 114, or a range of verses ending before
     *                         it starts ("112:4-1")
     */
    Optional<Reference> read(String query) {
        List<String> w = words(query);
        boolean[] known = new boolean[w.size()];
        boolean named = false;
        boolean numbered = false;
        for (int i = 0; i < w.size(); ) {
            int n = nameAt(w, i);
            if (n > 0) {
                named = true;
            } else if (digits(w.get(i))) {
                numbered = true;
                n = 1;
            } else if (FRAME.contains(w.get(i))) {
                n = 1;
            }
            for (int j = i; j < i + Math.max(n, 1); j++) {
                known[j] = n > 0;
            }
            i += Math.max(n, 1);
        }
        List<int[]> unknown = runs(known);
        if (unknown.size() == 1 && numbered) {
            unknownName(w, unknown.get(0));
        }
        if (!unknown.isEmpty() || !(named || numbered)) {
            return Optional.empty();
        }
        String letters = ArabicNormalizer.normalize(query, ArabicNormalizer.Level.LETTERS);
        List<HadithCollection> cited = collections.parse(query);
        if (!cited.isEmpty()) {
            Matcher m = NUMBER.matcher(letters);
            if (!m.find()) {
                throw LookupException.badQuery("«" + query.strip() + "» names " + names(cited)
                        + " but no hadith number (e.g. «" + cited.get(0).name() + " 1»)");
            }
            return Optional.of(new Reference.Numbered(cited, number(m.group(), HADITH_DIGITS, "hadith")));
        }
        Matcher pair = PAIR.matcher(letters);
        if (pair.find()) {
            int surah = number(pair.group(1), VERSE_DIGITS, "surah");
            if (surah < 1 || surah > 114) {
                throw LookupException.notFound("no surah " + surah + ": the Qur'an has 114");
            }
        }
        for (Matcher m = NUMBER.matcher(letters); m.find(); ) {
            // a number too long for any verse is named, not cut to its first digits; a verse 0 is not the whole surah
            if (number(m.group(), VERSE_DIGITS, "verse") == 0) {
                throw LookupException.notFound("no verse 0: verses are numbered from 1");
            }
        }
        // The parser takes "112:4-1" for 112:4 alone: a range the wrong way round is a slip, said rather than guessed at.
        for (Matcher m = RANGE.matcher(letters); m.find(); ) {
            int from = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(3));
            int to = Integer.parseInt(m.group(2) != null ? m.group(2) : m.group(4));
            if (to < from) {
                throw LookupException.badQuery("range end " + to + " is before its start " + from
                        + " (verses " + to + " to " + from + " are «" + to + "-" + from + "»)");
            }
        }
        QuranReference r = quran.parse(query);
        if (r.surah() == 0) {
            throw LookupException.badQuery("«" + query.strip() + "» names no surah and no hadith collection "
                    + "(e.g. «البقرة 255», «2:255», «صحيح البخاري 1»)");
        }
        return Optional.of(new Reference.Verses(r.surah(), r.ayahFrom(), r.ayahTo()));
    }

    /** A number of at most {@code max} digits; {@code what} it numbers names it in the message. */
    private static int number(String digits, int max, String what) {
        if (digits.length() > max) {
            throw LookupException.notFound("no " + what + " is numbered " + digits);
        }
        return Integer.parseInt(digits);
    }

    /** Fails when the one unknown stretch follows "سورة" or "رواه": a name the tables do not know. */
    private static void unknownName(List<String> w, int[] run) {
        if (run[0] == 0) {
            return;
        }
        String before = w.get(run[0] - 1);
        String name = String.join(" ", w.subList(run[0], run[1]));
        if (SURAH_MARKERS.contains(before)) {
            throw LookupException.notFound("no surah is named «" + name + "»");
        }
        if (COLLECTION_MARKERS.contains(before)) {
            throw LookupException.notFound("no hadith collection named «" + name + "» is known");
        }
    }

    /** How many words from {@code i} are a surah's or a collection's name, longest first; 0 when none. */
    private int nameAt(List<String> w, int i) {
        for (int len = Math.min(maxNameWords, w.size() - i); len >= 1; len--) {
            String run = String.join(" ", w.subList(i, i + len));
            if (len == 1 && (FRAME.contains(run) || digits(run))) {
                continue;
            }
            if (names.lookup(run).isPresent() || collections.isName(run)) {
                return len;
            }
        }
        return 0;
    }

    /** The stretches [from, to) of words not known. */
    private static List<int[]> runs(boolean[] known) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < known.length; i++) {
            if (!known[i]) {
                int start = i;
                while (i < known.length && !known[i]) {
                    i++;
                }
                out.add(new int[] {start, i});
            }
        }
        return out;
    }

    /** SEARCH-normalized words; a conjunction written onto a reference's word ("والآية", "ومسلم") stands apart. */
    private List<String> words(String query) {
        List<String> out = new ArrayList<>();
        String s = ArabicNormalizer.normalize(query, ArabicNormalizer.Level.SEARCH);
        if (s.isEmpty()) {
            return out;
        }
        for (String word : s.split(" ")) {
            String rest = word.length() > 2 && word.charAt(0) == '\u0648' ? word.substring(1) : null;
            if (rest != null && !known(word) && known(rest)) {
                out.add("\u0648");
                out.add(rest);
            } else {
                out.add(word);
            }
        }
        return out;
    }

    private boolean known(String word) {
        return FRAME.contains(word) || digits(word) || names.lookup(word).isPresent() || collections.isName(word);
    }

    private static boolean digits(String word) {
        return !word.isEmpty() && word.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private static String names(List<HadithCollection> cs) {
        return cs.stream().map(HadithCollection::name).collect(Collectors.joining(" and "));
    }
}
