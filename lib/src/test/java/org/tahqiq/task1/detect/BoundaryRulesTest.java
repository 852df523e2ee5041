package org.tahqiq.task1.detect;

import org.tahqiq.task1.BoundarySwitches;
import org.tahqiq.task1.Fixtures;
import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.TokenSpan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

/** One test per boundary convention the gold follows (see the issue and {@link BoundaryRules}). */
class BoundaryRulesTest {

    private static String apply(String text, SegmentType type, String labelled) {
        Analysis a = Fixtures.ANALYZER.analyze(text);
        List<TokenSpan> out = BoundaryRules.apply(a, List.of(Fixtures.span(a, type, labelled)));
        return out.isEmpty() ? null : Fixtures.text(a, out.get(0));
    }

    @Test
    void ayahExcludesQuoteMarksBracesOrnatePairsAndTags() {
        assertEquals("قل هو الله أحد", apply("قال تعالى: \"قل هو الله أحد\".", SegmentType.AYAH, "\"قل هو الله أحد\"."));
        assertEquals("قل هو الله أحد", apply("قال تعالى: {قل هو الله أحد}", SegmentType.AYAH, "{قل هو الله أحد}"));
        assertEquals("قل هو الله أحد", apply("قال تعالى: \uFD3Fقل هو الله أحد\uFD3E", SegmentType.AYAH, "\uFD3Fقل هو الله أحد\uFD3E"));
        assertEquals("قل هو الله أحد", apply("<aya_start>قل هو الله أحد<aya_end>", SegmentType.AYAH, "<aya_start>قل هو الله أحد<aya_end>"));
    }

    @Test
    void ayahExcludesTrailingPunctuationAndVerseNumbers() {
        assertEquals("الله الصمد", apply("{الله الصمد (2)}", SegmentType.AYAH, "الله الصمد (2)"));
        assertEquals("الله الصمد", apply("«الله الصمد.»", SegmentType.MATN, "الله الصمد."));
    }

    @Test
    void claimedSourceDropsOuterBracketsAndKeepsInnerOnes() {
        assertEquals("سورة البقرة (2:185)", apply("نص (سورة البقرة (2:185)) آخر", SegmentType.CLAIMED_SOURCE, "(سورة البقرة (2:185))"));
        assertEquals("البقرة: 185", apply("نص [البقرة: 185].", SegmentType.CLAIMED_SOURCE, "[البقرة: 185]."));
    }

    @Test
    void claimedSourceTakesTheClosingBracketItOpened() {
        assertEquals("سورة الإسراء (17:7)", apply("**سورة الإسراء (17:7)**:", SegmentType.CLAIMED_SOURCE, "سورة الإسراء (17:7"));
    }

    @Test
    void claimedSourceNeverCrossesALine() {
        assertEquals("رواه البخاري ومسلم", apply("نص\nرواه البخاري ومسلم\nوهذا", SegmentType.CLAIMED_SOURCE, "نص\nرواه البخاري ومسلم"));
    }

    @Test
    void isnadEndsWithTheColonThatIntroducesItsMatn() {
        String text = "عن أبي هريرة رضي الله عنه، أن رسول الله صلى الله عليه وسلم قال: \"من كان يؤمن بالله\"";
        assertEquals("عن أبي هريرة رضي الله عنه، أن رسول الله صلى الله عليه وسلم قال:",
                apply(text, SegmentType.ISNAD, "عن أبي هريرة رضي الله عنه، أن رسول"));
    }

    @Test
    void aChainWrittenInsideTheQuoteIsTheIsnadAndTheRestTheMatn() {
        String matn = "من كان يؤمن بالله واليوم الآخر فليقل خيرا";
        String chain = "حَدَّثَنَا مَالِكٌ عَنِ ابْنِ شِهَابٍ عَنْ أَبِي هُرَيْرَةَ أَنَّ رَسُولَ اللَّهِ صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ قَالَ:";
        String text = "وفي الحديث: \"" + chain + " " + matn + "\"";
        Analysis a = Fixtures.ANALYZER.analyze(text);
        List<TokenSpan> out = BoundaryRules.apply(a, List.of(Fixtures.span(a, SegmentType.MATN, chain + " " + matn)));
        assertEquals(2, out.size(), out.toString());
        assertEquals(SegmentType.ISNAD, out.get(0).type());
        assertEquals(chain, Fixtures.text(a, out.get(0)));
        assertEquals(matn, Fixtures.text(a, out.get(1)));
        // A span the labeller ended at the chain's colon is all isnad.
        List<TokenSpan> cut = BoundaryRules.apply(a, List.of(Fixtures.span(a, SegmentType.MATN, chain)));
        assertEquals(1, cut.size(), cut.toString());
        assertEquals(SegmentType.ISNAD, cut.get(0).type());
        assertEquals(chain, Fixtures.text(a, cut.get(0)));
        // ... and so is one the labeller ended right before that colon.
        List<TokenSpan> before = BoundaryRules.apply(a, List.of(Fixtures.span(a, SegmentType.MATN, chain.substring(0, chain.length() - 1))));
        assertEquals(List.of(SegmentType.ISNAD), before.stream().map(TokenSpan::type).toList(), before.toString());
        assertEquals(chain, Fixtures.text(a, before.get(0)));
        // The chain before an inner quote is the isnad too; a bare saying there is neither.
        String inner = "وفي الحديث: \"" + chain + " 'نص الحديث هنا'\"";
        Analysis b = Fixtures.ANALYZER.analyze(inner);
        List<TokenSpan> both = BoundaryRules.apply(b, List.of(Fixtures.span(b, SegmentType.MATN, chain + " 'نص الحديث هنا'")));
        assertEquals(List.of(SegmentType.ISNAD, SegmentType.MATN), both.stream().map(TokenSpan::type).toList(), both.toString());
        assertEquals(chain, Fixtures.text(b, both.get(0)));
        assertEquals("نص الحديث هنا", Fixtures.text(b, both.get(1)));
        String bare = "\"قال رسول الله صلى الله عليه وسلم: 'نص الحديث هنا'\"";
        Analysis c = Fixtures.ANALYZER.analyze(bare);
        List<TokenSpan> one = BoundaryRules.apply(c, List.of(Fixtures.span(c, SegmentType.MATN,
                "قال رسول الله صلى الله عليه وسلم: 'نص الحديث هنا'")));
        assertEquals(List.of(SegmentType.MATN), one.stream().map(TokenSpan::type).toList(), one.toString());
        // One narration word before "يقول:" is the Prophet's saying, all of it the matn.
        String said = "سمعت رسول الله صلى الله عليه وسلم يقول: إذا سمعتم المؤذن فقولوا مثل ما يقول";
        assertEquals(said, apply("\"" + said + "\"", SegmentType.MATN, said));
    }

    @Test
    void isnadIsNotCarriedToAColonWithoutAQuoteAfterIt() {
        String text = "عن أبي هريرة رضي الله عنه وفي الباب: أحاديث كثيرة";
        assertEquals("عن أبي هريرة رضي الله عنه", apply(text, SegmentType.ISNAD, "عن أبي هريرة رضي الله عنه"));
    }

    @Test
    void isnadIncludesTheProphetsSayingWhenANarratorPrecedesIt() {
        String text = "عن أنس قال: قال رسول الله ﷺ: \"تسحروا\"";
        assertEquals("عن أنس قال: قال رسول الله ﷺ:", apply(text, SegmentType.ISNAD, "عن أنس قال: قال رسول الله ﷺ:"));
    }

    /** The isnad and matn {@code text} comes out with when the labeller cut the chain at {@code chain} and the matn from {@code matn} on. */
    private static List<String> chainAndMatn(String text, String chain, String matn, String switches) {
        Analysis a = Fixtures.ANALYZER.analyze(text);
        List<TokenSpan> out = BoundaryRules.apply(a, List.of(Fixtures.span(a, SegmentType.ISNAD, chain),
                Fixtures.span(a, SegmentType.MATN, matn)), null, BoundarySwitches.apply(BoundaryRule.ALL, switches));
        return out.stream().map(s -> s.type() + " " + Fixtures.text(a, s)).toList();
    }

    @Test
    void aChainRunsOnThroughTheProphetsSayingAcrossQuoteMarksOrALineBreak() {
        String matn = "تسحروا فإن في السحور بركة";
        String marked = "عن أنس رضي الله عنه قال: \"قال رسول الله ﷺ: " + matn + "\"";
        assertEquals(List.of("isnad عن أنس رضي الله عنه قال: \"قال رسول الله ﷺ:", "matn " + matn),
                chainAndMatn(marked, "عن أنس رضي الله عنه قال:", "قال رسول الله ﷺ: " + matn, ""));
        String quoted = "عن أنس قال:\n> قال النبي (صلى الله عليه وسلم): " + matn;
        assertEquals(List.of("isnad عن أنس قال:\n> قال النبي (صلى الله عليه وسلم):", "matn " + matn),
                chainAndMatn(quoted, "عن أنس قال:", matn, ""));
        // Switched off, the spans stay as the labeller cut them (but for the quote's edges).
        assertEquals(List.of("isnad عن أنس رضي الله عنه قال:", "matn قال رسول الله ﷺ: " + matn),
                chainAndMatn(marked, "عن أنس رضي الله عنه قال:", "قال رسول الله ﷺ: " + matn, "-sayingAfterChain"));
        // Not a saying of the Prophet's, not after a speech verb's colon, or after a sentence's end: nothing moves.
        String qudsi = "عن أبي ذر قال: \"قال الله تعالى: " + matn + "\"";
        assertEquals(List.of("isnad عن أبي ذر قال:", "matn قال الله تعالى: " + matn),
                chainAndMatn(qudsi, "عن أبي ذر قال:", "قال الله تعالى: " + matn, ""));
        String titled = "حديث أنس: \"قال رسول الله ﷺ: " + matn + "\"";
        assertEquals(List.of("isnad حديث أنس:", "matn " + matn),
                chainAndMatn(titled, "حديث أنس:", matn, ""));
        String ended = "عن أنس قال:. قال رسول الله ﷺ: " + matn;
        assertEquals(List.of("isnad عن أنس قال:", "matn " + matn), chainAndMatn(ended, "عن أنس قال:", matn, ""));
    }

    @Test
    void isnadNeverEndsWithAParticle() {
        String text = "عن عائشة رضي الله عنها أن النبي كان يصلي";
        assertEquals("عن عائشة رضي الله عنها", apply(text, SegmentType.ISNAD, "عن عائشة رضي الله عنها أن"));
    }

    @Test
    void aBareSayingOfTheProphetIsNotAnIsnad() {
        assertNull(apply("قال رسول الله ﷺ: \"تسحروا\"", SegmentType.ISNAD, "قال رسول الله ﷺ:"));
        assertNull(apply("وعن النبي صلى الله عليه وسلم أنه قال: \"تسحروا\"", SegmentType.ISNAD, "عن النبي صلى الله عليه وسلم أنه قال:"));
    }

    private static String applyWithout(String text, SegmentType type, String labelled, String switches) {
        Analysis a = Fixtures.ANALYZER.analyze(text);
        List<TokenSpan> out = BoundaryRules.apply(a, List.of(Fixtures.span(a, type, labelled)), null,
                BoundarySwitches.apply(BoundaryRule.ALL, switches));
        return out.isEmpty() ? null : Fixtures.text(a, out.get(0));
    }

    @Test
    void eachConventionSwitchedOffLeavesTheTaggersSpanAsItWas() {
        String bare = "قال رسول الله صلى الله عليه وسلم: \"إنما الأعمال بالنيات\"";
        assertNull(apply(bare, SegmentType.ISNAD, "قال رسول الله صلى الله عليه وسلم:"));
        assertEquals("قال رسول الله صلى الله عليه وسلم:", applyWithout(bare, SegmentType.ISNAD, "قال رسول الله صلى الله عليه وسلم:", "-bareChain"));
        assertEquals("{قل هو الله أحد}", applyWithout("قال تعالى: {قل هو الله أحد}", SegmentType.AYAH, "{قل هو الله أحد}", "-quoteEdges"));
        assertEquals("(البقرة: 185)", applyWithout("نص (البقرة: 185) آخر", SegmentType.CLAIMED_SOURCE, "(البقرة: 185)", "-sourceEdges"));
        String chain = "عن أبي هريرة رضي الله عنه، أن رسول الله صلى الله عليه وسلم قال: \"من كان يؤمن بالله\"";
        assertEquals("عن أبي هريرة رضي الله عنه، أن رسول", applyWithout(chain, SegmentType.ISNAD, "عن أبي هريرة رضي الله عنه، أن رسول", "-isnadToColon"));
        assertEquals("عن أبي هريرة رضي الله عنه، أن", applyWithout(chain, SegmentType.ISNAD, "عن أبي هريرة رضي الله عنه، أن", "-isnadToColon,-isnadParticles"));
        assertEquals("عن أبي هريرة رضي الله عنه،", applyWithout(chain, SegmentType.ISNAD, "عن أبي هريرة رضي الله عنه، أن", "-isnadToColon"));
    }
}
