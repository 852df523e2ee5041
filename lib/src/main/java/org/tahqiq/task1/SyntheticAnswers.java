package org.tahqiq.task1;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.Verse;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;

/**
 * Labelled training answers written from the corpora in the shapes model answers take: prose, then citations —
 * a verse (real, a fragment, several verses, corrupted, or made up from Qur'anic words) or a hadith (a matn taken
 * from a record, corrupted or made up, with or without a chain) — each with its cue, quote marks and claimed
 * source in one of many styles, labelled by the gold's conventions. Nothing is taken from the dev answers, so
 * they may join any fold's training data. Deterministic for a seed.
 *
 * <p>Two sets of shapes. {@link #PLAIN}: the first. {@link #VARIED} adds, on top of the same draws: sources standing
 * bare after the quote ("«...» متفق عليه."، "«...» - رواه مسلم."), with a number ("(رواه البخاري: 1306)"), in
 * brackets or a block quote below it; sources before the quote ("حديث رواه مسلم (2564): «...»"); a chain named by
 * its narrator alone ("حديث أبي هريرة رضي الله عنه: «...»"); real chains of several narrators more often; numbered
 * lists with the reference in bold before the verse ("1. **سورة البقرة، الآية 255:** «...»"); bold quotes; and a
 * second verse on the same line ("... (البقرة: 2)، وقال تعالى: «...» [آل عمران: 3]").
 */
public final class SyntheticAnswers {

    /** The first shapes. */
    public static final String PLAIN = "plain";
    /** The first shapes and more citation styles. */
    public static final String VARIED = "varied";
    /** The first shapes and the varied hadith shapes only (verses as in the first). */
    public static final String HADITH = "hadith";
    public static final List<String> SHAPES = List.of(PLAIN, VARIED, HADITH);

    /** Share of quotes left as the corpus writes them; the rest are misquoted or made up, as in model answers. */
    static final double AUTHENTIC = 0.35;

    private static final String[] PROSE = {
        "هذا سؤال مهم يتعلق بأحكام الشريعة الإسلامية، وسأوضح الجواب بالأدلة.",
        "يجب على المسلم أن يتحرى الحلال في جميع أموره.",
        "وقد اختلف العلماء في هذه المسألة على أقوال متعددة.",
        "والراجح من أقوال أهل العلم أن الأمر فيه سعة.",
        "وهذا يدل على أهمية الالتزام بتعاليم الدين في الحياة اليومية.",
        "ومن الأدلة على ذلك ما يأتي:",
        "وفيما يلي بعض النصوص التي تبين هذا الحكم:",
        "وخلاصة القول أن الإسلام دين يسر لا عسر.",
        "ينبغي للمسلم أن يستشير أهل العلم الثقات في مثل هذه الأمور.",
        "وهذا المعنى واضح في نصوص الكتاب والسنة.",
        "والله أعلم.",
        "تشير هذه النصوص إلى فضل العمل الصالح وأثره في حياة الإنسان.",
        "ويستفاد من ذلك أن النية أساس قبول الأعمال.",
        "وقد أجمع الفقهاء على مشروعية هذا العمل بشروطه.",
        "وعليه فإن الجواب يتوقف على حال السائل وظروفه.",
        "الحمد لله والصلاة والسلام على رسول الله، أما بعد:",
        "وهذا ما ذهب إليه جمهور العلماء من المذاهب الأربعة.",
        "ولا يجوز التساهل في هذا الأمر لما فيه من ضرر.",
        "ومن المهم أن نفهم السياق الذي وردت فيه هذه النصوص.",
        "هذه الآية تدل على رحمة الله بعباده.",
        "وفي هذا الحديث حث على الأخلاق الحسنة.",
        "يتضح من ذلك أن الشريعة جاءت لحفظ الضروريات الخمس.",
        "لذلك يُنصح بالمحافظة على الصلاة في وقتها.",
        "وهذا الحديث يبين فضل الصدقة والإنفاق في سبيل الله.",
        "ويُفهم من هذا النص أن التوبة مقبولة ما لم يغرغر العبد.",
        "نعم، يجوز ذلك بشرط ألا يترتب عليه مفسدة.",
        "الإجابة: لا حرج في ذلك إن شاء الله.",
        "وقد يقول بعض الناس \"لا بأس\" ولكن الصواب خلاف ذلك.",
        "ومن الأمور التي يجب مراعاتها \"الإخلاص\" و\"المتابعة\".",
        "ويقول المسلم عند المصيبة: \"إنا لله وإنا إليه راجعون\" تسليمًا لأمر الله.",
    };
    private static final String[] HEADINGS = {"### الأدلة من القرآن الكريم:", "### الأدلة من السنة النبوية:", "**الدليل:**",
        "## أولاً: من القرآن", "## ثانياً: من السنة", "**من الأحاديث الشريفة:**", "**الخلاصة:**"};
    private static final String[] QURAN_CUES = {"قال الله تعالى: ", "يقول الله تعالى: ", "قال تعالى: ", "يقول الله عز وجل: ",
        "قال الله سبحانه وتعالى: ", "كما قال تعالى: ", "وقال تعالى: ", "قال الله تعالى في كتابه الكريم: ",
        "ومن الأدلة قوله تعالى: ", "وفي القرآن الكريم: ", "يقول الله سبحانه: ", "قال تعالى في سورة %s: ",
        "وقد ورد في سورة %s: ", "ويقول الله تعالى في سورة %s: "};
    private static final String[] PROPHET_CUES = {"قال رسول الله صلى الله عليه وسلم: ", "قال رسول الله ﷺ: ",
        "قال النبي صلى الله عليه وسلم: ", "قال النبي ﷺ: ", "وفي الحديث الشريف: ", "وفي الحديث: ",
        "يقول النبي صلى الله عليه وسلم: ", "ومن السنة قوله صلى الله عليه وسلم: ", "الحديث الشريف: ",
        "وقد قال صلى الله عليه وسلم: ", "وعن النبي صلى الله عليه وسلم أنه قال: "};
    private static final String[] NARRATORS = {"أبي هريرة", "عائشة", "عبد الله بن عمر", "ابن عباس", "أنس بن مالك",
        "عمر بن الخطاب", "أبي سعيد الخدري", "جابر بن عبد الله", "معاذ بن جبل", "أبي موسى الأشعري", "علي بن أبي طالب",
        "عبد الله بن مسعود", "أبي ذر", "النعمان بن بشير", "أبي أمامة", "عثمان بن عفان", "أبي الدرداء", "سهل بن سعد",
        "عبد الله بن عمرو", "أم سلمة", "البراء بن عازب", "أبي بكر الصديق"};
    private static final String[] CHAIN_OPENERS = {"عن %s %s قال: قال رسول الله صلى الله عليه وسلم: ",
        "عن %s %s قال: قال رسول الله ﷺ: ", "عن %s %s أن النبي صلى الله عليه وسلم قال: ",
        "عن %s %s أن رسول الله صلى الله عليه وسلم قال: ", "عن %s %s قال: سمعت رسول الله صلى الله عليه وسلم يقول: ",
        "عن %s %s، عن النبي ﷺ قال: ", "روي عن %s %s أن النبي ﷺ قال: ", "عن %s %s: "};
    private static final String[] COLLECTIONS = {"البخاري", "مسلم", "البخاري ومسلم", "الترمذي", "أبو داود", "النسائي",
        "ابن ماجه", "أحمد", "مسلم في صحيحه", "البخاري في صحيحه", "الترمذي وحسنه", "أبو داود والترمذي"};

    private final QuranCorpus quran;
    private final List<String[]> matns;
    private final List<String> isnads;
    private final List<String> quranWords = new ArrayList<>();
    private final List<String> hadithWords = new ArrayList<>();

    private final boolean varied;
    private final boolean variedAyah;
    private final TrainQuotes trainQuotes;
    private final double trainShare;

    public SyntheticAnswers(QuranCorpus quran, HadithCorpus hadith) {
        this(quran, hadith, PLAIN);
    }

    /** @param shapes one of {@link #SHAPES} */
    public SyntheticAnswers(QuranCorpus quran, HadithCorpus hadith, String shapes) {
        this(quran, hadith, shapes, TrainQuotes.NONE, 0);
    }

    /**
     * @param trainQuotes the train answers' verses and matn
     * @param trainShare  the share of citations whose verse or matn is one of {@code trainQuotes} (of its type) instead
     *                    of corpus text the generator corrupts; drawn from a stream of their own, so every other draw is
     *                    the same as with none
     */
    public SyntheticAnswers(QuranCorpus quran, HadithCorpus hadith, String shapes, TrainQuotes trainQuotes, double trainShare) {
        if (trainShare < 0 || trainShare > 1) {
            throw new IllegalArgumentException("the share of train quotes is between 0 and 1, got " + trainShare);
        }
        this.trainQuotes = trainQuotes;
        this.trainShare = trainQuotes.isEmpty() ? 0 : trainShare;
        if (!SHAPES.contains(shapes)) {
            throw new IllegalArgumentException("synthetic shapes are one of " + SHAPES + ", got " + shapes);
        }
        this.varied = !shapes.equals(PLAIN);
        this.variedAyah = shapes.equals(VARIED);
        this.quran = quran;
        this.matns = new ArrayList<>();
        this.isnads = new ArrayList<>();
        for (Verse v : quran.verses()) {
            for (String w : plain(v.text()).split(" ")) {
                if (w.length() > 1) {
                    quranWords.add(w);
                }
            }
        }
        for (Hadith h : hadith.records()) {
            String[] m = prophetWords(h.matn());
            if (m.length >= 4) {
                matns.add(m);
                for (String w : m) {
                    hadithWords.add(w);
                }
            }
            if (h.hasMatn() && !h.isnadPart().equals(h.fullText()) && isnads.size() < 5000) {
                String[] chain = clean(h.isnadPart()).split(" ");
                if (chain.length >= 6) {
                    int from = Math.max(0, chain.length - 14);
                    isnads.add(String.join(" ", java.util.Arrays.copyOfRange(chain, from, chain.length)));
                }
            }
        }
    }

    /** {@code count} answers with ids S000001...; each is its own question. */
    public List<Answer> generate(int count, long seed) {
        Random r = new Random(seed);
        Random quotes = new Random(seed * 31 + 17);
        List<Answer> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(answer(r, quotes, String.format("S%06d", i + 1)));
        }
        return out;
    }

    private final class Writer {
        final StringBuilder text = new StringBuilder();
        final List<Task1Span> rows = new ArrayList<>();
        final String id;
        final Random quotes;
        int annotation = 0;

        Writer(String id, Random quotes) {
            this.id = id;
            this.quotes = quotes;
        }

        /** {@code body}, or in {@link #trainShare} of the citations a train answer's quote of the same type. */
        String quote(SegmentType type, String body) {
            if (trainShare == 0 || quotes.nextDouble() >= trainShare) {
                return body;
            }
            return pick(quotes, type == SegmentType.AYAH ? trainQuotes.ayah() : trainQuotes.matn());
        }

        int at() {
            return CodePoints.length(text.toString());
        }

        Writer add(String s) {
            text.append(s);
            return this;
        }

        /** Appends {@code s} as a segment of {@code type} in the current annotation. */
        Writer seg(SegmentType type, String s) {
            int from = at();
            text.append(s);
            rows.add(new Task1Span(id, annotation, type, from, at(), 0));
            return this;
        }
    }

    private Answer answer(Random r, Random quotes, String id) {
        Writer w = new Writer(id, quotes);
        w.add(pick(r, PROSE)).add(" ").add(pick(r, PROSE)).add("\n\n");
        int citations = 1 + r.nextInt(4);
        boolean markdown = r.nextDouble() < 0.4;
        for (int c = 0; c < citations; c++) {
            if (markdown && r.nextDouble() < 0.3) {
                w.add(pick(r, HEADINGS)).add("\n\n");
            }
            String bullet = markdown && r.nextDouble() < 0.5 ? (r.nextBoolean() ? "- " : (c + 1) + ". ") : "";
            w.add(bullet);
            w.annotation++;
            if (r.nextDouble() < 0.55) {
                ayah(r, w);
            } else {
                hadith(r, w);
            }
            w.add(r.nextDouble() < 0.5 ? "\n\n" : " ").add(pick(r, PROSE)).add(r.nextDouble() < 0.6 ? "\n\n" : " ");
        }
        if (r.nextDouble() < 0.3) {
            w.add(pick(r, PROSE));
        }
        List<Task1Span> rows = new ArrayList<>();
        // The gold order: per annotation the quote, then the isnad, then the claimed source.
        for (int a = 1; a <= w.annotation; a++) {
            for (SegmentType t : List.of(SegmentType.AYAH, SegmentType.MATN, SegmentType.ISNAD, SegmentType.CLAIMED_SOURCE)) {
                for (Task1Span s : w.rows) {
                    if (s.annotationId() == a && s.type() == t) {
                        rows.add(s);
                    }
                }
            }
        }
        if (rows.isEmpty()) {
            rows.add(new Task1Span(id, 1, null, -1, -1, 0));
        }
        return new Answer(id, id, w.text.toString(), rows, 0);
    }

    private void ayah(Random r, Writer w) {
        int v = r.nextInt(quran.size());
        Verse verse = quran.get(v);
        int last = v;
        if (r.nextDouble() < 0.15) {
            while (last + 1 < quran.size() && last - v < 2 && quran.get(last + 1).surah() == verse.surah()) {
                last++;
            }
        }
        StringBuilder t = new StringBuilder();
        for (int k = v; k <= last; k++) {
            t.append(k > v ? " " : "").append(quran.get(k).text());
        }
        String[] words = surface(r, t.toString()).split(" ");
        if (words.length > 12 && r.nextDouble() < 0.4) {
            int from = r.nextInt(words.length / 2);
            words = java.util.Arrays.copyOfRange(words, from, Math.min(words.length, from + 5 + r.nextInt(10)));
        }
        String body = w.quote(SegmentType.AYAH, String.join(" ", corrupt(r, words, quranWords)));
        String name = verse.surahName();
        int ayahTo = verse.ayah() + (last - v);
        String source = quranSource(r, name, verse.surah(), verse.ayah(), ayahTo);
        String cue = pick(r, QURAN_CUES);
        boolean cueNamesSurah = cue.contains("%s");
        cue = cueNamesSurah ? String.format(cue, name) : cue;
        String[] marks = pick(r, new String[][] {{"\"", "\""}, {"{", "}"}, {"\uFD3F", "\uFD3E"}, {"«", "»"}, {"<aya_start>", "<aya_end>"},
            {"\"", "\""}, {"(", ")"}, {"", ""}});
        if (variedAyah && r.nextDouble() < 0.45) {
            variedAyah(r, w, cue, marks, body, name, verse.surah(), verse.ayah(), ayahTo);
            return;
        }
        int style = r.nextInt(6);
        switch (style) {
            case 0 -> { // cue: "verse" (source)
                w.add(cue).add(marks[0]).seg(SegmentType.AYAH, body).add(marks[1]).add(" (");
                w.seg(SegmentType.CLAIMED_SOURCE, source).add(")").add(r.nextBoolean() ? "." : "");
            }
            case 1 -> { // cue: {verse} [source]
                w.add(cue).add(marks[0]).seg(SegmentType.AYAH, body).add(marks[1]).add(" [");
                w.seg(SegmentType.CLAIMED_SOURCE, source).add("]");
            }
            case 2 -> { // source: "verse"
                w.add(r.nextBoolean() ? "في " : "").seg(SegmentType.CLAIMED_SOURCE, source).add(": ")
                        .add(marks[0]).seg(SegmentType.AYAH, body).add(marks[1]).add(".");
            }
            case 3 -> { // markdown block quote
                w.add(cue.strip()).add("\n> **").add(marks[0].isEmpty() ? "\"" : marks[0]).seg(SegmentType.AYAH, body)
                        .add(marks[1].isEmpty() ? "\"" : marks[1]).add("**  \n> (").seg(SegmentType.CLAIMED_SOURCE, source).add(")");
            }
            case 4 -> { // cue without marks, source after a dash
                w.add(cue).add(marks[0]).seg(SegmentType.AYAH, body).add(marks[1]).add(" - ").seg(SegmentType.CLAIMED_SOURCE, source).add(".");
            }
            default -> { // no source
                w.add(cue).add(marks[0].isEmpty() ? "\"" : marks[0]).seg(SegmentType.AYAH, body)
                        .add(marks[1].isEmpty() ? "\"" : marks[1]).add(".");
            }
        }
    }

    /** The {@link #VARIED} verse shapes. */
    private void variedAyah(Random r, Writer w, String cue, String[] marks, String body, String name, int surah, int from, int to) {
        String open = marks[0].isEmpty() ? "«" : marks[0];
        String close = marks[1].isEmpty() ? "»" : marks[1];
        String source = quranSource(r, name, surah, from, to);
        switch (r.nextInt(5)) {
            case 0 -> { // numbered list, the reference in bold before the verse
                w.add("**").seg(SegmentType.CLAIMED_SOURCE, source).add(r.nextBoolean() ? ":** " : "**: ").add(open)
                        .seg(SegmentType.AYAH, body).add(close);
            }
            case 1 -> { // bold quote, reference in brackets after
                w.add(cue).add("**").add(open).seg(SegmentType.AYAH, body).add(close).add("** ")
                        .add(r.nextBoolean() ? "[" : "(").seg(SegmentType.CLAIMED_SOURCE, source).add(r.nextBoolean() ? "]" : ")");
            }
            case 2 -> { // [السورة: الآية] right after the verse
                w.add(cue).add(open).seg(SegmentType.AYAH, body).add(close).add(" [")
                        .seg(SegmentType.CLAIMED_SOURCE, name + ": " + (from == to ? Integer.toString(from) : from + "-" + to)).add("]");
            }
            case 3 -> { // two verses on one line
                w.add(cue).add(open).seg(SegmentType.AYAH, body).add(close).add(" (").seg(SegmentType.CLAIMED_SOURCE, source).add(")");
                Verse v2 = quran.get(r.nextInt(quran.size()));
                String[] words2 = surface(r, v2.text()).split(" ");
                if (words2.length > 14) {
                    words2 = java.util.Arrays.copyOfRange(words2, 0, 6 + r.nextInt(8));
                }
                w.annotation++;
                w.add(r.nextBoolean() ? "، وقال تعالى: " : "، وقوله: ").add(open).seg(SegmentType.AYAH, String.join(" ", corrupt(r, words2, quranWords)))
                        .add(close).add(" (").seg(SegmentType.CLAIMED_SOURCE, quranSource(r, v2.surahName(), v2.surah(), v2.ayah(), v2.ayah()))
                        .add(").");
            }
            default -> { // the reference on its own line below the verse
                boolean paren = r.nextBoolean();
                w.add(cue.strip()).add("\n").add(open).seg(SegmentType.AYAH, body).add(close).add("\n")
                        .add(paren ? "(" : "").seg(SegmentType.CLAIMED_SOURCE, source).add(paren ? ")" : "");
            }
        }
    }

    private String quranSource(Random r, String name, int surah, int from, int to) {
        String n = from == to ? Integer.toString(from) : from + "-" + to;
        return switch (r.nextInt(9)) {
            case 0 -> name + ": " + n;
            case 1 -> "سورة " + name + "، الآية " + n;
            case 2 -> "سورة " + name + ": " + n;
            case 3 -> surah + ":" + n;
            case 4 -> "الآية " + n + " من سورة " + name;
            case 5 -> "سورة " + name + " (" + n + ")";
            case 6 -> "السورة " + surah + "، آية " + n;
            case 7 -> "سورة " + name + "، آية " + n;
            default -> name + " " + n;
        };
    }

    private void hadith(Random r, Writer w) {
        String[] words = matns.get(r.nextInt(matns.size()));
        if (words.length > 30) {
            words = java.util.Arrays.copyOfRange(words, 0, 12 + r.nextInt(18));
        }
        String[] shown = surface(r, String.join(" ", words)).split(" ");
        String body = w.quote(SegmentType.MATN, String.join(" ", corrupt(r, shown, hadithWords)));
        String source = hadithSource(r);
        String[] marks = pick(r, new String[][] {{"\"", "\""}, {"«", "»"}, {"\"", "\""}, {"(", ")"}, {"“", "”"}, {"<hadith_start>", "<hadith_end>"}});
        if (varied && r.nextDouble() < 0.45) {
            variedHadith(r, w, body, marks);
            return;
        }
        int chain = r.nextInt(10);
        if (chain < 5) {
            String narrator = pick(r, NARRATORS);
            String honor = narrator.equals("عائشة") || narrator.equals("أم سلمة") ? "رضي الله عنها"
                    : narrator.startsWith("ابن ") || narrator.startsWith("عبد الله بن ") ? "رضي الله عنهما" : "رضي الله عنه";
            String opener = pick(r, CHAIN_OPENERS);
            boolean nested = r.nextDouble() < 0.25;
            if (nested && !opener.startsWith("عن")) {
                opener = CHAIN_OPENERS[0];
            }
            String isnad = String.format(opener, narrator, honor).strip();
            if (nested) {
                w.add("روى ").seg(SegmentType.CLAIMED_SOURCE, pick(r, COLLECTIONS)).add(" ");
                // The gold nests the source inside the isnad: "روى البخاري عن أبي هريرة ... قال:"
                int start = w.rows.get(w.rows.size() - 1).start() - 4;
                w.rows.remove(w.rows.size() - 1);
                int csFrom = start;
                int csTo = w.at() - 1;
                w.add(isnad);
                w.rows.add(new Task1Span(w.id, w.annotation, SegmentType.ISNAD, start, w.at(), 0));
                w.rows.add(new Task1Span(w.id, w.annotation, SegmentType.CLAIMED_SOURCE, csFrom, csTo, 0));
                w.add(" ").add(marks[0]).seg(SegmentType.MATN, body).add(marks[1]).add(".");
                return;
            }
            if (r.nextDouble() < (varied ? 0.25 : 0.1) && !isnads.isEmpty()) {
                isnad = isnads.get(r.nextInt(isnads.size())) + " قال: قال رسول الله صلى الله عليه وسلم:";
            }
            w.add(r.nextDouble() < 0.2 ? "وفي الحديث الشريف " : "").seg(SegmentType.ISNAD, isnad).add(" ");
        } else {
            w.add(pick(r, PROPHET_CUES));
        }
        w.add(marks[0]).seg(SegmentType.MATN, body).add(marks[1]);
        switch (r.nextInt(5)) {
            case 0, 1 -> w.add(" (").seg(SegmentType.CLAIMED_SOURCE, "رواه " + pick(r, COLLECTIONS)).add(").");
            case 2 -> w.add(". ").seg(SegmentType.CLAIMED_SOURCE, "رواه " + pick(r, COLLECTIONS)).add(".");
            case 3 -> w.add(" (").seg(SegmentType.CLAIMED_SOURCE, source).add(")");
            default -> w.add(".");
        }
    }

    /** The {@link #VARIED} hadith shapes: how the chain opens, then how the source follows. */
    private void variedHadith(Random r, Writer w, String body, String[] marks) {
        String narrator = pick(r, NARRATORS);
        String honor = narrator.equals("عائشة") || narrator.equals("أم سلمة") ? "رضي الله عنها"
                : narrator.startsWith("ابن ") || narrator.startsWith("عبد الله بن ") ? "رضي الله عنهما" : "رضي الله عنه";
        boolean sourceBefore = false;
        switch (r.nextInt(6)) {
            case 0 -> w.add(r.nextBoolean() ? "وفي " : "").seg(SegmentType.ISNAD, "حديث " + narrator + " " + honor
                    + (r.nextBoolean() ? " قال:" : ":")).add(" ");
            case 1 -> { // a real chain of several narrators
                String chain = isnads.isEmpty() ? "عن " + narrator + " " + honor : isnads.get(r.nextInt(isnads.size()));
                w.seg(SegmentType.ISNAD, chain + (r.nextBoolean() ? " قال: قال رسول الله ﷺ:" : " أن رسول الله صلى الله عليه وسلم قال:")).add(" ");
            }
            case 2 -> { // the source before the quote
                w.add(r.nextBoolean() ? "حديث " : "وفي الحديث الذي ").seg(SegmentType.CLAIMED_SOURCE, "رواه " + pick(r, COLLECTIONS)
                        + (r.nextBoolean() ? " (" + (1 + r.nextInt(7000)) + ")" : "")).add(": ");
                sourceBefore = true;
            }
            case 3 -> w.add(pick(r, PROPHET_CUES));
            case 4 -> w.seg(SegmentType.ISNAD, "عن " + narrator + " " + honor + " قال: قال رسول الله ﷺ:").add(" ");
            default -> w.add(pick(r, PROPHET_CUES).strip()).add("\n");
        }
        boolean bold = r.nextDouble() < 0.3;
        w.add(bold ? "**" : "").add(marks[0]).seg(SegmentType.MATN, body).add(marks[1]).add(bold ? "**" : "");
        if (sourceBefore) {
            w.add(".");
            return;
        }
        String collection = pick(r, COLLECTIONS);
        switch (r.nextInt(8)) {
            case 0 -> w.add(" ").seg(SegmentType.CLAIMED_SOURCE, "متفق عليه").add(".");
            case 1 -> w.add(". ").seg(SegmentType.CLAIMED_SOURCE, "متفق عليه").add(".");
            case 2 -> w.add(" ").seg(SegmentType.CLAIMED_SOURCE, "رواه " + collection).add(r.nextBoolean() ? "." : "");
            case 3 -> w.add(" - ").seg(SegmentType.CLAIMED_SOURCE, (r.nextBoolean() ? "رواه " : "أخرجه ") + collection).add(".");
            case 4 -> w.add(" (").seg(SegmentType.CLAIMED_SOURCE, "رواه " + collection + ": " + (1 + r.nextInt(7000))).add(")");
            case 5 -> w.add("  \n> **").seg(SegmentType.CLAIMED_SOURCE, "رواه " + collection + " (" + (1 + r.nextInt(7000)) + ")").add("**");
            case 6 -> w.add(" [").seg(SegmentType.CLAIMED_SOURCE, hadithSource(r)).add("]");
            default -> w.add(".");
        }
    }

    private String hadithSource(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> "متفق عليه";
            case 1 -> "صحيح " + pick(r, new String[] {"البخاري", "مسلم"});
            case 2 -> "أخرجه " + pick(r, COLLECTIONS);
            case 3 -> pick(r, COLLECTIONS) + ": " + (1 + r.nextInt(7000));
            case 4 -> "رواه " + pick(r, COLLECTIONS) + " (" + (1 + r.nextInt(7000)) + ")";
            default -> pick(r, HadithCollection.all()).name();
        };
    }

    /** As the corpus writes it, or without harakat (half of model quotes carry none). */
    private static String surface(Random r, String text) {
        String s = r.nextDouble() < 0.5 ? ArabicNormalizer.normalize(text, ArabicNormalizer.Level.DIACRITICS) : text;
        return clean(s);
    }

    /** Misquotes: replace, drop, insert or swap words; or make the quote up from corpus words. */
    private static String[] corrupt(Random r, String[] words, List<String> vocabulary) {
        if (r.nextDouble() < AUTHENTIC) {
            return words;
        }
        List<String> out = new ArrayList<>(List.of(words));
        if (r.nextDouble() < 0.35) {
            // Made up: as long, drawn from the corpus vocabulary.
            for (int i = 0; i < out.size(); i++) {
                out.set(i, vocabulary.get(r.nextInt(vocabulary.size())));
            }
            return out.toArray(new String[0]);
        }
        int edits = 1 + (int) (out.size() * (0.1 + 0.4 * r.nextDouble()));
        for (int e = 0; e < edits && !out.isEmpty(); e++) {
            int i = r.nextInt(out.size());
            switch (r.nextInt(4)) {
                case 0 -> out.set(i, vocabulary.get(r.nextInt(vocabulary.size())));
                case 1 -> {
                    if (out.size() > 3) {
                        out.remove(i);
                    }
                }
                case 2 -> out.add(i, vocabulary.get(r.nextInt(vocabulary.size())));
                default -> {
                    int j = r.nextInt(out.size());
                    String x = out.get(i);
                    out.set(i, out.get(j));
                    out.set(j, x);
                }
            }
        }
        return out.toArray(new String[0]);
    }

    /** The Prophet's words of a matn: what follows the blessing and "قال"/"يقول", or the matn itself. */
    static String[] prophetWords(String matn) {
        String s = clean(matn);
        int at = s.indexOf("صلى الله عليه وسلم");
        if (at >= 0) {
            s = s.substring(at + "صلى الله عليه وسلم".length()).strip();
            String plain = ArabicNormalizer.normalize(s, ArabicNormalizer.Level.SEARCH);
            if (plain.startsWith("قال ") || plain.startsWith("يقول ")) {
                s = s.substring(s.indexOf(' ') + 1);
            }
        }
        s = s.replace("\"", " ").replace("صلى الله عليه وسلم", "ﷺ").strip();
        // No trailing punctuation: the gold's matn ends at the last word.
        int end = s.length();
        while (end > 0 && !Character.isLetter(s.charAt(end - 1)) && Character.getType(s.charAt(end - 1)) != Character.NON_SPACING_MARK) {
            end--;
        }
        s = s.substring(0, end).strip();
        return s.isEmpty() ? new String[0] : s.split(" +");
    }

    /** One line, single spaces, no direction marks. */
    static String clean(String s) {
        return s.replace("\u200f", "").replace("\u200e", "").replaceAll("\\s+", " ").strip();
    }

    private static String plain(String s) {
        return clean(ArabicNormalizer.normalize(s, ArabicNormalizer.Level.DIACRITICS));
    }

    private static <T> T pick(Random r, T[] a) {
        return a[r.nextInt(a.length)];
    }

    private static <T> T pick(Random r, List<T> a) {
        return a.get(r.nextInt(a.size()));
    }
}
