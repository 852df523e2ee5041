package org.tahqiq.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;

/**
 * The server as an MCP client meets it: started as a subprocess by the launcher ({@code ./tahqiq mcp}, on this
 * module's classes), spoken to over stdio by the SDK's own client, its tools listed and each called. Without the data
 * the tests are skipped, saying why; under {@code CI=true}, which has it, that is a failure.
 */
class TahqiqMcpTest {

    static final Path ROOT = Path.of(System.getProperty("tahqiq.home", "..")).toAbsolutePath().normalize();
    static final ObjectMapper JSON = new ObjectMapper();
    static final String VERSE = "قال الله تعالى: ﴿اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْقَيُّومُ﴾ [البقرة: 255].";

    static McpSyncClient client;
    static final List<String> STDERR = Collections.synchronizedList(new ArrayList<>());

    @BeforeAll
    static void start() {
        String why;
        try {
            DataLocation data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), ROOT);
            why = Files.isDirectory(data.root()) ? null : "no data folder at " + data.root();
        } catch (InputException e) {
            why = e.getMessage();
        }
        if (why != null) {
            String message = "IslamicEval 2026 data not found, skipping the MCP tests: " + why;
            System.out.println(message);
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true, and CI must have the data: " + message);
            }
            Assumptions.abort(message);
        }
        // ./tahqiq mcp as a client starts it, on this build's classes (the launcher would otherwise build the module
        // itself, inside this build); the JVM the tests run on
        ServerParameters params = ServerParameters.builder(ROOT.resolve("tahqiq").toString())
                .args("mcp")
                .addEnvVar("TAHQIQ_MCP_CLASSPATH", System.getProperty("java.class.path"))
                .addEnvVar("PATH", Path.of(System.getProperty("java.home"), "bin") + ":" + System.getenv("PATH"))
                .build();
        StdioClientTransport transport = new StdioClientTransport(params, new JacksonMcpJsonMapper(JSON));
        transport.setStdErrorHandler(STDERR::add);
        // the first call waits for the corpora: minutes on a loaded machine, seconds when the cache is warm
        client = McpClient.sync(transport).requestTimeout(Duration.ofMinutes(5)).initializationTimeout(Duration.ofMinutes(1))
                .build();
        client.initialize();
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.closeGracefully();
        }
    }

    @Test
    void listsItsToolsWithInputSchemas() {
        Map<String, McpSchema.Tool> tools = client.listTools().tools().stream()
                .collect(Collectors.toMap(McpSchema.Tool::name, t -> t));
        assertEquals(java.util.Set.of("verify_answer", "repair_answer", "lookup"), tools.keySet());
        assertEquals(List.of("answer"), tools.get("verify_answer").inputSchema().get("required"));
        assertEquals(List.of("query"), tools.get("lookup").inputSchema().get("required"));
        assertEquals(List.of("answer"), tools.get("repair_answer").inputSchema().get("required"));
        assertEquals("tahqiq", client.getServerInfo().name());
    }

    @Test
    void verifyJudgesAKnownVerseCorrect() throws Exception {
        CallToolResult r = client.callTool(new McpSchema.CallToolRequest("verify_answer", Map.of("answer", VERSE, "lang", "en")));
        assertFalse(r.isError(), text(r));
        JsonNode answer = JSON.readTree(text(r));
        assertEquals("en", answer.get("lang").asText());
        JsonNode ayah = spans(answer).stream().filter(s -> s.get("type").asText().equals("Ayah")).findFirst().orElseThrow();
        assertEquals("correct", ayah.get("verdict").asText(), ayah.toString());
        assertEquals("2:255", ayah.get("evidence").get("reference").asText());
        assertEquals(VERSE.substring(ayah.get("start").asInt(), ayah.get("end").asInt()), ayah.get("text").asText());
        assertEquals(JSON.valueToTree(r.structuredContent()), answer, "structured content and text agree");
    }

    @Test
    void verifyFindsAMisquote() throws Exception {
        String misquote = "قال الله تعالى: ﴿اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْعَظِيمُ﴾ [البقرة: 255].";
        CallToolResult r = client.callTool(new McpSchema.CallToolRequest("verify_answer", Map.of("answer", misquote)));
        JsonNode ayah = spans(JSON.readTree(text(r))).stream().filter(s -> s.get("type").asText().equals("Ayah"))
                .findFirst().orElseThrow();
        assertEquals("incorrect", ayah.get("verdict").asText(), ayah.toString());
        assertEquals("2:255", ayah.get("correction").get("reference").asText(), ayah.toString());
        assertTrue(bare(ayah.get("correction").get("text").asText()).startsWith("الله لا إله إلا هو الحي القيوم"), ayah.toString());
    }

    @Test
    void repairPutsAMisquotedVerseRight() throws Exception {
        String misquote = "قال الله تعالى: ﴿اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْعَظِيمُ﴾ [البقرة: 255]. والحمد لله.";
        CallToolResult r = client.callTool(new McpSchema.CallToolRequest("repair_answer", Map.of("answer", misquote)));
        assertFalse(r.isError(), text(r));
        JsonNode repair = JSON.readTree(text(r)).get("repair");
        JsonNode edit = repair.get("edits").get(0);
        assertEquals("verse", edit.get("kind").asText(), repair.toString());
        assertEquals("اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْعَظِيمُ", edit.get("old").asText());
        assertTrue(bare(edit.get("new").asText()).startsWith("الله لا إله إلا هو الحي القيوم"), edit.toString());
        String text = repair.get("text").asText();
        assertTrue(text.startsWith("قال الله تعالى: ﴿") && text.endsWith("والحمد لله."), "the rest kept: " + text);

        CallToolResult again = client.callTool(new McpSchema.CallToolRequest("repair_answer", Map.of("answer", text)));
        assertEquals(text, JSON.readTree(text(again)).get("repair").get("text").asText(), "a repaired answer stays as it is");
        CallToolResult settled = client.callTool(new McpSchema.CallToolRequest("repair_answer", Map.of("answer", misquote, "settle", true)));
        assertEquals(text, JSON.readTree(text(settled)).get("repair").get("text").asText(), "settled, the same repair here");

        CallToolResult bad = client.callTool(new McpSchema.CallToolRequest("repair_answer", Map.of("answer", misquote, "mode", "drop")));
        assertTrue(bad.isError(), text(bad));
    }

    @Test
    void refusesAnEmptyAnswerWithItsReason() {
        CallToolResult r = client.callTool(new McpSchema.CallToolRequest("verify_answer", Map.of("answer", "   ")));
        assertTrue(r.isError());
        assertEquals("argument 'answer': the answer is empty", text(r));
    }

    @Test
    void lookupFindsAVerseByReference() throws Exception {
        CallToolResult r = client.callTool(new McpSchema.CallToolRequest("lookup", Map.of("query", "البقرة 255", "k", 1)));
        assertFalse(r.isError(), text(r));
        JsonNode hit = JSON.readTree(text(r)).get("hits").get(0);
        assertEquals(2, hit.get("surah").asInt(), hit.toString());
        assertEquals(255, hit.get("ayah_from").asInt(), hit.toString());
        assertTrue(bare(hit.get("verses").get(0).get("text").asText()).startsWith("الله لا إله إلا هو الحي القيوم"), hit.toString());

        CallToolResult none = client.callTool(new McpSchema.CallToolRequest("lookup", Map.of("query", "البقرة 999")));
        assertTrue(none.isError(), text(none));
    }

    @Test
    void stdoutCarriesOnlyTheProtocol() {
        // every line the server printed outside the protocol went to stderr, where the client hands it on; had one gone
        // to stdout, the client would have failed to read it and the calls above would not have answered
        client.ping();
        assertTrue(STDERR.stream().noneMatch(l -> l.startsWith("{\"jsonrpc\"")), STDERR.toString());
    }

    /** The letters alone: the corpus writes the marks in its own order (and a dagger alif, a tatweel) where a test would not. */
    private static String bare(String s) {
        return s.replaceAll("[\\u0640\\u064B-\\u065F\\u0670\\u06D6-\\u06ED]", "");
    }

    private static String text(CallToolResult r) {
        return ((TextContent) r.content().get(0)).text();
    }

    private static List<JsonNode> spans(JsonNode answer) {
        List<JsonNode> out = new ArrayList<>();
        answer.get("citations").forEach(c -> c.get("spans").forEach(out::add));
        return out;
    }
}
