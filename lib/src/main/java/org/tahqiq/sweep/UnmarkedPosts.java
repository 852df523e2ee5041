package org.tahqiq.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.SpanDetector;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;
import org.tahqiq.verify.VerbatimVerses;

/**
 * Posts as people write them, with verses and without quote marks or a cue — alone on a line, after a hashtag, in a
 * Markdown list or quote, inside English text — and posts of everyday Arabic with the formulas that borrow the Qur'an's
 * words (الحمد لله، إن شاء الله، لا إله إلا الله، إنا لله وإنا إليه راجعون) and quote no verse. Written here from the corpus and from sentences of
 * this project's own; how many of the verses are found as Ayah spans, and how many Ayah spans are found that are no
 * verse of the post.
 */
public final class UnmarkedPosts {

    /** A post and where its verse is (code points), or -1 when it quotes none. */
    public record Post(String text, int verseStart, int verseEnd) {
    }

    /** Recall and precision of the Ayah spans found. */
    public record Score(int verses, int found, int spans, int right) {

        public double recall() {
            return verses == 0 ? Double.NaN : (double) found / verses;
        }

        public double precision() {
            return spans == 0 ? 1 : (double) right / spans;
        }
    }

    private static final String[][] AROUND = {
            {"", "\n\n#قرآن #تدبر"},
            {"Today's reminder:\n", "\nShare it with someone who needs it."},
            {"- ", "\n- اللهم اجعلنا من أهله"},
            {"> ", "\n\nصباح الخير يا أصدقاء"},
            {"This verse stays with me ", " and I read it every morning."},
            {"**تدبر**\n", ""},
            {"#جمعة_مباركة ", ""},
            {"", " ﴿١٢﴾"},
    };

    private static final String[] EVERYDAY = {
            "الحمد لله على كل حال، وجزاكم الله خيرا على المتابعة والدعم.",
            "إن شاء الله نلتقي في الدرس القادم بعد صلاة العصر في المسجد الكبير.",
            "- لا إله إلا الله محمد رسول الله",
            "Thank you all for the kind words! #رمضان_كريم",
            "سبحان الله وبحمده، سبحان الله العظيم. لا تنسوا أذكار الصباح.",
            "اللهم اغفر لنا وارحمنا وأنت خير الراحمين، وبارك لنا في أيامنا.",
            "قال الشيخ في درسه: العلم نور، والصبر مفتاح الفرج، والله المستعان.",
            "بسم الله نبدأ، والسلام عليكم ورحمة الله وبركاته.",
            "We visited the old mosque today. ما شاء الله تبارك الله، it was beautiful.",
            "**تنبيه**: الدرس غدا إن شاء الله، ومن لم يستطع الحضور فلا حرج عليه.",
            "إنا لله وإنا إليه راجعون\nتوفي اليوم جارنا العزيز، نسألكم الدعاء له بالرحمة والمغفرة.",
            "First day at the new house! ما شاء الله لا قوة إلا بالله",
    };

    private UnmarkedPosts() {
    }

    /** {@code n} posts with a verse (a run of 4 to 20 words of a random verse, with or without its marks), and as many without. */
    public static List<Post> make(QuranCorpus quran, int n, long seed) {
        Random random = new Random(seed);
        List<Post> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String[] words;
            do {
                words = quran.get(random.nextInt(quran.size())).text().trim().split("\\s+");
            } while (words.length < 4);
            int len = Math.min(words.length, 4 + random.nextInt(17));
            int from = random.nextInt(words.length - len + 1);
            String verse = String.join(" ", java.util.Arrays.copyOfRange(words, from, from + len));
            if (random.nextBoolean()) {
                verse = ArabicNormalizer.normalize(verse, ArabicNormalizer.Level.DIACRITICS);
            }
            String[] around = AROUND[i % AROUND.length];
            String text = around[0] + verse + around[1];
            int s = CodePoints.length(around[0]);
            out.add(new Post(text, s, s + CodePoints.length(verse)));
            out.add(new Post(EVERYDAY[i % EVERYDAY.length], -1, -1));
        }
        return out;
    }

    /** The posts' detections once (the detector does not depend on the settings). */
    public static List<List<DetectedAnnotation>> detect(SpanDetector detector, List<Post> posts) {
        return posts.parallelStream().map(p -> detector.detect(p.text())).toList();
    }

    /** How the verses are found with {@code finder} after the detector. */
    public static Score score(List<Post> posts, List<List<DetectedAnnotation>> detected, VerbatimVerses finder) {
        int verses = 0;
        int found = 0;
        int spans = 0;
        int right = 0;
        for (int i = 0; i < posts.size(); i++) {
            Post p = posts.get(i);
            verses += p.verseStart() >= 0 ? 1 : 0;
            boolean hit = false;
            for (DetectedAnnotation a : finder.complete(p.text(), detected.get(i))) {
                for (var s : a.spans()) {
                    if (s.type() != SegmentType.AYAH) {
                        continue;
                    }
                    spans++;
                    int overlap = Math.min(s.end(), p.verseEnd()) - Math.max(s.start(), p.verseStart());
                    boolean match = p.verseStart() >= 0 && overlap > 0
                            && overlap >= 0.5 * Math.max(s.end() - s.start(), p.verseEnd() - p.verseStart());
                    right += match ? 1 : 0;
                    hit |= match;
                }
            }
            found += hit ? 1 : 0;
        }
        return new Score(verses, found, spans, right);
    }

    /** The table for a grid of settings, in Markdown. */
    public static String table(QuranCorpus quran, List<Post> posts, List<List<DetectedAnnotation>> detected,
                               List<VerbatimVerses.Settings> grid) {
        StringBuilder sb = new StringBuilder("| min words | min rarity | verses found | Ayah spans that are a verse | F1 |\n"
                + "|---:|---:|---:|---:|---:|\n");
        for (VerbatimVerses.Settings st : grid) {
            Score s = score(posts, detected, new VerbatimVerses(quran, st));
            double f1 = 2 * s.recall() * s.precision() / (s.recall() + s.precision());
            sb.append(String.format(Locale.ROOT, "| %s | %s | %d of %d (%.3f) | %d of %d (%.3f) | %.4f |%n",
                    st.off() ? "off" : String.valueOf(st.minWords()), st.off() ? "" : String.format(Locale.ROOT, "%.0f", st.minRarity()),
                    s.found(), s.verses(), s.recall(), s.right(), s.spans(), s.precision(), f1));
        }
        return sb.toString();
    }
}
