package org.tahqiq.attribution;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tahqiq.corpus.SurahNames;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Reads Qur'an references as models write them: "البقرة: 255", "سورة البقرة، الآية 152",
 * "الآية 256 من سورة البقرة", "سورة الإخلاص: 3-4", "(33:56)", "في السورة 51، آية 56", in either digit script.
 */
public final class ReferenceParser {

    private static final Pattern PAIR = Pattern.compile("(\\d{1,3})\\s*[:：]\\s*(\\d{1,3})(?:\\s*[-–—]\\s*(\\d{1,3}))?");
    private static final Pattern SURAH_NUMBER = Pattern.compile("سوره\\s*(?:رقم\\s*)?(\\d{1,3})");
    private static final Pattern AYAH_NUMBER = Pattern.compile(
            "(?:ايه|ايات|الايه|الايات|اية|رقم)\\s*(?:رقم\\s*)?(\\d{1,3})(?:\\s*(?:[-–—]|الي|و|حتي)\\s*(\\d{1,3}))?");
    private static final Pattern NUMBER = Pattern.compile("(\\d{1,3})(?:\\s*[-–—]\\s*(\\d{1,3}))?");
    private static final java.util.Set<String> NOT_NAMES = java.util.Set.of(
            "سوره", "السوره", "الايه", "ايه", "الايات", "ايات", "من", "في", "رقم", "قال", "تعالي", "الله", "القران",
            "الكريم", "و", "اليه");

    private final SurahNames names;
    private final int maxWords;

    public ReferenceParser(SurahNames names) {
        this.names = names;
        this.maxWords = names.maxWords();
    }

    public QuranReference parse(String claim) {
        // LETTERS keeps punctuation (":" and "-" matter here) and turns Arabic-Indic digits into ASCII.
        String s = ArabicNormalizer.normalize(claim, ArabicNormalizer.Level.LETTERS)
                .replace('\u060C', ' ').replace('\u061B', ' ').replace('(', ' ').replace(')', ' ')
                .replace('\uFD3E', ' ').replace('\uFD3F', ' ').replace('[', ' ').replace(']', ' ');
        int surah = surahByName(claim);
        int from = 0;
        int to = 0;
        Matcher pair = PAIR.matcher(s);
        if (pair.find()) {
            int a = Integer.parseInt(pair.group(1));
            if (a >= 1 && a <= 114 && (surah == 0 || surah == a)) {
                surah = a;
                from = Integer.parseInt(pair.group(2));
                to = pair.group(3) == null ? from : Integer.parseInt(pair.group(3));
                return new QuranReference(surah, from, Math.max(from, to));
            }
        }
        // "السورة 51" names the surah by number; take it out so that 51 is not read as the verse.
        String rest = s;
        Matcher sn = SURAH_NUMBER.matcher(s);
        if (surah == 0 && sn.find()) {
            int n = Integer.parseInt(sn.group(1));
            if (n >= 1 && n <= 114) {
                surah = n;
                rest = s.substring(0, sn.start()) + " " + s.substring(sn.end());
            }
        }
        Matcher an = AYAH_NUMBER.matcher(rest);
        if (an.find()) {
            from = Integer.parseInt(an.group(1));
            to = an.group(2) == null ? from : Integer.parseInt(an.group(2));
        } else {
            Matcher num = NUMBER.matcher(rest);
            if (num.find()) {
                from = Integer.parseInt(num.group(1));
                to = num.group(2) == null ? from : Integer.parseInt(num.group(2));
            }
        }
        return new QuranReference(surah, from, Math.max(from, to));
    }

    /** The surah named in the claim: the words after "سورة" first, else any run of words that is a name. */
    int surahByName(String claim) {
        String[] w = ArabicNormalizer.normalize(claim, ArabicNormalizer.Level.SEARCH).split(" ");
        for (int i = 0; i < w.length; i++) {
            if (w[i].equals("سوره") || w[i].equals("بسوره")) {
                int s = longestName(w, i + 1, true);
                if (s > 0) {
                    return s;
                }
            }
        }
        for (int i = 0; i < w.length; i++) {
            int s = longestName(w, i, false);
            if (s > 0) {
                return s;
            }
        }
        return 0;
    }

    private int longestName(String[] w, int from, boolean afterSurahWord) {
        for (int len = Math.min(maxWords, w.length - from); len >= 1; len--) {
            StringBuilder sb = new StringBuilder();
            for (int j = from; j < from + len; j++) {
                sb.append(j > from ? " " : "").append(w[j]);
            }
            String cand = sb.toString();
            if (len == 1 && (NOT_NAMES.contains(cand) || (!afterSurahWord && cand.length() < 3))) {
                continue;
            }
            OptionalInt s = names.lookup(cand);
            if (s.isPresent()) {
                return s.getAsInt();
            }
        }
        return 0;
    }
}
