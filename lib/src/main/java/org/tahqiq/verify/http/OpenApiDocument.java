package org.tahqiq.verify.http;

import org.tahqiq.verify.Checker;
import org.tahqiq.verify.VerifyJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * The OpenAPI 3.1 document of the HTTP service ({@code GET /openapi.json}), built from {@link ServiceRoute#ALL} and the
 * verify JSON Schema ({@value VerifyJson#SCHEMA_RESOURCE}): each of the schema's definitions becomes a component
 * schema (OpenAPI 3.1 schemas are JSON Schema 2020-12, so they are taken as they are, their references pointed at the
 * components), and the replies of /verify, /verify/batch and /repair refer to them.
 */
public final class OpenApiDocument {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String SCHEMAS = "#/components/schemas/";

    private OpenApiDocument() {
    }

    /** The document as compact JSON. */
    public static byte[] json() {
        try {
            return MAPPER.writeValueAsBytes(tree());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static ObjectNode tree() {
        ObjectNode doc = MAPPER.createObjectNode();
        doc.put("openapi", "3.1.0");
        ObjectNode info = doc.putObject("info");
        info.put("title", "Tahqiq");
        info.put("version", org.tahqiq.about.About.VERSION);
        info.put("description", "Checks the Qur'an and hadith citations of a model answer (tahqiq serve). Replies follow the "
                + "verify JSON Schema, version " + VerifyJson.SCHEMA_VERSION + " (its definitions are the component schemas "
                + "here). Offsets are Unicode code points, end-exclusive. Errors are {\"error\": {\"status\", \"message\"}}.");
        doc.put("jsonSchemaDialect", "https://json-schema.org/draft/2020-12/schema");
        ObjectNode paths = doc.putObject("paths");
        for (ServiceRoute r : ServiceRoute.ALL) {
            ObjectNode path = paths.has(r.path()) ? (ObjectNode) paths.get(r.path()) : paths.putObject(r.path());
            ObjectNode op = path.putObject(r.method().toLowerCase(java.util.Locale.ROOT));
            operation(r, op);
        }
        ObjectNode schemas = doc.putObject("components").putObject("schemas");
        verifySchemas(schemas);
        ownSchemas(schemas);
        return doc;
    }

    private static void operation(ServiceRoute r, ObjectNode op) {
        op.put("operationId", operationId(r));
        op.put("summary", r.summary());
        if (r == ServiceRoute.VERIFY || r == ServiceRoute.BATCH || r == ServiceRoute.REPAIR) {
            ObjectNode lang = op.putArray("parameters").addObject();
            lang.put("name", "lang").put("in", "query").put("required", false)
                    .put("description", "the explanations' language when the body has no \"lang\" (default ar)");
            lang.putObject("schema").putArray("enum").add("ar").add("en");
            String body = r == ServiceRoute.VERIFY ? "VerifyRequest" : r == ServiceRoute.BATCH ? "BatchRequest" : "RepairRequest";
            ObjectNode rb = op.putObject("requestBody");
            rb.put("required", true);
            rb.putObject("content").putObject(ServiceRoute.JSON).putObject("schema").put("$ref", SCHEMAS + body);
        } else if (r == ServiceRoute.LOOKUP) {
            ArrayNode ps = op.putArray("parameters");
            ObjectNode q = ps.addObject().put("name", "q").put("in", "query").put("required", true)
                    .put("description", "a reference (البقرة 255, 2:255, صحيح مسلم 223) or remembered text");
            q.putObject("schema").put("type", "string").put("minLength", 1);
            ObjectNode k = ps.addObject().put("name", "k").put("in", "query").put("required", false)
                    .put("description", "how many hits");
            k.putObject("schema").put("type", "integer").put("minimum", 1);
            ObjectNode text = ps.addObject().put("name", "text").put("in", "query").put("required", false)
                    .put("description", "true: read q as text, never as a reference");
            text.putObject("schema").putArray("enum").add("true").add("false").add("1").add("0");
        }
        ObjectNode responses = op.putObject("responses");
        ObjectNode ok = responses.putObject("200");
        ok.put("description", r.summary());
        ObjectNode content = ok.putObject("content").putObject(r.produces());
        content.putObject("schema").put("$ref", SCHEMAS + reply(r));
        for (Map.Entry<String, String> e : errors(r).entrySet()) {
            ObjectNode err = responses.putObject(e.getKey());
            err.put("description", e.getValue());
            err.putObject("content").putObject(ServiceRoute.JSON).putObject("schema").put("$ref", SCHEMAS + "Error");
        }
    }

    private static String operationId(ServiceRoute r) {
        return switch (r.path()) {
            case "/verify" -> "verify";
            case "/verify/batch" -> "verifyBatch";
            case "/repair" -> "repair";
            case "/lookup" -> "lookup";
            case "/health" -> "health";
            case "/ready" -> "ready";
            case "/openapi.json" -> "openapi";
            default -> "page";
        };
    }

    /** The component schema of a route's 200 reply. */
    private static String reply(ServiceRoute r) {
        return switch (operationId(r)) {
            case "verify", "repair" -> "answer";
            case "verifyBatch" -> "document";
            case "lookup" -> "LookupResult";
            case "health" -> "Health";
            case "ready" -> "Ready";
            case "openapi" -> "OpenApiDocument";
            default -> "Page";
        };
    }

    private static Map<String, String> errors(ServiceRoute r) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        if (r.method().equals("POST")) {
            m.put("400", "bad JSON, a missing or mistyped field, an empty answer; the message names the field");
            m.put("413", "a body or an answer over its limit");
            m.put("503", "the check took longer than " + VerifyServer.REQUEST_TIME.toSeconds() + " s");
        } else if (r == ServiceRoute.LOOKUP) {
            m.put("400", "no q, or a k that is not a positive number");
            m.put("404", "a reference the corpora do not hold");
            m.put("413", "a query over its limit");
        } else if (r == ServiceRoute.READY) {
            m.put("503", "warming up: the first check is running");
        }
        m.put("405", "another method than " + r.method());
        m.put("500", "an unexpected error (logged on the server)");
        return m;
    }

    /** The verify schema's definitions as component schemas, with the whole result (one answer or a document) as one more. */
    private static void verifySchemas(ObjectNode schemas) {
        JsonNode schema;
        try (InputStream in = VerifyJson.class.getResourceAsStream(VerifyJson.SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(VerifyJson.SCHEMA_RESOURCE + " is not on the class path");
            }
            schema = MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Iterator<Map.Entry<String, JsonNode>> defs = schema.get("$defs").fields();
        while (defs.hasNext()) {
            Map.Entry<String, JsonNode> d = defs.next();
            schemas.set(d.getKey(), pointedAtComponents(d.getValue().deepCopy()));
        }
        ObjectNode result = MAPPER.createObjectNode();
        result.put("description", schema.get("description").asText());
        result.set("oneOf", pointedAtComponents(schema.get("oneOf").deepCopy()));
        schemas.set("VerifyResult", result);
    }

    /** Every {@code "$ref": "#/$defs/X"} in the tree made {@code "#/components/schemas/X"}. */
    private static JsonNode pointedAtComponents(JsonNode n) {
        if (n.isObject()) {
            ObjectNode o = (ObjectNode) n;
            JsonNode ref = o.get("$ref");
            if (ref != null && ref.isTextual() && ref.asText().startsWith("#/$defs/")) {
                o.set("$ref", new TextNode(SCHEMAS + ref.asText().substring("#/$defs/".length())));
            }
            o.fields().forEachRemaining(e -> pointedAtComponents(e.getValue()));
        } else if (n.isArray()) {
            n.forEach(OpenApiDocument::pointedAtComponents);
        }
        return n;
    }

    /** The requests and the replies that are not in the verify schema. */
    private static void ownSchemas(ObjectNode schemas) {
        ObjectNode verify = object(schemas, "VerifyRequest", "one answer to check", "answer");
        ObjectNode vp = (ObjectNode) verify.get("properties");
        vp.putObject("answer").put("type", "string").put("minLength", 1)
                .put("description", "the answer, at most " + Checker.MAX_ANSWER + " code points");
        vp.putObject("question").put("type", "string").put("description", "the question it answers: each correct citation's relevance is judged");
        vp.putObject("id").put("type", "string").put("description", "names the answer in the reply");
        vp.putObject("lang").put("description", "the explanations' language (default ar)").putArray("enum").add("ar").add("en");

        ObjectNode repair = object(schemas, "RepairRequest", "one answer to check and repair", "answer");
        ObjectNode rp = (ObjectNode) repair.get("properties");
        rp.setAll((ObjectNode) vp.deepCopy());
        rp.putObject("mode").put("description", "what is done with a quote that has no authentic source: marked with a "
                + "note (default) or removed").putArray("enum").add("mark").add("remove");
        rp.putObject("settle").put("type", "boolean").put("default", false).put("description", "check the repaired "
                + "answer again and repair until a check finds nothing more (at most " + Checker.SETTLE_PASSES
                + " passes), so that repairing the result again changes nothing; costs one more check");

        ObjectNode batch = object(schemas, "BatchRequest", "answers to check together", "answers");
        ObjectNode bp = (ObjectNode) batch.get("properties");
        ObjectNode item = bp.putObject("answers").put("type", "array").put("minItems", 1).put("maxItems", VerifyServer.MAX_BATCH)
                .putObject("items");
        item.put("type", "object").putArray("required").add("answer");
        ObjectNode ip = item.putObject("properties");
        ip.set("answer", vp.get("answer").deepCopy());
        ip.set("question", vp.get("question").deepCopy());
        ip.putObject("id").put("type", "string").put("description", "unique in the batch (default: the answer's position, from 1)");
        bp.set("lang", vp.get("lang").deepCopy());

        ObjectNode error = object(schemas, "Error", "what went wrong, never a stack trace", "error");
        ObjectNode inner = ((ObjectNode) error.get("properties")).putObject("error");
        inner.put("type", "object").putArray("required").add("status").add("message");
        ObjectNode ep = inner.putObject("properties");
        ep.putObject("status").put("type", "integer");
        ep.putObject("message").put("type", "string").put("description", "names the field at fault");

        ObjectNode health = object(schemas, "Health", "the process is up", "status", "schema_version", "version", "commit",
                "loaded_in_ms", "ready", "served");
        ObjectNode hp = (ObjectNode) health.get("properties");
        hp.putObject("status").put("const", "ok");
        hp.putObject("schema_version").put("$ref", SCHEMAS + "version");
        hp.putObject("version").put("type", "string");
        hp.putObject("commit").put("type", "string");
        hp.putObject("loaded_in_ms").put("type", "integer");
        hp.putObject("ready").put("type", "boolean");
        hp.putObject("served").put("type", "integer");

        ObjectNode ready = object(schemas, "Ready", "warmed up: the first request is as fast as the next", "status",
                "loaded_in_ms", "warm_up");
        ObjectNode rdp = (ObjectNode) ready.get("properties");
        rdp.putObject("status").put("const", "ready");
        rdp.putObject("loaded_in_ms").put("type", "integer");
        ObjectNode warm = rdp.putObject("warm_up");
        warm.put("type", "object");
        ObjectNode wp = warm.putObject("properties");
        wp.putObject("ms").put("type", "integer");
        wp.putObject("citations").put("type", "integer");
        wp.putObject("relevance").put("type", "boolean");
        wp.putObject("correction").put("type", "boolean");

        ObjectNode lookup = object(schemas, "LookupResult", "the hits, best first (docs/lookup.md)", "query", "read_as",
                "reference", "hits");
        ObjectNode lp = (ObjectNode) lookup.get("properties");
        lp.putObject("query").put("type", "string");
        lp.putObject("read_as").putArray("enum").add("reference").add("text");
        lp.putObject("reference").putArray("type").add("string").add("null");
        ObjectNode hit = lp.putObject("hits").put("type", "array").putObject("items");
        hit.put("type", "object").putArray("required").add("kind").add("reference");
        ObjectNode hitp = hit.putObject("properties");
        hitp.putObject("kind").putArray("enum").add("quran").add("hadith");
        hitp.putObject("reference").put("type", "string");
        hitp.putObject("similarity").putArray("type").add("number").add("null");

        schemas.putObject("OpenApiDocument").put("type", "object").put("description", "an OpenAPI 3.1 document")
                .putArray("required").add("openapi").add("info").add("paths");
        schemas.putObject("Page").put("type", "string").put("description", "an HTML page that works offline");
    }

    private static ObjectNode object(ObjectNode schemas, String name, String description, String... required) {
        ObjectNode o = schemas.putObject(name);
        o.put("type", "object").put("description", description);
        ArrayNode req = o.putArray("required");
        for (String r : required) {
            req.add(r);
        }
        o.putObject("properties");
        return o;
    }
}
