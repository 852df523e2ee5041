package org.tahqiq.task2;

import org.tahqiq.task2.rules.RuleOptions;
import org.tahqiq.task2.rules.RulePriors;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.MiniData;

/** The four rules on the mini corpus. */
class RulesTest {

    @TempDir
    static Path dir;
    static Retrieval retrieval;
    static Verifier verifier;
    static final Thresholds T = new Thresholds(95, 90, 80);

    @BeforeAll
    static void open() {
        retrieval = Retrieval.open(new DataLocation(MiniData.write(dir)), RetrievalConfig.DEFAULT, null);
        verifier = new Verifier(retrieval);
    }

    @AfterAll
    static void close() {
        retrieval.close();
    }

    static Annotation annotation(String kind, String... typeAndText) {
        List<Segment> segs = new ArrayList<>();
        for (int i = 0; i < typeAndText.length; i += 2) {
            SegmentType t = SegmentType.fromWire(typeAndText[i]).orElseThrow();
            segs.add(new Segment(new SegmentKey("R1", 1, t), -1, -1, typeAndText[i + 1], null));
        }
        return new Annotation("R1", 1, kind, segs, List.of(), "Q1");
    }

    static Verdict verdict(Annotation a, SegmentType type) {
        return verifier.judge(List.of(verifier.gather(a)), T).stream().filter(v -> v.key().type() == type).findFirst().orElseThrow();
    }

    @Test
    void exactAyahIsCorrectWithItsReference() {
        Verdict v = verdict(annotation("Ayah", "Ayah", "قُلْ هُوَ اللَّهُ أَحَدٌ", "claimed_source", "الإخلاص: 1"), SegmentType.AYAH);
        assertEquals(Label.CORRECT, v.label());
        assertEquals("112:1", v.reference());
        assertTrue(v.reason().startsWith("exact quote"), v.reason());
    }

    @Test
    void contradictingVowelsMakeAnExactAyahIncorrect() {
        Verdict v = verdict(annotation("Ayah", "Ayah", "قَلْ هَوَ اللَّهُ أَحَدٌ"), SegmentType.AYAH);
        assertEquals(Label.INCORRECT, v.label());
        assertTrue(v.reason().contains("vowel"), v.reason());
    }

    @Test
    void alteredAyahIsIncorrect() {
        Verdict v = verdict(annotation("Ayah", "Ayah", "اهدنا الطريق المستقيم والنور المبين"), SegmentType.AYAH);
        assertEquals(Label.INCORRECT, v.label());
        assertTrue(v.reference().startsWith("1:6"), "the evidence still names the nearest verse: " + v.reference());
    }

    @Test
    void claimedSourceAgainstTheQuotesPlace() {
        assertEquals(Label.CORRECT, verdict(annotation("Ayah", "Ayah", "الله الصمد", "claimed_source", "سورة الإخلاص، الآية 2"),
                SegmentType.CLAIMED_SOURCE).label());
        assertEquals(Label.INCORRECT, verdict(annotation("Ayah", "Ayah", "الله الصمد", "claimed_source", "سورة الإخلاص، الآية 4"),
                SegmentType.CLAIMED_SOURCE).label());
        assertEquals(Label.INCORRECT, verdict(annotation("Ayah", "Ayah", "الله الصمد", "claimed_source", "الفاتحة: 2"),
                SegmentType.CLAIMED_SOURCE).label());
        assertEquals(Label.CORRECT, verdict(annotation("Ayah", "Ayah", "الله الصمد", "claimed_source", "قال تعالى"),
                SegmentType.CLAIMED_SOURCE).label(), "nothing to contradict");
    }

    @Test
    void claimNamingTheVerseAMisquoteWasMeantToBeIsCorrect() {
        // No verse holds this misquote of 112:1-2 well; the claimed verse fits it as well as the best place.
        String misquote = "قل هو الرحمن الصمد";
        Verdict meant = verdict(annotation("Ayah", "Ayah", misquote, "claimed_source", "الإخلاص: 2"), SegmentType.CLAIMED_SOURCE);
        assertEquals(Label.CORRECT, meant.label());
        assertTrue(meant.reason().contains("fits the misquote"), meant.reason());
        assertEquals(Label.INCORRECT, verdict(annotation("Ayah", "Ayah", misquote, "claimed_source", "الفاتحة: 4"),
                SegmentType.CLAIMED_SOURCE).label());
    }

    @Test
    void hadithClaimIsCheckedAgainstEveryCollectionHoldingTheMatn() {
        String matn = "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى";
        assertEquals(Label.CORRECT, verdict(annotation("Hadith", "matn", matn, "claimed_source", "رواه مسلم"),
                SegmentType.CLAIMED_SOURCE).label(), "the Muslim record is an equivalent, not the best match");
        assertEquals(Label.CORRECT, verdict(annotation("Hadith", "matn", matn, "claimed_source", "متفق عليه"),
                SegmentType.CLAIMED_SOURCE).label());
        assertEquals(Label.INCORRECT, verdict(annotation("Hadith", "matn", matn, "claimed_source", "رواه الترمذي"),
                SegmentType.CLAIMED_SOURCE).label());
        assertEquals(Label.CORRECT, verdict(annotation("Hadith", "matn", matn, "claimed_source", "رواه أحمد"),
                SegmentType.CLAIMED_SOURCE).label(), "a book outside the corpus cannot be contradicted");
    }

    @Test
    void aClaimOfTwoBooksFoundInOneSaysWhichWasNotConfirmed() {
        String matn = "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت"; // only in Tirmidhi
        Verdict v = verdict(annotation("Hadith", "matn", matn, "claimed_source", "رواه البخاري والترمذي"), SegmentType.CLAIMED_SOURCE);
        assertEquals(Label.CORRECT, v.label(), "one named book holding the matn suffices");
        assertTrue(v.reason().contains("جامع الترمذي"), v.reason());
        assertTrue(v.reason().contains("صحيح البخاري not confirmed"), v.reason());
        assertTrue(v.matchedText().startsWith("مَنْ كَانَ يُؤْمِنُ"), "the confirming record's matn: " + v.matchedText());
        Verdict both = verdict(annotation("Hadith", "matn", "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى", "claimed_source",
                "رواه البخاري ومسلم"), SegmentType.CLAIMED_SOURCE);
        assertTrue(!both.reason().contains("not confirmed"), both.reason());
        Verifier strict = verifier.withOptions(RuleOptions.ALL.withEveryClaimedCollection(true));
        Annotation a = annotation("Hadith", "matn", matn, "claimed_source", "رواه البخاري والترمذي");
        Verdict s = strict.judge(List.of(strict.gather(a)), T).stream().filter(x -> x.key().type() == SegmentType.CLAIMED_SOURCE)
                .findFirst().orElseThrow();
        assertEquals(Label.INCORRECT, s.label(), "the strict switch needs every named book");
    }

    @Test
    void priorsAreTheRulesConstants() {
        Annotation twoWords = annotation("Hadith", "matn", "إنما الأعمال");
        assertEquals(Label.CORRECT, verdict(twoWords, SegmentType.MATN).label());
        Verifier three = verifier.withOptions(RuleOptions.ALL.withPriors(RulePriors.DEFAULT.withMatnMinWords(3)));
        Verdict v = three.judge(List.of(three.gather(twoWords)), T).get(0);
        assertEquals(Label.INCORRECT, v.label());
        assertTrue(v.reason().contains("2 words prove no quote"), v.reason());
    }

    @Test
    void matnAndIsnad() {
        Annotation a = annotation("Hadith", "isnad", "عن أبي هريرة رضي الله عنه قال: قال رسول الله ﷺ",
                "matn", "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت");
        assertEquals(Label.CORRECT, verdict(a, SegmentType.MATN).label());
        assertEquals(Label.CORRECT, verdict(a, SegmentType.ISNAD).label());
        Annotation wrongNarrator = annotation("Hadith", "isnad", "عن أنس بن مالك رضي الله عنه",
                "matn", "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت");
        Verdict v = verdict(wrongNarrator, SegmentType.ISNAD);
        assertEquals(Label.INCORRECT, v.label());
        assertTrue(v.reason().contains("انس بن مالك"), v.reason());
        assertEquals(Label.INCORRECT, verdict(annotation("Hadith", "matn", "من صام رمضان في السفر فله أجران عظيمان"),
                SegmentType.MATN).label());
    }

    @Test
    void aSingleWordIsNoMatnEvenWhenItOccurs() {
        Verdict v = verdict(annotation("Hadith", "matn", "إنما"), SegmentType.MATN);
        assertEquals(Label.INCORRECT, v.label());
        assertTrue(v.reason().contains("single word"), v.reason());
        assertEquals(Label.CORRECT, verdict(annotation("Hadith", "matn", "إنما الأعمال بالنيات"), SegmentType.MATN).label());
    }

    @Test
    void ablationSwitchesTurnChecksOff() {
        Verifier off = verifier.withOptions(RuleOptions.NONE);
        Annotation a = annotation("Ayah", "Ayah", "قَلْ هَوَ اللَّهُ أَحَدٌ", "claimed_source", "الفاتحة: 2");
        List<Verdict> v = off.judge(List.of(off.gather(a)), T);
        assertEquals(Label.CORRECT, v.get(0).label(), "without the vowel check the letters suffice");
        assertEquals(Label.CORRECT, v.get(1).label(), "attribution unchecked");
    }
}
