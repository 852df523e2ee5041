package org.tahqiq.verify.http;

import org.tahqiq.verify.RealData;
import org.tahqiq.verify.SchemaCheck;
import org.tahqiq.verify.VerifyJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
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
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /openapi.json}: the document validates (the Swagger v3 parser, resolving every reference), lists exactly
 * the routes of {@link ServiceRoute#ALL} with their verify schemas, every route it lists answers, and every path the
 * server handles is one it lists.
 */
class OpenApiTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static VerifyServer server;
    private static HttpClient client;

    @BeforeAll
    static void start() throws Exception {
        server = new VerifyServer(RealData.checker(), new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2, "test",
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).start();
        server.warmUp();
        client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static HttpResponse<String> call(ServiceRoute r, String query, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + r.path() + query))
                .timeout(Duration.ofSeconds(60));
        b = r.method().equals("POST") ? b.header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)) : b.GET();
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static String served() throws Exception {
        HttpResponse<String> r = call(ServiceRoute.OPENAPI, "", null);
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        return r.body();
    }

    @Test
    void theDocumentValidates() throws Exception {
        String json = served();
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(json, null, options);
        assertEquals(List.of(), parsed.getMessages() == null ? List.of() : parsed.getMessages(), "the parser's complaints");
        com.fasterxml.jackson.databind.node.ObjectNode broken = (com.fasterxml.jackson.databind.node.ObjectNode) MAPPER.readTree(json);
        broken.remove("info");
        assertTrue(new OpenAPIV3Parser().readContents(broken.toString(), null, options).getMessages().stream()
                .anyMatch(m -> m.contains("info")), "the parser does complain of a broken document");
        OpenAPI api = parsed.getOpenAPI();
        assertNotNull(api);
        assertEquals("3.1.0", api.getOpenapi());
        Set<String> listed = new TreeSet<>();
        api.getPaths().forEach((path, item) -> item.readOperationsMap().keySet()
                .forEach(m -> listed.add(m.name() + " " + path)));
        Set<String> routes = new TreeSet<>();
        ServiceRoute.ALL.forEach(r -> routes.add(r.method() + " " + r.path()));
        assertEquals(routes, listed, "the document lists exactly the routes");
        PathItem repair = api.getPaths().get("/repair");
        assertEquals("#/components/schemas/RepairRequest",
                repair.getPost().getRequestBody().getContent().get("application/json").getSchema().get$ref());
        assertEquals("#/components/schemas/answer",
                repair.getPost().getResponses().get("200").getContent().get("application/json").getSchema().get$ref());
        assertNotNull(api.getComponents().getSchemas().get("repair"), "the verify schema's repair is a component");
        assertNotNull(api.getPaths().get("/").getGet().getResponses().get("200").getContent().get("text/html"),
                "the page is HTML");
    }

    /** The component schemas are the verify schema's definitions, unchanged but for where their references point. */
    @Test
    void theComponentsAreTheVerifySchema() throws Exception {
        JsonNode doc = MAPPER.readTree(served());
        JsonNode schema = MAPPER.readTree(VerifyJson.class.getResourceAsStream(VerifyJson.SCHEMA_RESOURCE));
        schema.get("$defs").fields().forEachRemaining(d -> {
            String expected = d.getValue().toString().replace("\"#/$defs/", "\"#/components/schemas/");
            assertEquals(expected, doc.get("components").get("schemas").get(d.getKey()).toString(), d.getKey());
        });
        assertTrue(doc.get("info").get("description").asText().contains("version " + VerifyJson.SCHEMA_VERSION));
    }

    /**
     * Every route the document lists answers 200 with its media type. The page ({@code GET /}) is served by another
     * part; until it is there, it may answer the service's own 404 "no such endpoint", and only that.
     */
    @Test
    void everyListedRouteAnswersAndEveryHandledPathIsListed() throws Exception {
        String answer = MAPPER.createObjectNode().put("answer", VerifyServer.WARM_UP_ANSWER).toString();
        List<String> answered = new ArrayList<>();
        for (ServiceRoute r : ServiceRoute.ALL) {
            String query = r == ServiceRoute.LOOKUP ? "?" + VerifyServer.WARM_UP_LOOKUP : "";
            String body = r == ServiceRoute.BATCH ? "{\"answers\": [" + answer + "]}" : answer;
            HttpResponse<String> res = call(r, query, r.method().equals("POST") ? body : null);
            if (r == ServiceRoute.PAGE && res.statusCode() == 404) {
                assertTrue(res.body().contains("no such endpoint: /"), res.body());
                continue;
            }
            assertEquals(200, res.statusCode(), r + ": " + res.body());
            assertTrue(res.headers().firstValue("Content-Type").orElse("").startsWith(r.produces()), r.toString());
            if (r.produces().equals(ServiceRoute.JSON) && (r == ServiceRoute.VERIFY || r == ServiceRoute.BATCH
                    || r == ServiceRoute.REPAIR)) {
                assertEquals(List.of(), SchemaCheck.errors(res.body()), r.toString());
            }
            answered.add(r.path());
        }
        assertTrue(answered.size() >= ServiceRoute.ALL.size() - 1, answered.toString());
        for (String context : server.contexts()) {
            assertTrue(ServiceRoute.ALL.stream().anyMatch(r -> r.path().equals(context)),
                    "the server handles " + context + ", which the document does not list");
        }
        HttpResponse<String> unknown = call(new ServiceRoute("GET", "/verify/other", "", ""), "", null);
        assertEquals(404, unknown.statusCode());
        for (ServiceRoute r : ServiceRoute.ALL) {
            assertTrue(unknown.body().contains(r.method() + " " + r.path()), "a 404 names every route: " + unknown.body());
        }
    }
}
