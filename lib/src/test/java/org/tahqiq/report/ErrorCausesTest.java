package org.tahqiq.report;

import org.tahqiq.subtask.Tables;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.report.ErrorCauses.Cause;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import tech.tablesaw.api.Table;

/** One misclassified row per cause, built on the synthetic corpora, each classified as intended. */
class ErrorCausesTest {

    @TempDir
    static Path dir;
    static Retrieval retrieval;
    static Verifier verifier;
    static Task2Input input;
    static Task2Result result;
    /** The similarity cut: the causes are defined on thresholds (a model's fold fits are tested in the notebook's run). */
    static final ThresholdPolicy FIXED = ThresholdPolicy.fixed(Thresholds.pinned()).withMatn(org.tahqiq.task2.MatnDecision.CUT);

    /** MATN_OK with its last word changed: close to a record, below the pinned matn threshold. */
    static final String MATN_NEAR = "انما الاعمال بالنيات وانما لكل امرئ ما اراد";
    /** MATN_OK with one letter changed in its last word: nearly, not word for word, in a record. */
    static final String MATN_LOOSE = "انما الاعمال بالنيات وانما لكل امرئ ما نوا";
    static final String MATN_ABSENT = "الدين النصيحة لله ولرسوله ولائمة المسلمين وعامتهم";

    @BeforeAll
    static void open() throws Exception {
        DataLocation data = SyntheticData.write(dir, List.of(
                // the same made-up matn, gold incorrect here and correct in R2: R2's miss is gold's inconsistency
                SyntheticData.response("R1", "Q1", List.of(SyntheticData.matnOnly(1, SyntheticData.MATN_BAD, "incorrect"))),
                SyntheticData.response("R2", "Q2", List.of(SyntheticData.matnOnly(1, SyntheticData.MATN_BAD, "correct"))),
                // near a record: a lower matn threshold labels it right
                SyntheticData.response("R3", "Q3", List.of(SyntheticData.matnOnly(1, MATN_NEAR, "correct"))),
                // gold-correct, and no record holds anything like it
                SyntheticData.response("R4", "Q4", List.of(SyntheticData.matnOnly(1, MATN_ABSENT, "correct"))),
                // a claim of a book outside the corpus that gold rejects, and one of a book without the matn that gold accepts
                SyntheticData.response("R5", "Q5", List.of(
                        SyntheticData.hadith(1, "عن ابن عمر", "correct", SyntheticData.MATN_OK, "correct", "أحمد في مسنده", "incorrect"),
                        SyntheticData.hadith(2, "عن ابن عمر", "correct", SyntheticData.MATN_OK, "correct", "الترمذي", "correct"))),
                // a verse claim the rule rejects and gold accepts
                SyntheticData.response("R6", "Q6", List.of(SyntheticData.ayah(1, "قال تعالى: \"", SyntheticData.AYAH_OK, "correct",
                        "سورة البقرة", "correct"))),
                // a loose quote of a record (similarity >= NEAR_MIN): the source is there, the wording decided
                SyntheticData.response("R8", "Q8", List.of(SyntheticData.matnOnly(1, MATN_LOOSE, "correct"))),
                // an exact verse gold calls incorrect while its own correction is that verse
                SyntheticData.response("R7", "Q7", List.of(SyntheticData.ayah(1, "قال تعالى: \"", "مالك يوم الدين", "incorrect",
                        "سورة الفاتحة", "N/A").withCorrection("مَالِكِ يَوْمِ الدِّينِ")))));
        retrieval = Retrieval.open(data, RetrievalConfig.DEFAULT, null);
        verifier = new Verifier(retrieval);
        input = Task2Input.read(data.devJsonl());
        result = new Task2Pipeline(verifier).run(input, FIXED);
    }

    @AfterAll
    static void close() {
        retrieval.close();
    }

    private static Verdict verdict(String response, int annotation, SegmentType type) {
        SegmentKey k = new SegmentKey(response, annotation, type);
        return result.verdicts().stream().filter(v -> v.key().equals(k)).findFirst().orElseThrow();
    }

    /** The pinned thresholds, and the same with the matn threshold at R3's score: the second labels R3 right. */
    private static List<Task2Fit> fits() {
        double near = verdict("R3", 1, SegmentType.MATN).score();
        assertTrue(near > verdict("R4", 1, SegmentType.MATN).score(), "the absent matn scores below the near one");
        return List.of(Task2Fit.cut(Thresholds.pinned()), Task2Fit.cut(Thresholds.pinned().with(SegmentType.MATN, near)));
    }

    @Test
    void eachRowGetsTheCauseThatHolds() {
        ErrorCauses causes = ErrorCauses.of(input, result, verifier, FIXED, fits());
        Map<String, Cause> byKey = new HashMap<>();
        Map<String, String> detail = new HashMap<>();
        causes.errors().forEach(e -> {
            byKey.put(ErrorCauses.name(e.key()), e.cause());
            detail.put(ErrorCauses.name(e.key()), e.detail());
        });
        assertEquals(Map.of(
                "R2/1/matn", Cause.ANNOTATION,
                "R3/1/matn", Cause.THRESHOLD,
                "R4/1/matn", Cause.CORPUS,
                "R5/1/claimed_source", Cause.CORPUS,
                "R5/2/claimed_source", Cause.CORPUS,
                "R6/1/claimed_source", Cause.RULE,
                "R8/1/matn", Cause.THRESHOLD,
                "R7/1/Ayah", Cause.ANNOTATION), byKey);
        assertEquals("the same text is gold incorrect at R1/1/matn", detail.get("R2/1/matn"));
        assertEquals("1 of 2 fold fits label it right (e.g. matn threshold " + Tables.number(fits().get(1).thresholds().matn()) + ")",
                detail.get("R3/1/matn"));
        assertTrue(detail.get("R4/1/matn").startsWith("not in the corpus"), detail.get("R4/1/matn"));
        assertTrue(detail.get("R5/1/claimed_source").startsWith("the claim names no book of the corpus"));
        assertTrue(detail.get("R5/2/claimed_source").startsWith("no equivalent record in the claimed book"));
        assertEquals(verdict("R6", 1, SegmentType.CLAIMED_SOURCE).reason(), detail.get("R6/1/claimed_source"));
        assertEquals("gold's own correction contains the quote word for word", detail.get("R7/1/Ayah"));
    }

    @Test
    void withoutTheLowerFitANearSourceIsTheRulesAndAFarOneCoverage() {
        ErrorCauses causes = ErrorCauses.of(input, result, verifier, FIXED, List.of(Task2Fit.cut(Thresholds.pinned())));
        Map<String, Cause> byResponse = new HashMap<>();
        causes.errors().stream().filter(e -> e.key().type() == SegmentType.MATN)
                .forEach(e -> byResponse.put(e.key().responseId(), e.cause()));
        assertTrue(verdict("R8", 1, SegmentType.MATN).score() >= RecallAtK.NEAR_MIN, "the loose quote has a near source");
        assertEquals(Cause.RULE, byResponse.get("R8"));
        assertTrue(verdict("R3", 1, SegmentType.MATN).score() < RecallAtK.NEAR_MIN);
        assertEquals(Cause.CORPUS, byResponse.get("R3"));
    }

    @Test
    void aMatnARecordHoldsButTheShortlistMissedIsNotRetrieved() {
        // Evidence without candidates for a matn a record holds word for word: what a shortlist miss looks like.
        Annotation a = input.annotations().stream().filter(x -> x.responseId().equals("R5") && x.annotationId() == 1)
                .findFirst().orElseThrow();
        List<AnnotationEvidence> evidence = result.evidence().stream().map(ev -> ev.annotation() == a
                ? new AnnotationEvidence(a, null, new HadithEvidence(ev.hadith().query(), List.of())) : ev).toList();
        Task2Result r = new Task2Pipeline(verifier).judge(input, evidence, FIXED);
        SegmentKey k = a.segment(SegmentType.MATN).orElseThrow().key();
        ErrorCauses.Error e = ErrorCauses.of(input, r, verifier, FIXED, List.of(Task2Fit.cut(Thresholds.pinned()))).errors().stream()
                .filter(x -> x.key().equals(k)).findFirst().orElseThrow();
        assertEquals(Cause.CORPUS, e.cause());
        assertTrue(e.detail().startsWith("not retrieved: صحيح البخاري"), e.detail());
    }

    @Test
    void countsAddUpByTypeAndCause() {
        ErrorCauses causes = ErrorCauses.of(input, result, verifier, FIXED, fits());
        Table t = causes.countTable();
        assertEquals(SegmentType.values().length + 1, t.rowCount());
        int all = t.rowCount() - 1;
        assertEquals(causes.errors().size(), t.intColumn("total").getInt(all));
        assertEquals(2, t.intColumn(Cause.ANNOTATION.label).getInt(all));
        assertEquals(3, t.intColumn(Cause.CORPUS.label).getInt(all));
        assertEquals(3, t.where(t.stringColumn("type").isEqualTo("claimed_source")).intColumn("total").getInt(0));
        assertEquals(causes.errors().size(), causes.countSeries().values().stream().flatMap(List::stream).mapToInt(i -> i).sum());
        assertEquals(2, causes.examples(Cause.THRESHOLD, 5, 20).rowCount());
        assertEquals(1, causes.examples(Cause.THRESHOLD, 1, 20).rowCount());
    }

    @Test
    void repeatedTextsCountTheConflictingOnes() {
        Table t = ErrorCauses.repeatedTexts(input);
        Table matn = t.where(t.stringColumn("type").isEqualTo("matn"));
        // MATN_BAD twice (both labels), MATN_OK twice (R5's two annotations, both correct)
        assertEquals(2, matn.intColumn("repeated_texts").getInt(0));
        assertEquals(4, matn.intColumn("rows").getInt(0));
        assertEquals(1, matn.intColumn("both_labels").getInt(0));
        Table ayah = t.where(t.stringColumn("type").isEqualTo("Ayah"));
        assertEquals(0, ayah.intColumn("repeated_texts").getInt(0), "R6 and R7 quote different verses");
    }

    @Test
    void anAttributionIsTheSameTextOnlyWithTheSameQuote() {
        Annotation r5a = input.annotations().stream().filter(x -> x.responseId().equals("R5") && x.annotationId() == 1).findFirst().orElseThrow();
        Annotation r6 = input.annotations().stream().filter(x -> x.responseId().equals("R6")).findFirst().orElseThrow();
        var claim5 = r5a.segment(SegmentType.CLAIMED_SOURCE).orElseThrow();
        var claim6 = r6.segment(SegmentType.CLAIMED_SOURCE).orElseThrow();
        assertNotEquals(ErrorCauses.textKey(claim5, r5a), ErrorCauses.textKey(claim6, r6));
        // the same claim under another annotation with the same quote is the same text
        Annotation r5b = input.annotations().stream().filter(x -> x.responseId().equals("R5") && x.annotationId() == 2).findFirst().orElseThrow();
        assertEquals(ErrorCauses.textKey(r5a.segment(SegmentType.MATN).orElseThrow(), r5a),
                ErrorCauses.textKey(r5b.segment(SegmentType.MATN).orElseThrow(), r5b));
    }
}
