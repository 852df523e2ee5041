package org.tahqiq.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import org.tahqiq.lookup.Lookup;
import org.tahqiq.lookup.LookupException;
import org.tahqiq.lookup.LookupJson;
import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RepairMode;
import org.tahqiq.verify.RepairedAnswer;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.VerifyJson;

/**
 * The server's tools, each with its input schema: {@code verify_answer} (an answer's citations found, judged and
 * explained: the verify JSON of one answer), {@code repair_answer} (the same with the answer's citations put right:
 * the repaired text and its edits), {@code lookup} (a verse or hadith by reference or remembered text: the
 * lookup JSON). A tool's result is that JSON twice, as the structured content and as its text (clients that read only
 * text still get all of it). Bad arguments and lookups that find nothing are tool errors ({@code isError}) whose text
 * says what was wrong, as a model can act on; the protocol's own errors are left for broken requests.
 */
public final class CheckerTools {

    static final String VERIFY = "verify_answer";
    static final String REPAIR = "repair_answer";
    static final String LOOKUP = "lookup";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {
    };

    /** The checker, loading in the background from the server's start: the first call waits for it, later ones do not. */
    private final CompletableFuture<Checker> checker;
    private final CompletableFuture<Lookup> lookup;

    public CheckerTools(CompletableFuture<Checker> checker) {
        this.checker = checker;
        this.lookup = checker.thenApply(c -> Lookup.over(c.retrieval()));
    }

    public List<SyncToolSpecification> specifications() {
        return List.of(
                tool(VERIFY, "Check an answer's Qur'an and hadith citations",
                        "Finds the Qur'an verses and hadith (isnad, matn, claimed source) quoted in an Arabic answer and "
                                + "judges each against the Qur'an and the six hadith books: correct, incorrect or unverified, "
                                + "with its evidence, an explanation in the chosen language and, for a misquote, the authentic "
                                + "text. Offsets are Unicode code points into the answer.",
                        schema(Map.of(
                                "answer", Map.of("type", "string", "minLength", 1, "maxLength", Checker.MAX_ANSWER,
                                        "description", "the answer to check, as its reader would see it"),
                                "question", Map.of("type", "string",
                                        "description", "the question it answers (optional: each correct citation's relevance to it is judged)"),
                                "lang", language()), List.of("answer")),
                        this::verify),
                tool(REPAIR, "Repair an answer's citations",
                        "Checks an answer as verify_answer does and puts its citations right: a misquoted verse becomes the "
                                + "verse as the Qur'an has it, with its reference; a wrong Qur'an reference the right one; a "
                                + "wrong collection the collections that hold the hadith; a misquoted hadith the authentic "
                                + "text; a quote with no authentic source is marked with a short note (mode mark) or taken "
                                + "out (mode remove). Returns the verify JSON with its repair: the repaired text and each "
                                + "edit (code-point offsets into the original answer, old and new text, why). Text outside "
                                + "the edits is kept as it was.",
                        schema(Map.of(
                                "answer", Map.of("type", "string", "minLength", 1, "maxLength", Checker.MAX_ANSWER,
                                        "description", "the answer to repair"),
                                "question", Map.of("type", "string", "description", "the question it answers (optional)"),
                                "mode", Map.of("type", "string", "enum", modes(),
                                        "description", "what to do with a quote that has no authentic source: mark (default) or remove"),
                                "settle", Map.of("type", "boolean", "description", "check the repaired answer again and "
                                        + "repair until nothing more is found, so repairing the result changes nothing "
                                        + "(default false; one more check)"),
                                "lang", language()), List.of("answer")),
                        this::repair),
                tool(LOOKUP, "Look up a verse or hadith",
                        "Finds a Qur'an verse or a hadith of the six books by reference (\"البقرة 255\", \"2:255\", "
                                + "\"صحيح البخاري 1\") or by the words remembered, with or without diacritics, possibly "
                                + "misquoted; each hit with its text and the words that differ from the query.",
                        schema(Map.of(
                                "query", Map.of("type", "string", "minLength", 1, "maxLength", Lookup.MAX_QUERY,
                                        "description", "a reference or the remembered words"),
                                "k", Map.of("type", "integer", "minimum", 1, "maximum", Lookup.MAX_K,
                                        "description", "hits to return (default " + Lookup.DEFAULT_K + ")"),
                                "text", Map.of("type", "boolean",
                                        "description", "search the query as text even when it reads as a reference (default false)")),
                                List.of("query")),
                        this::lookup));
    }

    /** {@code verify_answer}: the verify JSON of one answer. */
    CallToolResult verify(Map<String, Object> args) {
        String answer = string(args, "answer", true);
        String question = string(args, "question", false);
        ReportLanguage lang = language(args);
        String problem = Checker.problem(answer);
        if (problem != null) {
            throw new BadArguments("argument 'answer': " + problem);
        }
        CheckedAnswer a = ready(checker).check("answer", question, answer);
        return json(VerifyJson.answer(a, lang));
    }

    /** {@code repair_answer}: the verify JSON of one answer with its repair. */
    CallToolResult repair(Map<String, Object> args) {
        String answer = string(args, "answer", true);
        String question = string(args, "question", false);
        ReportLanguage lang = language(args);
        String given = string(args, "mode", false);
        RepairMode mode = given == null ? RepairMode.MARK : RepairMode.of(given);
        if (mode == null) {
            throw new BadArguments("argument 'mode': '" + given + "' is not a repair mode (" + String.join(" or ", modes()) + ")");
        }
        String problem = Checker.problem(answer);
        if (problem != null) {
            throw new BadArguments("argument 'answer': " + problem);
        }
        Checker c = ready(checker);
        CheckedAnswer a = c.check("answer", question, answer);
        Object settle = args.get("settle");
        if (settle != null && !(settle instanceof Boolean)) {
            throw new BadArguments("argument 'settle': must be true or false, got " + settle);
        }
        RepairedAnswer repaired = Boolean.TRUE.equals(settle) ? c.repairSettled(a, mode, lang) : c.repair(a, mode, lang);
        return json(VerifyJson.answer(a.withRepair(repaired), lang));
    }

    private static List<String> modes() {
        return java.util.Arrays.stream(RepairMode.values()).map(RepairMode::wire).toList();
    }

    /** {@code lookup}: the lookup JSON. */
    CallToolResult lookup(Map<String, Object> args) {
        String query = string(args, "query", true);
        int k = Lookup.DEFAULT_K;
        if (args.get("k") != null) {
            if (!(args.get("k") instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())) {
                throw new BadArguments("argument 'k': must be a whole number, 1 to " + Lookup.MAX_K);
            }
            k = n.intValue();
            String kProblem = Lookup.countProblem(k);
            if (kProblem != null) {
                throw new BadArguments("argument 'k': " + kProblem);
            }
        }
        Object text = args.get("text");
        if (text != null && !(text instanceof Boolean)) {
            throw new BadArguments("argument 'text': must be true or false");
        }
        String problem = Lookup.problem(query);
        if (problem != null) {
            throw new BadArguments("argument 'query': " + problem);
        }
        Lookup.Mode mode = Boolean.TRUE.equals(text) ? Lookup.Mode.TEXT : Lookup.Mode.AUTO;
        try {
            return json(LookupJson.bytes(ready(lookup).find(query, k, mode)));
        } catch (LookupException e) {
            throw new BadArguments(e.getMessage());
        }
    }

    /** A call the tool refuses, with the message its caller sees. */
    static final class BadArguments extends RuntimeException {
        BadArguments(String message) {
            super(message, null, false, false);
        }
    }

    private static SyncToolSpecification tool(String name, String title, String description, Map<String, Object> schema,
                                               Function<Map<String, Object>, CallToolResult> call) {
        McpSchema.Tool tool = McpSchema.Tool.builder(name, schema).title(title).description(description).build();
        return SyncToolSpecification.builder().tool(tool).callHandler((exchange, request) -> {
            try {
                return call.apply(request.arguments() == null ? Map.of() : request.arguments());
            } catch (BadArguments | IllegalArgumentException e) {
                return CallToolResult.builder(List.of(new TextContent(e.getMessage()))).isError(true).build();
            }
        }).build();
    }

    private static Map<String, Object> schema(Map<String, Object> properties, List<String> required) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        s.put("properties", new LinkedHashMap<>(properties));
        s.put("required", required);
        s.put("additionalProperties", false);
        return s;
    }

    private static Map<String, Object> language() {
        return Map.of("type", "string", "enum", List.of(ReportLanguage.AR.code(), ReportLanguage.EN.code()),
                "description", "language of the explanations: ar (default) or en");
    }

    private static ReportLanguage language(Map<String, Object> args) {
        String given = string(args, "lang", false);
        if (given == null) {
            return ReportLanguage.AR;
        }
        for (ReportLanguage l : ReportLanguage.values()) {
            if (l.code().equals(given)) {
                return l;
            }
        }
        throw new BadArguments("argument 'lang': '" + given + "' is not a language of the explanations (ar or en)");
    }

    private static String string(Map<String, Object> args, String name, boolean required) {
        Object v = args.get(name);
        if (v == null) {
            if (required) {
                throw new BadArguments("argument '" + name + "': missing");
            }
            return null;
        }
        if (!(v instanceof String s)) {
            throw new BadArguments("argument '" + name + "': must be a string");
        }
        return s;
    }

    private static <T> T ready(CompletableFuture<T> loading) {
        try {
            return loading.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the corpora loaded", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the checker could not load: " + e.getCause().getMessage(), e.getCause());
        }
    }

    /** The JSON as structured content, and as text for clients that read only text. */
    private static CallToolResult json(byte[] utf8) {
        try {
            Map<String, Object> structured = JSON.readValue(utf8, OBJECT);
            return CallToolResult.builder(List.of(new TextContent(new String(utf8, StandardCharsets.UTF_8))))
                    .structuredContent(structured).isError(false).build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
