package org.tahqiq.verify;

import org.tahqiq.verify.http.VerifyServer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Response;

/** The service on a loopback ephemeral port, called with the JDK's HTTP client. */
class VerifyServerTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static VerifyServer server;
    private static HttpClient client;
    private static Checker checker;
    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();

    @BeforeAll
    static void start() throws Exception {
        checker = RealData.checker();
        server = new VerifyServer(checker, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2, "test",
                new PrintStream(LOG, true, StandardCharsets.UTF_8)).start();
        client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static HttpResponse<String> post(String path, byte[] body) throws Exception {
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return client.send(r, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static HttpResponse<String> post(String path, String body) throws Exception {
        return post(path, body.getBytes(StandardCharsets.UTF_8));
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static String body(String answer, String question) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("answer", answer);
        if (question != null) {
            n.put("question", question);
        }
        return n.toString();
    }

    /** The error message of a non-200 reply, checking its shape. */
    private static String error(HttpResponse<String> r, int status) throws Exception {
        assertEquals(status, r.statusCode(), r.body());
        JsonNode e = MAPPER.readTree(r.body()).get("error");
        assertEquals(status, e.get("status").asInt());
        String m = e.get("message").asText();
        assertFalse(m.contains("Exception") || m.contains("\tat "), "no stack trace: " + m);
        return m;
    }

    @Test
    void healthSaysOkAndTheVersion() throws Exception {
        HttpResponse<String> r = get("/health");
        assertEquals(200, r.statusCode());
        JsonNode n = MAPPER.readTree(r.body());
        assertEquals("ok", n.get("status").asText());
        assertEquals(VerifyJson.SCHEMA_VERSION, n.get("schema_version").asText());
        assertEquals(405, post("/health", "{}").statusCode());
    }

    /**
     * {@code /ready} answers 503 until the warm-up check has run, and 200 after it, by which time that check has
     * reached every part a request needs, the ones loaded on first use included (the relevance judge, the corrector).
     */
    @Test
    void readyOnlyOnceAFirstCheckHasRun() throws Exception {
        try (VerifyServer fresh = new VerifyServer(checker, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2,
                "test", new PrintStream(LOG, true, StandardCharsets.UTF_8)).start()) {
            java.util.function.Function<String, HttpResponse<String>> get = path -> {
                try {
                    return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + fresh.port() + path)).GET().build(),
                            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
            assertFalse(fresh.ready());
            HttpResponse<String> before = get.apply("/ready");
            assertEquals(503, before.statusCode(), before.body());
            assertTrue(before.body().contains("warming up"), before.body());
            HttpResponse<String> health = get.apply("/health");
            assertEquals(200, health.statusCode(), "alive while warming up");
            assertFalse(MAPPER.readTree(health.body()).get("ready").asBoolean());

            VerifyServer.WarmUp w = fresh.warmUp();
            assertTrue(fresh.ready());
            assertEquals(2, w.citations(), "the verse and the hadith");
            assertTrue(w.relevance(), "the relevance judge has judged");
            assertTrue(w.correction(), "the corrector has proposed");
            HttpResponse<String> after = get.apply("/ready");
            assertEquals(200, after.statusCode(), after.body());
            JsonNode n = MAPPER.readTree(after.body());
            assertEquals("ready", n.get("status").asText());
            assertTrue(n.get("warm_up").get("relevance").asBoolean() && n.get("warm_up").get("correction").asBoolean(), after.body());
            assertTrue(MAPPER.readTree(get.apply("/health").body()).get("ready").asBoolean());
        }
    }

    /** {@code POST /repair}: the answer object of /verify with its repair, in the mode and language asked for. */
    @Test
    void repairReturnsTheCheckWithTheRepairedAnswer() throws Exception {
        ObjectNode req = MAPPER.createObjectNode().put("answer", VerifyServer.WARM_UP_ANSWER).put("lang", "en");
        HttpResponse<String> r = post("/repair", req.toString());
        assertEquals(200, r.statusCode(), r.body());
        assertEquals(List.of(), SchemaCheck.errors(r.body()));
        JsonNode n = MAPPER.readTree(r.body());
        assertEquals(VerifyJson.SCHEMA_VERSION, n.get("schema_version").asText());
        JsonNode repair = n.get("repair");
        assertEquals("mark", repair.get("mode").asText(), "mark unless asked otherwise");
        List<RepairEdit> edits = new ArrayList<>();
        for (JsonNode e : repair.get("edits")) {
            edits.add(new RepairEdit(e.get("start").asInt(), e.get("end").asInt(), e.get("old").asText(), e.get("new").asText(),
                    RepairEdit.Kind.valueOf(e.get("kind").asText().toUpperCase(java.util.Locale.ROOT)), e.get("reference").asText(),
                    e.get("why").asText()));
        }
        assertTrue(edits.stream().anyMatch(e -> e.kind() == RepairEdit.Kind.MARK), "the made-up hadith is marked: " + r.body());
        assertTrue(repair.get("text").asText().contains(AnswerRepair.NOTE_EN), "the note in the language asked for");
        assertEquals(RepairDevTest.rebuilt(VerifyServer.WARM_UP_ANSWER, edits), repair.get("text").asText());
        CheckedAnswer lib = checker.check("answer", null, VerifyServer.WARM_UP_ANSWER);
        assertEquals(new String(VerifyJson.answer(lib.withRepair(checker.repair(lib, RepairMode.MARK, ReportLanguage.EN)),
                ReportLanguage.EN), StandardCharsets.UTF_8), r.body(), "the library's JSON");

        HttpResponse<String> removed = post("/repair", req.put("mode", "remove").toString());
        assertEquals(200, removed.statusCode(), removed.body());
        JsonNode rm = MAPPER.readTree(removed.body()).get("repair");
        assertEquals("remove", rm.get("mode").asText());
        assertFalse(rm.get("text").asText().contains("من قرأ آية الكرسي"), "the made-up hadith is taken out");
        HttpResponse<String> settled = post("/repair", req.put("mode", "remove").put("settle", true).toString());
        assertEquals(200, settled.statusCode(), settled.body());
        String settledText = MAPPER.readTree(settled.body()).get("repair").get("text").asText();
        JsonNode again = MAPPER.readTree(post("/repair", MAPPER.createObjectNode().put("answer", settledText)
                .put("mode", "remove").put("settle", true).toString()).body()).get("repair");
        assertFalse(again.get("changed").asBoolean(), "a settled repair, repaired again, changes nothing: " + again);
        assertTrue(error(post("/repair", req.put("settle", "yes").toString()), 400).contains("field 'settle'"));
        req.remove("settle");
        assertTrue(error(post("/repair", req.put("mode", "fix").toString()), 400).contains("field 'mode'"));
        assertTrue(error(post("/repair", "{\"answer\": 1}"), 400).contains("field 'answer'"));
        assertEquals(405, get("/repair").statusCode());
    }

    @Test
    void verifyReturnsTheSameJsonAsTheLibraryAndConforms() throws Exception {
        Response dev = CheckerTest.devAnswers(1).get(0);
        HttpResponse<String> r = post("/verify", body(dev.answer(), dev.question()));
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        assertEquals(List.of(), SchemaCheck.errors(r.body()));
        String direct = new String(VerifyJson.answer(checker.check("answer", dev.question(), dev.answer())), StandardCharsets.UTF_8);
        assertEquals(direct, r.body());
    }

    /** A collection claim for a quote no record comes close to is incorrect, naming what was searched, in the asked language. */
    @Test
    void aMadeUpHadithsClaimComesBackIncorrectExplainedInTheAskedLanguage() throws Exception {
        String answer = "قال رسول الله صلى الله عليه وسلم: «من أكل التمر في يوم الجمعة كتب الله له عشر حسنات ورفع عنه البلاء» رواه البخاري.";
        HttpResponse<String> r = post("/verify", body(answer, null));
        assertEquals(200, r.statusCode(), r.body());
        assertEquals(List.of(), SchemaCheck.errors(r.body()));
        JsonNode a = MAPPER.readTree(r.body());
        assertEquals("ar", a.get("lang").asText(), "Arabic by default");
        assertEquals(0, a.get("summary").get("unverified").asInt(), r.body());
        JsonNode spans = a.get("citations").get(0).get("spans");
        assertEquals("incorrect", spans.get(1).get("verdict").asText());
        assertTrue(spans.get(0).get("evidence").has("nearest_unrelated"), r.body());
        assertEquals("لا توجد رواية في صحيح البخاري قريبة من هذا النص", spans.get(1).get("evidence").get("explanation").asText());
        ObjectNode inBody = (ObjectNode) MAPPER.readTree(body(answer, null));
        inBody.put("lang", "en");
        for (HttpResponse<String> en : List.of(post("/verify", inBody.toString()), post("/verify?lang=en", body(answer, null)))) {
            assertEquals(200, en.statusCode(), en.body());
            JsonNode e = MAPPER.readTree(en.body());
            assertEquals("en", e.get("lang").asText());
            assertEquals("no narration in \u2068صحيح البخاري\u2069 comes close to this text",
                    e.get("citations").get(0).get("spans").get(1).get("evidence").get("explanation").asText());
        }
        assertEquals("query parameter 'lang': 'fr' is not a language of the explanations (ar or en)",
                error(post("/verify?lang=fr", body(answer, null)), 400));
        inBody.put("lang", 1);
        assertEquals("field 'lang': must be a string, \"ar\" or \"en\", got number", error(post("/verify", inBody.toString()), 400));
    }

    @Test
    void batchReturnsADocument() throws Exception {
        List<Response> devs = CheckerTest.devAnswers(5);
        ArrayNode list = MAPPER.createArrayNode();
        for (Response d : devs) {
            list.addObject().put("id", d.id()).put("answer", d.answer());
        }
        ObjectNode req = MAPPER.createObjectNode();
        req.set("answers", list);
        HttpResponse<String> r = post("/verify/batch", req.toString());
        assertEquals(200, r.statusCode(), r.body());
        assertEquals(List.of(), SchemaCheck.errors(r.body()));
        JsonNode doc = MAPPER.readTree(r.body());
        assertEquals(5, doc.get("answers").size());
        assertEquals(devs.get(3).id(), doc.get("answers").get(3).get("id").asText());
        assertEquals(5, doc.get("summary").get("answers").asInt());
    }

    @Test
    void badRequestsGetA400NamingTheProblem() throws Exception {
        assertTrue(error(post("/verify", "{\"answer\": \"x\""), 400).startsWith("malformed JSON at line 1"));
        assertEquals("field 'answer': missing", error(post("/verify", "{\"question\": \"x\"}"), 400));
        assertEquals("field 'answer': must be a string, got number", error(post("/verify", "{\"answer\": 12}"), 400));
        assertEquals("field 'question': must be a string, got array",
                error(post("/verify", "{\"answer\": \"نص\", \"question\": [1]}"), 400));
        assertEquals("field 'answer': the answer is empty", error(post("/verify", "{\"answer\": \"   \"}"), 400));
        assertTrue(error(post("/verify", "[1]"), 400).startsWith("the body must be a JSON object"));
        assertEquals("empty body: send a JSON object", error(post("/verify", ""), 400));
        assertEquals("the body is not UTF-8", error(post("/verify", new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xFF, '"', '}'}), 400));
        assertEquals("field 'answers[1].answer': must be a string, got boolean",
                error(post("/verify/batch", "{\"answers\": [{\"answer\": \"نص\"}, {\"answer\": true}]}"), 400));
        assertEquals("field 'answers': must be an array, got string", error(post("/verify/batch", "{\"answers\": \"x\"}"), 400));
        assertEquals("field 'answers[1].id': duplicate id 'a'",
                error(post("/verify/batch", "{\"answers\": [{\"id\":\"a\",\"answer\": \"x\"}, {\"id\":\"a\",\"answer\": \"y\"}]}"), 400));
        assertEquals(404, get("/nothing").statusCode());
        assertEquals(405, get("/verify").statusCode());
    }

    @Test
    void oversizeRequestsGet413() throws Exception {
        String tenMegabytes = body("ا".repeat(5 * 1024 * 1024), null);
        assertTrue(error(post("/verify", tenMegabytes), 413).contains("at most " + VerifyServer.MAX_BODY));
        String longAnswer = body("ا".repeat(Checker.MAX_ANSWER + 1), null);
        assertTrue(longAnswer.length() < VerifyServer.MAX_BODY);
        assertTrue(error(post("/verify", longAnswer), 413).startsWith("field 'answer': the answer has"));
        StringBuilder many = new StringBuilder("{\"answers\": [");
        for (int i = 0; i <= VerifyServer.MAX_BATCH; i++) {
            many.append(i == 0 ? "" : ",").append("{\"answer\": \"x\"}");
        }
        assertTrue(error(post("/verify/batch", many.append("]}").toString()), 413).contains("at most " + VerifyServer.MAX_BATCH));
        assertEquals(200, get("/health").statusCode(), "the server is still fine");
    }

    @Test
    void concurrentRequestsAreServedSafely() throws Exception {
        List<Response> devs = CheckerTest.devAnswers(12);
        List<String> expected = devs.stream().map(d -> new String(VerifyJson.answer(checker.check("answer", null, d.answer())),
                StandardCharsets.UTF_8)).toList();
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<HttpResponse<String>>> futures = new ArrayList<>();
            for (int round = 0; round < 3; round++) {
                for (Response d : devs) {
                    futures.add(pool.submit(() -> post("/verify", body(d.answer(), null))));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                HttpResponse<String> r = futures.get(i).get();
                assertEquals(200, r.statusCode());
                assertEquals(expected.get(i % devs.size()), r.body());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "no internal errors logged");
    }

    private static String lookup(String query) {
        return "/lookup?q=" + java.net.URLEncoder.encode(query, StandardCharsets.UTF_8);
    }

    @Test
    void lookupAnswersAsTheLibraryDoesAndRefusesWithTheServicesStatuses() throws Exception {
        org.tahqiq.lookup.Lookup direct = org.tahqiq.lookup.Lookup.over(checker.retrieval());
        for (String q : List.of("البقرة 255", "صحيح البخاري 1", "إنما الأعمال بالنيات")) {
            HttpResponse<String> r = get(lookup(q) + "&k=3");
            assertEquals(200, r.statusCode(), r.body());
            assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
            assertEquals(new String(org.tahqiq.lookup.LookupJson.bytes(direct.find(q, 3)), StandardCharsets.UTF_8), r.body(), q);
        }
        assertEquals("text", MAPPER.readTree(get(lookup("البقرة 255") + "&text=true").body()).get("read_as").asText());
        assertEquals("سورة البقرة (2) has 286 verses; there is no verse 300", error(get(lookup("البقرة 300")), 404));
        assertTrue(error(get(lookup("مسند أحمد 3")), 404).contains("not in the loaded hadith corpus"));
        assertEquals("parameter 'q': missing (GET /lookup?q=...&k=5&text=false)", error(get("/lookup"), 400));
        assertEquals("parameter 'k': takes 1 to 50 hits, got 0", error(get(lookup("2:255") + "&k=0"), 400));
        assertTrue(error(get(lookup("hello")), 400).contains("no Arabic words"));
        assertEquals("range end 1 is before its start 4 (verses 1 to 4 are «1-4»)", error(get(lookup("112:4-1")), 400));
        assertTrue(error(get(lookup("ا".repeat(org.tahqiq.lookup.Lookup.MAX_QUERY + 1))), 413).contains("at most 5000"));
        assertEquals("/lookup takes GET, not POST", error(post(lookup("2:255"), "{}"), 405));
        assertTrue(error(get("/lookup/x?q=1"), 404).contains("GET /lookup?q="));
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "no internal errors logged");
    }
}
