package org.tahqiq.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tahqiq.attribution.CollectionParser;
import org.tahqiq.attribution.NarratorExtractor;
import org.tahqiq.compare.Alignment;
import org.tahqiq.compare.Difference;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.task2.rules.MatnRule;

/**
 * What a verdict rests on, told to a reader in Arabic or English: built from the verdict's facts (the place, the
 * matched text, how the quote differs from it, the place a claim names, the collections it names), not from the rules'
 * English {@link SpanEvidence#reason}, which stays the technical line ({@link #details}) with the numbers a reader
 * cannot use (similarities, floors, model probabilities, training rows).
 *
 * <p>Plain text: a run of the other direction is isolated with the Unicode isolates (U+2066–U+2069), Arabic inside an
 * English sentence by FSI…PDI and a verse number inside an Arabic one by LRI…PDI, so that neither reorders what stands
 * beside it; {@link #html} turns them into {@code <bdi>} elements.
 */
public final class Explanation {

    /** Left-to-right isolate: a verse number in an Arabic sentence. */
    public static final char LRI = '\u2066';
    /** Right-to-left isolate. */
    public static final char RLI = '\u2067';
    /** First-strong isolate: Arabic words in an English sentence. */
    public static final char FSI = '\u2068';
    /** Ends an isolate. */
    public static final char PDI = '\u2069';

    /** Words of a corpus text shown in a sentence before it is cut with an ellipsis. */
    static final int SHOWN_WORDS = 16;

    private static final CollectionParser COLLECTIONS = new CollectionParser();
    private static final NarratorExtractor NARRATORS = new NarratorExtractor();
    private static final Pattern VERSE = Pattern.compile("\\d{1,3}:\\d{1,3}(?:-\\d{1,3}(?::\\d{1,3})?)?");
    /**
     * "صحيح مسلم #12", or with its edition when two are loaded: "صحيح مسلم #12 (ed)"; the name is a collection's, in
     * Arabic letters (U+0621–U+064A), so a training row ("train correction #3 (1 row)") is no record.
     */
    private static final Pattern RECORD = Pattern.compile("([^#]*[\\u0621-\\u064A][^#]*?) #(\\d+)(?: \\((.+)\\))?");
    /** A record named by its edition's own id ({@link org.tahqiq.corpus.HadithNumbering#cite}): "صحيح مسلم, record 7879 of this edition". */
    private static final Pattern EDITION_RECORD = Pattern.compile("([^,]*[\\u0621-\\u064A][^,]*), record (\\d+) of (?:this edition|edition (.+))");
    /** A record named by its collection's standard number: "صحيح مسلم 223", with its edition when two are loaded. */
    private static final Pattern STANDARD_RECORD = Pattern.compile("([^,#]*[\\u0621-\\u064A][^,#]*?) (\\d+)(?: \\((.+)\\))?");

    private final ReportLanguage lang;

    private Explanation(ReportLanguage lang) {
        this.lang = lang;
    }

    /** The explanation of one span of a citation, in {@code lang}. */
    public static String of(Citation c, CheckedSpan s, ReportLanguage lang) {
        Explanation x = new Explanation(lang);
        return switch (s.type()) {
            case AYAH -> x.ayah(s);
            case MATN -> x.matn(s);
            case ISNAD -> x.isnad(s);
            case CLAIMED_SOURCE -> Citation.AYAH.equals(c.kind()) || s.evidence().cited() != null ? x.verseClaim(s)
                    : Citation.HADITH.equals(c.kind()) ? x.collectionClaim(s) : x.loneClaim();
        };
    }

    /** What was found in a whole answer, in one sentence: how many citations, and how many are wrong or unchecked. */
    public static String of(CheckedAnswer a, ReportLanguage lang) {
        Explanation x = new Explanation(lang);
        Tally t = a.tally();
        if (t.citations() == 0) {
            return x.ar("لم يوجد في الإجابة استشهاد بآية أو حديث", "no verse or hadith is quoted in this answer");
        }
        return x.ar("عدد الاستشهادات: " + digits(String.valueOf(t.citations())) + "، والمقاطع الخاطئة منها: "
                        + digits(String.valueOf(t.incorrect())) + "، وما لم يتحقق منه: " + digits(String.valueOf(t.unverified())),
                String.format(Locale.ROOT, "%d citation%s checked: %d span%s wrong, %d unverified", t.citations(),
                        t.citations() == 1 ? "" : "s", t.incorrect(), t.incorrect() == 1 ? "" : "s", t.unverified()));
    }

    /**
     * The technical line: the rules' reason (similarities, thresholds, model probabilities), where a withheld or
     * proposed correction came from, and what the detector saw.
     */
    public static String details(CheckedSpan s) {
        StringBuilder sb = new StringBuilder(s.evidence().reason());
        ProposedCorrection k = s.correction();
        if (k != null && !k.reference().isEmpty()) {
            sb.append("; correction ").append(k.noSource() ? "withheld, nearest " : "from ").append(k.reference())
                    .append(String.format(Locale.ROOT, " (coverage %.1f, verbatim run %d)", k.coverage(), k.run()));
        }
        sb.append(String.format(Locale.ROOT, "; detected with confidence %.2f", s.confidence()));
        if (!s.detectedBy().isEmpty()) {
            sb.append(": ").append(s.detectedBy());
        }
        return sb.toString();
    }

    /** Plain text with isolates, as HTML: escaped, each isolate a {@code <bdi>} with its direction. */
    public static String html(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case LRI -> sb.append("<bdi dir=\"ltr\">");
                case RLI -> sb.append("<bdi dir=\"rtl\">");
                case FSI -> sb.append("<bdi>");
                case PDI -> sb.append("</bdi>");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }

    // ---- the quotes

    private String ayah(CheckedSpan s) {
        SpanEvidence e = s.evidence();
        if (e.reference().isEmpty() || e.matchedText().isEmpty()) {
            return ar("لا توجد آية في المصحف قريبة من هذا النص", "no verse of the Qur'an comes close to this text")
                    + correction(s);
        }
        String verse = verse(e.reference());
        Difference.Worded w = Difference.between(s.text(), e.matchedText(), HadithMatcher::normalize);
        Difference.Edit main = w.main();
        if (s.verdict() == SpanVerdict.CORRECT) {
            if (main == null) {
                return ar(verse + " كما في المصحف", "the " + verse + " as the corpus has " + (verse.startsWith("verses") ? "them" : "it"))
                        + (w.difference().kind() == Difference.Kind.SPELLING ? ar("، برسم آخر", ", in another spelling") : "");
            }
            return ar("قريب من " + verse + " بما يكفي: ", "close enough to the " + verse + ": ")
                    + edit(w, main, ar("الآية", "verse"));
        }
        if (main == null) {
            String[] marks = firstMarksDiffer(w);
            if (marks != null) {
                return ar("حروفه حروف " + verse + "، لكن ضبطه يخالف المصحف: في المصحف «" + marks[1] + "» وفي الاقتباس «"
                                + marks[0] + "»",
                        "the letters are those of the " + verse + ", but the vowels differ: the corpus writes " + quote(marks[1])
                                + " where the quote has " + quote(marks[0])) + correction(s);
            }
            return ar("أقصر من أن تعرف به الآية المقصودة", "too short to tell which verse is meant") + correction(s);
        }
        return edit(w, main, verse) + correction(s);
    }

    private String matn(CheckedSpan s) {
        SpanEvidence e = s.evidence();
        if (e.reference().startsWith(MatnRule.ACCEPTED_QUOTE)) {
            return s.verdict() == SpanVerdict.CORRECT
                    ? ar("بلفظ نص سبق التحقق منه وقبوله", "worded as a quotation already checked and accepted")
                    : ar("بلفظ نص سبق التحقق منه، ولا يطابق رواية في الكتب الستة",
                            "worded as a quotation checked before, and matching no narration of the six books")
                            + correction(s);
        }
        if (e.reference().isEmpty() || e.matchedText().isEmpty()) {
            return ar("لا توجد رواية في الكتب الستة قريبة من هذا النص",
                    "no narration in the six books comes close to this text") + correction(s);
        }
        String narration = narration(e.reference());
        Difference.Worded w = Difference.between(s.text(), e.matchedText(), HadithMatcher::normalize);
        Difference.Edit main = w.main();
        if (s.verdict() == SpanVerdict.CORRECT) {
            return main == null ? ar("نص " + narration + " بلفظه", "the " + narration + ", word for word")
                    : ar("رواية بالمعنى قريبة من " + narration + ": ", "close in meaning to the " + narration + ": ")
                        + edit(w, main, ar("الرواية", "narration"));
        }
        if (main == null) {
            return ar("أقصر من أن تعرف به الرواية المقصودة", "too short to tell which narration is meant") + correction(s);
        }
        return edit(w, main, narration) + correction(s);
    }

    /** How the quote differs from the text, by the edit that matters most, the text named as {@code place}. */
    private String edit(Difference.Worded w, Difference.Edit e, String place) {
        String written = shown(w.written(e));
        String said = shown(w.said(e));
        boolean several = place.startsWith("verses ");
        if (e.substitution()) {
            return ar("نص " + place + ": «" + written + "» وفي الاقتباس: «" + said + "»",
                    "the " + place + (several ? " read " : " reads ") + quote(written) + " where the quote has " + quote(said));
        }
        if (e.addition()) {
            return ar("في الاقتباس «" + said + "» وليس في " + place,
                    "the quote adds " + quote(said) + ", which the " + place + (several ? " do" : " does") + " not have");
        }
        return ar("سقط من الاقتباس «" + written + "» من " + place, "the quote leaves out " + quote(written) + " of the " + place);
    }

    /** The first word the quote and text share in letters but not in marks: {quote's, text's}; null when none. */
    private static String[] firstMarksDiffer(Difference.Worded w) {
        for (Alignment.Step st : w.difference().alignment().steps()) {
            if (st.q() >= 0 && st.t() >= 0 && !w.quote().get(st.q()).equals(w.text().get(st.t()))) {
                return new String[] {w.quote().get(st.q()), w.text().get(st.t())};
            }
        }
        return null;
    }

    private String correction(CheckedSpan s) {
        ProposedCorrection k = s.correction();
        if (k == null) {
            return "";
        }
        if (k.noSource()) {
            return ar(". ولم يوجد نص صحيح يوضع مكانه", ". No authentic text was found to put in its place");
        }
        String where = readable(k.reference()) ? " (" + place(k.reference()) + ")" : "";
        return ar(". والنص الصحيح: «" + cut(k.text()) + "»" + where,
                ". The authentic text: " + quote(cut(k.text())) + where);
    }

    // ---- the chain and the claims

    private String isnad(CheckedSpan s) {
        // the narrators are not named back: the extractor's forms are normalized (عاءشه), not as the answer writes them
        List<String> names = NARRATORS.extract(s.text());
        String ref = s.evidence().reference();
        return switch (s.verdict()) {
            case CORRECT -> ar(names.size() == 1 ? "الراوي المذكور في إسناد " + narration(ref) : "كل من ذكر من الرواة في إسناد "
                    + narration(ref), (names.size() == 1 ? "the narrator named is" : "every narrator named is")
                    + " in the chain of the " + narration(ref));
            case INCORRECT -> ar("لا يجمع إسناد من أسانيد هذه الرواية (" + place(ref) + ") كل من ذكر من الرواة",
                    "no chain of this narration (" + place(ref) + ") has every narrator named");
            case UNVERIFIED -> names.isEmpty()
                    ? ar("لا يذكر راويًا يمكن التحقق منه", "names no narrator that could be checked")
                    : ar("لا توجد رواية بهذا النص يقارن بها الإسناد، فلم يتحقق منه",
                            "no narration with this text to compare the chain with, so it could not be checked");
        };
    }

    private String verseClaim(CheckedSpan s) {
        SpanEvidence e = s.evidence();
        SpanEvidence.Cited cited = e.cited();
        if (cited == null) {
            return ar("لا يذكر المرجع سورة أو آية يمكن التحقق منها", "the reference names no surah or verse that could be checked");
        }
        boolean surahOnly = !cited.reference().contains(":");
        String pointed = surahOnly ? ar("سورة رقم " + digits(cited.reference()), "surah " + cited.reference()) : verse(cited.reference());
        String says = !cited.exists()
                ? ar("المرجع يشير إلى " + pointed + "، ولا وجود لها في المصحف", "the reference points to " + pointed
                        + ", which the Qur'an does not have")
                : surahOnly ? ar("المرجع يشير إلى " + pointed, "the reference points to " + pointed)
                : ar("المرجع يشير إلى " + pointed + " ونصها: «" + cut(cited.text()) + "»",
                        "the reference points to " + cited.reference() + ", which reads " + quote(cut(cited.text())));
        return switch (s.verdict()) {
            case CORRECT -> surahOnly ? ar("الآية في " + pointed, "the verse is in " + pointed)
                    : ar("المرجع " + LRI + digits(cited.reference()) + PDI + " هو موضع الآية المقتبسة",
                            "the reference " + cited.reference() + " is where the quoted verse is");
            case INCORRECT -> e.reference().isEmpty()
                    ? (cited.exists() && surahOnly
                        ? ar("لا توجد في " + pointed + " آية قريبة من الاقتباس", "no verse of " + pointed + " comes close to the quote")
                        : says + ar("، ولا توجد آية في المصحف قريبة من الاقتباس", "; no verse of the Qur'an comes close to the quote"))
                    : says + ar("، والنص المقتبس موضعه " + verse(e.reference()), "; the quoted text is " + e.reference());
            case UNVERIFIED -> says + ar("، والاقتباس أشبه بها من غيرها، لكن الشبه أضعف من أن يثبت به المرجع",
                    "; the quote resembles it as much as any verse, but too little to confirm the reference");
        };
    }

    private String collectionClaim(CheckedSpan s) {
        SpanEvidence e = s.evidence();
        List<HadithCollection> named = COLLECTIONS.parse(s.text());
        List<String> searched = named.stream().filter(HadithCollection::inCorpus).map(HadithCollection::name).toList();
        List<String> notLoaded = named.stream().filter(c -> !c.inCorpus()).map(HadithCollection::name).toList();
        List<String> holding = e.reference().isEmpty() ? List.of() : List.of(e.reference().split("، "));
        List<String> missing = searched.stream().filter(n -> !holding.contains(n)).toList();
        return switch (s.verdict()) {
            case CORRECT -> ar("الرواية في " + and(holding), "the narration is in " + and(holding))
                    + (missing.isEmpty() ? "" : ar("، ولم توجد في " + and(missing), "; it was not found in " + and(missing)));
            case INCORRECT -> holding.isEmpty()
                    ? ar("لا توجد رواية في " + nor(searched) + " قريبة من هذا النص",
                        "no narration in " + or(searched) + " comes close to this text")
                    : ar("الرواية في " + and(holding) + " لا في " + and(missing),
                        "the narration is in " + and(holding) + ", not in " + and(missing));
            case UNVERIFIED -> searched.isEmpty()
                    ? (notLoaded.isEmpty()
                        ? ar("لا يذكر كتابًا من الكتب الستة، فلم يتحقق من النسبة",
                            "names none of the six books, so the attribution could not be checked")
                        : ar(and(notLoaded) + " ليس من الكتب الستة التي يقارن بها، فلم يتحقق من النسبة",
                            and(notLoaded) + " is not among the six books compared here, so the attribution could not be checked"))
                    : ar("لا توجد رواية بلفظ هذا النص تقارن بها النسبة إلى " + and(searched),
                        "no narration has this text closely enough to compare the attribution to " + and(searched) + " with");
        };
    }

    private String loneClaim() {
        return ar("لا يصحبه نص مقتبس يقارن به", "no quotation goes with it to check it against");
    }

    // ---- words

    /** The Arabic or the English, as the language asks. */
    private String ar(String arabic, String english) {
        return lang == ReportLanguage.AR ? arabic : english;
    }

    /** "the verse 2:255" without its article in English ("verse 2:255"), «الآية ٢:٢٥٥» in Arabic. */
    private String verse(String ref) {
        boolean several = ref.contains("-");
        return ar((several ? "الآيات " : "الآية ") + LRI + digits(ref) + PDI, (several ? "verses " : "verse ") + ref);
    }

    /** "narration صحيح مسلم no. 12", «رواية صحيح مسلم رقم ١٢»; an edition's record names itself a narration («الرواية رقم»). */
    private String narration(String ref) {
        return ar(EDITION_RECORD.matcher(ref).matches() ? place(ref) : "رواية " + place(ref), "narration " + place(ref));
    }

    /** A place as a reader reads it: a verse's numbers, a record's collection and number, else the name isolated. */
    private String place(String ref) {
        if (VERSE.matcher(ref).matches()) {
            return ar(LRI + digits(ref) + PDI, ref);
        }
        Matcher ed = EDITION_RECORD.matcher(ref);
        if (ed.matches()) {
            return ar(org.tahqiq.corpus.HadithNumbering.EDITION.citeArabic(ed.group(1), Integer.parseInt(ed.group(2)), ed.group(3))
                            .replace(ed.group(2), digits(ed.group(2))),
                    arabic(ed.group(1)) + ", record " + ed.group(2) + " of " + (ed.group(3) == null ? "this edition"
                            : "edition " + arabic(ed.group(3))));
        }
        Matcher st = STANDARD_RECORD.matcher(ref);
        if (st.matches()) {
            String edition = st.group(3) == null ? "" : " (" + arabic(st.group(3)) + ")";
            return ar(st.group(1) + " " + digits(st.group(2)), arabic(st.group(1)) + " " + st.group(2)) + edition;
        }
        Matcher m = RECORD.matcher(ref);
        if (m.matches()) {
            String edition = m.group(3) == null ? "" : " (" + arabic(m.group(3)) + ")";
            return ar(m.group(1) + " رقم " + digits(m.group(2)), arabic(m.group(1)) + " no. " + m.group(2)) + edition;
        }
        return arabic(ref);
    }

    /** Whether a correction's reference names a place of the corpus (not a training row, which a reader cannot look up). */
    public static boolean readable(String ref) {
        return VERSE.matcher(ref).matches() || RECORD.matcher(ref).matches() || EDITION_RECORD.matcher(ref).matches()
                || STANDARD_RECORD.matcher(ref).matches();
    }

    /** Arabic words quoted in guillemets, isolated in an English sentence. */
    private String quote(String words) {
        return "«" + arabic(words) + "»";
    }

    /** Arabic isolated in an English sentence; as is in an Arabic one. */
    private String arabic(String words) {
        return lang == ReportLanguage.AR ? words : FSI + words + PDI;
    }

    private String and(List<String> names) {
        return join(names, ar(" و", " and "));
    }

    private String or(List<String> names) {
        return join(names, " or ");
    }

    private String nor(List<String> names) {
        return join(names, " ولا ");
    }

    private String join(List<String> names, String last) {
        List<String> shown = new ArrayList<>(names.stream().map(this::arabic).toList());
        if (shown.size() < 2) {
            return String.join("", shown);
        }
        return String.join(ar("، ", ", "), shown.subList(0, shown.size() - 1)) + last + shown.get(shown.size() - 1);
    }

    /** At most six words of an edit, as {@link Difference} shows them. */
    private static String shown(List<String> words) {
        return words.size() <= 6 ? String.join(" ", words) : String.join(" ", words.subList(0, 6)) + " …";
    }

    /** A corpus text cut to {@link #SHOWN_WORDS} words. */
    static String cut(String text) {
        String[] words = text.trim().split("\\s+");
        return words.length <= SHOWN_WORDS ? text.trim() : String.join(" ", java.util.Arrays.copyOf(words, SHOWN_WORDS)) + " …";
    }

    /** ASCII digits as Arabic-Indic ones (U+0660–U+0669), as an Arabic sentence writes numbers. */
    static String digits(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            sb.append(ch >= '0' && ch <= '9' ? (char) ('\u0660' + (ch - '0')) : ch);
        }
        return sb.toString();
    }
}
