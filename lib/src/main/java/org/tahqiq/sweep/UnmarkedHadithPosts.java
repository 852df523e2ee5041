package org.tahqiq.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;
import org.tahqiq.verify.VerbatimHadith;
import org.tahqiq.verify.VerbatimVerses;

/**
 * Posts quoting a hadith's matn without quote marks or a cue — alone on a line, after a hashtag, in a Markdown list or
 * quote, inside English text — written at run time from the loaded hadith corpus (a run of a record's matn), and as
 * many posts of everyday Arabic prose of this project's own that quote no hadith. How many matns are found as matn
 * spans, and how many matn spans are found that are no hadith of the post. Runs that are also words of the Qur'an are
 * left out of the posts: those are Ayah ({@link VerbatimVerses} decides verses first).
 */
public final class UnmarkedHadithPosts {

    /** A post and where its matn is (code points), or -1 when it quotes none. */
    public record Post(String text, int matnStart, int matnEnd) {
    }

    /** Recall and precision of the matn spans found. */
    public record Score(int matns, int found, int spans, int right) {

        public double recall() {
            return matns == 0 ? Double.NaN : (double) found / matns;
        }

        public double precision() {
            return spans == 0 ? 1 : (double) right / spans;
        }

        public double f1() {
            return 2 * recall() * precision() / (recall() + precision());
        }
    }

    private static final String[][] AROUND = {
            {"", "\n\n#حديث #السنة_النبوية"},
            {"A beautiful reminder from the Sunnah:\n", "\nShare it with someone who needs it."},
            {"- ", "\n- اللهم ارزقنا العمل به"},
            {"> ", "\n\nجمعة مباركة على الجميع"},
            {"The Prophet taught us ", " and I try to live by it."},
            {"**فائدة**\n", ""},
            {"#حديث_اليوم ", ""},
            {"Hadith of the day: ", " #sunnah"},
    };

    /** Everyday Arabic of this project's own: advice, news, greetings, with words hadith use but quoting none. */
    private static final String[] EVERYDAY = {
            "الحمد لله على نعمة الإسلام، وجزاكم الله خيرا على حضور الدرس والمشاركة الطيبة.",
            "- نبدأ الحلقة القادمة بعد صلاة المغرب إن شاء الله، ومن أراد الحضور فليسجل اسمه عند الإمام.",
            "Our study circle meets every Friday. نسأل الله أن ينفعنا بما علمنا وأن يعلمنا ما ينفعنا في ديننا ودنيانا",
            "#رمضان_كريم كل عام وأنتم بخير، تقبل الله منا ومنكم صالح الأعمال والصيام والقيام",
            "> الصبر على طلب العلم من أعظم أسباب الفلاح، فلا تستعجل الثمرة واصبر على الطريق حتى تصل",
            "**تنبيه**\nتم تغيير موعد المحاضرة إلى يوم الخميس القادم في القاعة الكبرى بسبب أعمال الصيانة في المسجد",
            "زرنا اليوم دار الأيتام مع شباب الحي، وكانت فرحة الأطفال بالهدايا أجمل ما رأينا هذا الأسبوع",
            "من آداب طالب العلم أن يحترم شيخه وأن يحفظ وقته وأن يراجع دروسه كل يوم قبل أن ينام",
            "Reminder: الصدقة لا تنقص المال بل تزيده بركة، فلا تنسوا صندوق التبرعات عند باب المسجد",
            "اللهم اغفر لوالدينا وارحمهما كما ربيانا صغارا، واجعل قبورهما روضة من رياض الجنة",
            "- أكثروا من الصلاة على النبي في يوم الجمعة، وأكثروا من الدعاء في الساعة الأخيرة قبل المغرب",
            "بدأنا اليوم حفظ الأربعين النووية مع الطلاب، ونرجو من أولياء الأمور متابعة أبنائهم في البيت",
    };

    /** A word a post's run may hold: Arabic letters and marks, a comma or stop at its end (no quote mark, colon, digit). */
    private static final Pattern WORD = Pattern.compile("[\\u0621-\\u065F\\u0670-\\u06D3\\u06D5]+[\\u060C,.]?");

    private UnmarkedHadithPosts() {
    }

    /**
     * {@code n} posts with a matn, as people quote one: the Prophet's words, from the first word after the record's last
     * blessing formula (صلى الله عليه وسلم) and the قال that follows it, or the matn's first word when it has none; 8 to
     * 25 words of it, with or without its marks, without a chain's words, and not also a run of the Qur'an. As many
     * posts without.
     */
    public static List<Post> make(HadithCorpus hadith, QuranText quran, int n, long seed) {
        Random random = new Random(seed);
        List<Post> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String matn = null;
            while (matn == null) {
                matn = saying(hadith.get(random.nextInt(hadith.size())).matn(), random);
                if (matn != null && !quran.occurrences(QuranText.Query.of(matn)).isEmpty()) {
                    matn = null;
                }
            }
            if (random.nextBoolean()) {
                matn = ArabicNormalizer.normalize(matn, ArabicNormalizer.Level.DIACRITICS);
            }
            String[] around = AROUND[i % AROUND.length];
            int s = CodePoints.length(around[0]);
            out.add(new Post(around[0] + matn + around[1], s, s + CodePoints.length(matn)));
            out.add(new Post(EVERYDAY[i % EVERYDAY.length], -1, -1));
        }
        return out;
    }

    /** The saying a post quotes from a record's matn, or null when the record has none fit to quote. */
    private static String saying(String matn, Random random) {
        String[] words = matn.trim().split("\\s+");
        int from = 0;
        for (int k = 0; k < words.length; k++) {
            String plain = ArabicNormalizer.normalize(words[k], ArabicNormalizer.Level.SEARCH);
            if (plain.equals("وسلم") || plain.equals("\uFDFA")) {
                from = k + 1;
            }
        }
        while (from < words.length && SAYS.contains(ArabicNormalizer.normalize(words[from], ArabicNormalizer.Level.SEARCH))) {
            from++;
        }
        if (words.length - from < 8) {
            return null;
        }
        int len = Math.min(words.length - from, 8 + random.nextInt(18));
        String[] run = java.util.Arrays.copyOfRange(words, from, from + len);
        for (String w : run) {
            if (!WORD.matcher(w).matches() || CHAIN.contains(ArabicNormalizer.normalize(w, ArabicNormalizer.Level.SEARCH))) {
                return null;
            }
        }
        return String.join(" ", run).replaceAll("[\\u060C,.]$", "");
    }

    /** Words that open the saying after the blessing, left out of the quote. */
    private static final java.util.Set<String> SAYS = normalized("قال", "فقال", "يقول", "وقال", "قالت");
    /** Words of a chain or of the blessing: a run holding one is not the Prophet's saying alone. */
    private static final java.util.Set<String> CHAIN = normalized("حدثنا", "أخبرنا", "حدثني", "أخبرني", "عن", "صلى",
            "وسلم", "رضي", "سمعت");

    private static java.util.Set<String> normalized(String... words) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (String w : words) {
            out.add(ArabicNormalizer.normalize(w, ArabicNormalizer.Level.SEARCH));
        }
        return out;
    }

    /** How the matns are found after the detector, with {@code verses} and then {@code finder}, as verify runs them. */
    public static Score score(List<Post> posts, List<List<DetectedAnnotation>> detected, VerbatimVerses verses,
                              VerbatimHadith finder) {
        List<int[]> perPost = java.util.stream.IntStream.range(0, posts.size()).parallel().mapToObj(i -> {
            Post p = posts.get(i);
            int spans = 0;
            int right = 0;
            boolean hit = false;
            for (DetectedAnnotation a : finder.complete(p.text(), verses.complete(p.text(), detected.get(i)))) {
                for (var s : a.spans()) {
                    if (s.type() != SegmentType.MATN) {
                        continue;
                    }
                    spans++;
                    int overlap = Math.min(s.end(), p.matnEnd()) - Math.max(s.start(), p.matnStart());
                    boolean match = p.matnStart() >= 0 && overlap > 0
                            && overlap >= 0.5 * Math.max(s.end() - s.start(), p.matnEnd() - p.matnStart());
                    right += match ? 1 : 0;
                    hit |= match;
                }
            }
            return new int[] {p.matnStart() >= 0 ? 1 : 0, hit ? 1 : 0, spans, right};
        }).toList();
        int[] sum = new int[4];
        perPost.forEach(c -> {
            for (int k = 0; k < 4; k++) {
                sum[k] += c[k];
            }
        });
        return new Score(sum[0], sum[1], sum[2], sum[3]);
    }

    /** The table for a grid of settings, in Markdown. */
    public static String table(List<Post> posts, List<List<DetectedAnnotation>> detected, VerbatimVerses verses,
                               List<VerbatimHadith> grid) {
        StringBuilder sb = new StringBuilder("| quoted: min words | quoted: min similarity | no marks: min words | matns found "
                + "| matn spans that are the post's matn | F1 |\n|---:|---:|---:|---:|---:|---:|\n");
        for (VerbatimHadith finder : grid) {
            VerbatimHadith.Settings st = finder.settings();
            Score s = score(posts, detected, verses, finder);
            sb.append(String.format(Locale.ROOT, "| %s | %s | %s | %d of %d (%.3f) | %d of %d (%.3f) | %.4f |%n",
                    words(st.minQuotedWords()), st.minQuotedWords() == Integer.MAX_VALUE ? "" : String.valueOf(st.minQuotedScore()),
                    words(st.minFreeWords()), s.found(), s.matns(), s.recall(), s.right(), s.spans(), s.precision(), s.f1()));
        }
        return sb.toString();
    }

    private static String words(int n) {
        return n == Integer.MAX_VALUE ? "off" : String.valueOf(n);
    }
}
