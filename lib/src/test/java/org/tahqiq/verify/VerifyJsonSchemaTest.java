package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Response;

/** Every shape the JSON takes conforms to the shipped schema, and the schema rejects what it should. */
class VerifyJsonSchemaTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static String json(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    @Test
    void aHandMadeAnswerAndDocumentConform() throws Exception {
        CheckedAnswer a = Samples.answer();
        String one = json(VerifyJson.answer(a));
        assertEquals(List.of(), SchemaCheck.errors(one), one);
        String doc = json(VerifyJson.document(List.of(a, a), "abc1234"));
        assertEquals(List.of(), SchemaCheck.errors(doc), doc);
        JsonNode d = MAPPER.readTree(doc);
        assertEquals(VerifyJson.UNREPAIRED_VERSION, d.get("schema_version").asText(), "no repair: 2.3's shape, as before");
        assertEquals("2.3", VerifyJson.UNREPAIRED_VERSION, "2.3 adds lang, the explanations, details and cites");
        assertEquals("ar", MAPPER.readTree(one).get("lang").asText(), "Arabic unless asked otherwise, as verify --lang");
        String en = json(VerifyJson.answer(Samples.relevant(true), ReportLanguage.EN));
        assertEquals(List.of(), SchemaCheck.errors(en), en);
        assertEquals("the verse 1:2 as the corpus has it, in another spelling", // العلمين for العالمين
                MAPPER.readTree(en).get("citations").get(0).get("spans").get(0).get("evidence").get("explanation").asText());
        assertEquals(2, d.get("summary").get("answers").asInt());
        assertEquals(10, d.get("summary").get("spans").asInt());
        assertEquals(4, d.get("summary").get("incorrect").asInt());
        assertEquals(2, d.get("summary").get("corrected").asInt());
        assertEquals(2, d.get("summary").get("no_source").asInt());
        JsonNode claim = MAPPER.readTree(one).get("citations").get(0).get("spans").get(1);
        assertTrue(claim.get("evidence").get("similarity").isNull(), "NaN similarity is written as null");
        assertEquals(4, d.get("summary").get("unverified").asInt());
        JsonNode nested = MAPPER.readTree(one).get("citations").get(1).get("spans").get(2);
        assertEquals("unverified", nested.get("verdict").asText());
    }

    /** A correct citation carries its relevance: judged with a question, unlabelled (and saying why) without one. */
    @Test
    void relevanceConformsJudgedOrNot() throws Exception {
        String judged = json(VerifyJson.answer(Samples.relevant(true)));
        assertEquals(List.of(), SchemaCheck.errors(judged), judged);
        JsonNode r = MAPPER.readTree(judged).get("citations").get(0).get("relevance");
        assertEquals(0.7312, r.get("probability").asDouble(), 1e-9);
        assertTrue(r.get("relevant").asBoolean());
        assertEquals("lexical", r.get("signals").get(1).asText());
        String alone = json(VerifyJson.answer(Samples.relevant(false)));
        assertEquals(List.of(), SchemaCheck.errors(alone), alone);
        JsonNode none = MAPPER.readTree(alone).get("citations").get(0).get("relevance");
        assertTrue(none.get("probability").isNull() && none.get("relevant").isNull(), none.toString());
        assertTrue(none.get("reason").asText().startsWith("no question given"), none.toString());
        assertFalse(MAPPER.readTree(json(VerifyJson.answer(Samples.answer()))).get("citations").get(0).has("relevance"),
                "an incorrect quote has no relevance");
        ObjectNode bad = (ObjectNode) MAPPER.readTree(judged);
        ((ObjectNode) bad.get("citations").get(0).get("relevance")).put("probability", 1.5);
        assertFalse(SchemaCheck.errors(bad.toString()).isEmpty(), "a probability above 1 is refused");
    }

    @Test
    void aMadeUpHadithHasItsNearestUnrelatedAndAnUnverifiedClaim() throws Exception {
        String one = json(VerifyJson.answer(Samples.madeUp()));
        assertEquals(List.of(), SchemaCheck.errors(one), one);
        JsonNode spans = MAPPER.readTree(one).get("citations").get(0).get("spans");
        JsonNode e = spans.get(0).get("evidence");
        assertEquals("", e.get("reference").asText());
        assertEquals("", e.get("matched_text").asText());
        assertEquals("جامع الترمذي #20286", e.get("nearest_unrelated").get("reference").asText());
        assertEquals(60.3, e.get("nearest_unrelated").get("similarity").asDouble());
        assertEquals("unverified", spans.get(1).get("verdict").asText());
        assertEquals(1, MAPPER.readTree(one).get("summary").get("unverified").asInt());
    }

    @Test
    void theSchemaRejectsBrokenShapes() throws Exception {
        ObjectNode ok = (ObjectNode) MAPPER.readTree(VerifyJson.answer(Samples.answer()));
        List<ObjectNode> broken = new ArrayList<>();
        ObjectNode noVerdict = ok.deepCopy();
        span(noVerdict, 0, 0).remove("verdict");
        broken.add(noVerdict);
        ObjectNode unknownField = ok.deepCopy();
        span(unknownField, 0, 1).put("relevance", 1);
        broken.add(unknownField);
        ObjectNode correctionOnCorrect = ok.deepCopy();
        span(correctionOnCorrect, 0, 0).put("verdict", "correct");
        broken.add(correctionOnCorrect);
        ObjectNode missingCorrection = ok.deepCopy();
        span(missingCorrection, 1, 0).remove("correction");
        broken.add(missingCorrection);
        ObjectNode badVersion = ok.deepCopy();
        badVersion.put("schema_version", "1.0");
        broken.add(badVersion);
        ObjectNode unverifiedQuote = ok.deepCopy();
        span(unverifiedQuote, 0, 0).put("verdict", "unverified");
        span(unverifiedQuote, 0, 0).remove("correction");
        broken.add(unverifiedQuote);
        ObjectNode unknownVerdict = ok.deepCopy();
        span(unknownVerdict, 0, 1).put("verdict", "unknown");
        broken.add(unknownVerdict);
        ObjectNode noUnverifiedCount = ok.deepCopy();
        ((ObjectNode) noUnverifiedCount.get("summary")).remove("unverified");
        broken.add(noUnverifiedCount);
        ObjectNode emptyNearest = (ObjectNode) MAPPER.readTree(VerifyJson.answer(Samples.madeUp()));
        ((ObjectNode) span(emptyNearest, 0, 0).get("evidence").get("nearest_unrelated")).put("reference", "");
        broken.add(emptyNearest);
        ObjectNode badType = ok.deepCopy();
        span(badType, 0, 0).put("type", "Hadith");
        broken.add(badType);
        ObjectNode stringOffset = ok.deepCopy();
        span(stringOffset, 0, 0).put("start", "17");
        broken.add(stringOffset);
        ObjectNode noExplanation = ok.deepCopy();
        ((ObjectNode) span(noExplanation, 0, 0).get("evidence")).remove("explanation");
        broken.add(noExplanation);
        ObjectNode emptyDetails = ok.deepCopy();
        ((ObjectNode) span(emptyDetails, 0, 0).get("evidence")).put("details", "");
        broken.add(emptyDetails);
        ObjectNode otherLanguage = ok.deepCopy();
        otherLanguage.put("lang", "fr");
        broken.add(otherLanguage);
        ObjectNode noLanguage = ok.deepCopy();
        noLanguage.remove("lang");
        broken.add(noLanguage);
        ObjectNode citesWithoutPlace = ok.deepCopy();
        ((ObjectNode) span(citesWithoutPlace, 0, 1).get("evidence")).putObject("cites").put("text", "").put("exists", false);
        broken.add(citesWithoutPlace);
        for (ObjectNode b : broken) {
            assertFalse(SchemaCheck.errors(MAPPER.writeValueAsString(b)).isEmpty(), "rejected: " + b);
        }
    }

    private static ObjectNode span(ObjectNode answer, int citation, int span) {
        return (ObjectNode) ((ArrayNode) answer.get("citations").get(citation).get("spans")).get(span);
    }

    @Test
    void realAnswersConform() {
        Checker checker = RealData.checker();
        List<CheckedAnswer> checked = new ArrayList<>();
        for (Response r : CheckerTest.devAnswers(30)) {
            CheckedAnswer a = checker.check(r.id(), r.question(), r.answer());
            checked.add(a);
            String one = json(VerifyJson.answer(a));
            assertEquals(List.of(), SchemaCheck.errors(one), r.id());
        }
        assertEquals(List.of(), SchemaCheck.errors(json(VerifyJson.document(checked, "unknown"))));
        assertTrue(checked.stream().mapToLong(a -> a.tally().corrected() + a.tally().noSource()).sum() > 0,
                "the sample holds corrections, so their shape is checked too");
    }
}
