package org.tahqiq.verify;

import java.util.List;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;

/** Checked answers made by hand (no data needed): one of every kind of span, nesting included. */
public final class Samples {

    private Samples() {
    }

    public static final String ANSWER = "قال تعالى: «الحمد لله رب العلمين» [الفاتحة: 2]. وعن عمر قال: رواه البخاري عن النبي: «إنما الاعمال بالنية».";

    /**
     * A misquoted verse with its claim, a wrong matn with an isnad holding a nested claimed source (both unverified:
     * no record of the matn to check them against).
     */
    public static CheckedAnswer answer() {
        String a = ANSWER;
        CheckedSpan ayah = span(a, SegmentType.AYAH, "الحمد لله رب العلمين", SpanVerdict.INCORRECT,
                new SpanEvidence("1:2", List.of(new SpanEvidence.VerseRef(1, 2)), null, "الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ",
                        96.5, "nearest 1:2, similarity 96.5 < 100.0"),
                new ProposedCorrection("الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ", false, "1:2", "الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ", 75, 3));
        CheckedSpan claim = span(a, SegmentType.CLAIMED_SOURCE, "الفاتحة: 2", SpanVerdict.CORRECT,
                new SpanEvidence("1:2", List.of(), null, "", Double.NaN, "claim 1:2 agrees with the quote's place 1:2"), null);
        CheckedSpan matn = span(a, SegmentType.MATN, "إنما الاعمال بالنية", SpanVerdict.INCORRECT,
                new SpanEvidence("صحيح البخاري #1", List.of(), new SpanEvidence.HadithRef("صحيح البخاري", 1), "إِنَّمَا الأَعْمَالُ",
                        80, "nearest صحيح البخاري #1, similarity 80.0 < 98.5"),
                new ProposedCorrection("خطأ", true, "صحيح البخاري #1", "إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ", 40, 2));
        CheckedSpan isnad = span(a, SegmentType.ISNAD, "عن عمر قال: رواه البخاري عن النبي", SpanVerdict.UNVERIFIED,
                new SpanEvidence("", List.of(), null, "", Double.NaN, "no record of this matn to check عمر against"), null);
        CheckedSpan nested = span(a, SegmentType.CLAIMED_SOURCE, "رواه البخاري", SpanVerdict.UNVERIFIED,
                new SpanEvidence("", List.of(), null, "", Double.NaN, "no record of this matn to check the claim against"), null);
        return new CheckedAnswer("R1", "سؤال؟", a, a.codePointCount(0, a.length()), List.of(
                new Citation(1, Citation.AYAH, List.of(ayah, claim)),
                new Citation(2, Citation.HADITH, List.of(matn, isnad, nested))));
    }

    /** A correct verse judged relevant to its question, and the same answer given without a question. */
    public static CheckedAnswer relevant(boolean withQuestion) {
        String a = ANSWER;
        CheckedSpan ayah = span(a, SegmentType.AYAH, "الحمد لله رب العلمين", SpanVerdict.CORRECT,
                new SpanEvidence("1:2", List.of(new SpanEvidence.VerseRef(1, 2)), null, "الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ",
                        100, "the quote occurs in 1:2"), null);
        Relevance r = withQuestion ? new Relevance(0.7312, true, "relevant (0.73): shares الحمد with the question; "
                + "no other answers to the question at hand", List.of("base", "lexical", "topic", "answer", "prior"))
                : Relevance.noQuestion();
        return new CheckedAnswer("R2", withQuestion ? "ما فضل الحمد؟" : null, a, a.codePointCount(0, a.length()),
                List.of(new Citation(1, Citation.AYAH, List.of(ayah), r)));
    }

    static final String MADE_UP = "قال النبي: «من أكل التمر يوم الجمعة كتب له عشر حسنات» رواه البخاري (#20917). "
            + "وقال: «الدين النصيحة لله»";

    /**
     * A made-up hadith: its nearest record unrelated, its claimed source unverified; then a misquoted one corrected to
     * a train correction ("train correction #3 (1 row)", a left-to-right reference with a closing parenthesis).
     */
    public static CheckedAnswer madeUp() {
        String a = MADE_UP;
        SpanEvidence.Nearest nearest = new SpanEvidence.Nearest("جامع الترمذي #20286", "الْتَمِسُوا السَّاعَةَ الَّتِي تُرْجَى", 60.3);
        CheckedSpan matn = span(a, SegmentType.MATN, "من أكل التمر يوم الجمعة كتب له عشر حسنات", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", 60.3, "no record close to this text: the nearest, جامع الترمذي "
                        + "#20286, is 60.3 similar, below 73.1, where unrelated records reach", nearest),
                new ProposedCorrection("خطأ", true, "جامع الترمذي #19856", "مَنْ تَوَضَّأَ عَلَى طُهْرٍ كَتَبَ اللَّهُ لَهُ عَشْرَ حَسَنَاتٍ", 35, 3));
        CheckedSpan claim = span(a, SegmentType.CLAIMED_SOURCE, "رواه البخاري (#20917)", SpanVerdict.UNVERIFIED,
                new SpanEvidence("", List.of(), null, "", Double.NaN, "no record of this matn to check the claim against"), null);
        CheckedSpan remembered = span(a, SegmentType.MATN, "الدين النصيحة لله", SpanVerdict.INCORRECT,
                new SpanEvidence("صحيح مسلم #20917", List.of(), new SpanEvidence.HadithRef("صحيح مسلم", 20917),
                        "الدِّينُ النَّصِيحَةُ", 88.2, "nearest صحيح مسلم #20917, similarity 88.2 < 98.5"),
                new ProposedCorrection("الدِّينُ النَّصِيحَةُ قُلْنَا لِمَنْ قَالَ لِلَّهِ", false, "train correction #3 (1 row)",
                        "الدِّينُ النَّصِيحَةُ قُلْنَا لِمَنْ قَالَ لِلَّهِ", 80, 2));
        return new CheckedAnswer("R2", null, a, a.codePointCount(0, a.length()),
                List.of(new Citation(1, Citation.HADITH, List.of(matn, claim)), new Citation(2, Citation.HADITH, List.of(remembered))));
    }

    static final String SOURCED = "قال رسول الله ﷺ: «إنما الأعمال بالنيات» رواه البخاري.";

    /** A correct matn of صحيح البخاري with its correct claimed source: a verdict word must not run into the name. */
    public static CheckedAnswer sourced() {
        String a = SOURCED;
        SpanEvidence found = new SpanEvidence("صحيح البخاري #1", List.of(), new SpanEvidence.HadithRef("صحيح البخاري", 1),
                "إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ", 100, "the quote occurs in صحيح البخاري #1");
        CheckedSpan matn = span(a, SegmentType.MATN, "إنما الأعمال بالنيات", SpanVerdict.CORRECT, found, null);
        CheckedSpan claim = span(a, SegmentType.CLAIMED_SOURCE, "رواه البخاري", SpanVerdict.CORRECT,
                new SpanEvidence("صحيح البخاري #1", List.of(), null, "", Double.NaN, "صحيح البخاري holds the matn"), null);
        return new CheckedAnswer("R3", null, a, a.codePointCount(0, a.length()),
                List.of(new Citation(1, Citation.HADITH, List.of(matn, claim))));
    }

    public static CheckedSpan span(String answer, SegmentType type, String text, SpanVerdict verdict, SpanEvidence e, ProposedCorrection c) {
        int at = answer.indexOf(text);
        if (at < 0) {
            throw new IllegalArgumentException(text);
        }
        int start = answer.codePointCount(0, at);
        Label label = verdict == SpanVerdict.INCORRECT ? Label.INCORRECT : Label.CORRECT;
        return new CheckedSpan(type, start, start + text.codePointCount(0, text.length()), text, verdict, label, 0.9, "test", e, c);
    }
}
