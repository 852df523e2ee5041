package org.tahqiq.verify.http;

import org.tahqiq.verify.AnswerItem;
import org.tahqiq.verify.AnswerReader;
import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RepairMode;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.VerifyJson;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.tahqiq.lookup.Lookup;
import org.tahqiq.lookup.LookupException;
import org.tahqiq.lookup.LookupJson;
import org.tahqiq.lookup.LookupRequest;

/**
 * The HTTP JSON service, and its page ({@code GET /}, {@link VerifyPage}): {@code POST /verify} ({@code {"answer", "question"?, "id"?, "lang"?}} → one answer in the
 * verify schema, explained in {@code lang}, ar or en, also given as {@code ?lang=}), {@code POST /verify/batch}
 * ({@code {"answers": [...], "lang"?}} → a document), {@code GET /lookup?q=&k=} (a verse or
 * hadith by reference or remembered text, {@link LookupRequest}; 404 for a reference the corpora do not hold),
 * {@code POST /repair} (the body of {@code /verify} and {@code "mode"?}: mark or remove → the answer object with its
 * {@code repair}), {@code GET /openapi.json} (the OpenAPI document, {@link OpenApiDocument}; every route is
 * in {@link ServiceRoute#ALL}), {@code GET /health} (liveness: answers as soon as the server listens) and {@code GET /ready} (200 only once
 * {@link #warmUp} has run a first check, 503 before). Request bodies
 * are bounded (413 beyond), as is the time a request may take (503 beyond); bad JSON, a missing or mistyped field or
 * an empty or overlong answer is a 400 naming the field. Clients get a message, never a stack trace (unexpected errors
 * are logged here and answered with a plain 500). Checks run on a pool of their own, as many at once as there are
 * cores; the checker is shared, being thread-safe.
 */
public final class VerifyServer implements AutoCloseable {

    /** Largest body {@code /verify} takes: a few hundred times a long answer, well short of a memory risk. */
    public static final int MAX_BODY = 1 << 20;
    /** Largest body {@code /verify/batch} takes. */
    public static final int MAX_BATCH_BODY = 16 << 20;
    /** Most answers one batch may hold. */
    public static final int MAX_BATCH = 1000;
    /** Longest a request may take, from its body read to its answer. */
    public static final Duration REQUEST_TIME = Duration.ofSeconds(30);

    private static final String ENDPOINTS = " (" + ServiceRoute.listed() + ")";

    /**
     * The answer {@link #warmUp} checks: a verse (correct, so its relevance to the question is judged), and a hadith
     * with its chain and claimed source whose matn no record holds (so the corrector runs): every part a request uses.
     */
    static final String WARM_UP_QUESTION = "ما فضل آية الكرسي؟";
    public static final String WARM_UP_ANSWER = "قال الله تعالى: ﴿اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْقَيُّومُ﴾ [البقرة: 255]. "
            + "وعن أبي هريرة رضي الله عنه قال: قال رسول الله ﷺ: «من قرأ آية الكرسي دبر كل صلاة لم يمنعه من دخول "
            + "الجنة إلا أن يموت» رواه النسائي.";
    static final String WARM_UP_LOOKUP = "q=%D8%A7%D9%84%D8%A8%D9%82%D8%B1%D8%A9%20255"; // البقرة 255

    /**
     * What the warm-up check did: how long it took, and which of the parts loaded on first use it reached.
     *
     * @param citations  citations it found
     * @param relevance  whether a citation's relevance was judged (the relevance judge is loaded)
     * @param correction whether an incorrect quote was given a correction or خطأ (the corrector ran)
     */
    public record WarmUp(long ms, int citations, boolean relevance, boolean correction) {
    }

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final Checker checker;
    private final Lookup lookup;
    private final String commit;
    private final HttpServer server;
    private final ExecutorService io;
    private final ExecutorService compute;
    private final PrintStream log;
    private final AtomicInteger served = new AtomicInteger();
    /** Set by {@link #warmUp}; until then {@code /ready} answers 503. */
    private volatile WarmUp warm;

    /**
     * @param address where to listen (port 0: any free port, see {@link #port()})
     * @param threads checks run at once
     * @param log     where unexpected errors are logged (never sent to clients)
     */
    public VerifyServer(Checker checker, InetSocketAddress address, int threads, String commit, PrintStream log)
            throws IOException {
        this.checker = checker.citationsOnCallingThread(); // requests already fill the compute threads
        this.lookup = Lookup.over(checker.retrieval());
        this.commit = commit;
        this.log = log;
        // The JDK server's own settings, read once, when its first server is made: the bound on reading a request and
        // writing a response, and TCP_NODELAY.
        System.setProperty("sun.net.httpserver.maxReqTime", System.getProperty("sun.net.httpserver.maxReqTime",
                String.valueOf(REQUEST_TIME.toSeconds())));
        System.setProperty("sun.net.httpserver.maxRspTime", System.getProperty("sun.net.httpserver.maxRspTime",
                String.valueOf(REQUEST_TIME.toSeconds())));
        // Without TCP_NODELAY the response's headers and body leave as two small writes, and Nagle's algorithm holds
        // the second until the client's delayed ACK (about 40 ms): a third of the throughput on loopback.
        System.setProperty("sun.net.httpserver.nodelay", System.getProperty("sun.net.httpserver.nodelay", "true"));
        this.server = HttpServer.create(address, 64);
        this.io = Executors.newFixedThreadPool(Math.max(4, 4 * threads), daemon("tahqiq-http"));
        this.compute = Executors.newFixedThreadPool(Math.max(1, threads), daemon("tahqiq-check"));
        server.setExecutor(io);
        context("/health", this::health);
        context("/ready", this::ready);
        context("/verify", this::verify);
        context("/repair", this::repair);
        context("/lookup", this::lookup);
        context("/openapi.json", this::openApi);
        context("/", this::page);
    }

    /** The paths the server has a handler for (each serves the routes of {@link ServiceRoute#ALL} under it). */
    private final List<String> contexts = new ArrayList<>();

    private void context(String path, com.sun.net.httpserver.HttpHandler handler) {
        server.createContext(path, handler);
        contexts.add(path);
    }

    /** The paths handlers are registered at, for the test that every one serves a route of {@link ServiceRoute#ALL}. */
    List<String> contexts() {
        return List.copyOf(contexts);
    }

    public VerifyServer start() {
        server.start();
        return this;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /**
     * Checks one answer (with a question, as most requests come) and looks one reference up, as requests would, once
     * on every check thread, then marks the server ready. The corpora are loaded before the server starts, but the
     * relevance judge, the labelled answers' judged quotes and much of the code's first compiling wait for a first
     * request: that request took 3.6 s where the next took 35 ms. Requests that arrive meanwhile are answered, slowly.
     *
     * @return what the warm-up check reached (also in {@code /ready}'s reply)
     */
    public WarmUp warmUp() throws Exception {
        long t0 = System.nanoTime();
        int threads = ((java.util.concurrent.ThreadPoolExecutor) compute).getCorePoolSize();
        LookupRequest r = LookupRequest.parse(WARM_UP_LOOKUP);
        List<Future<CheckedAnswer>> checks = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            checks.add(compute.submit(() -> {
                CheckedAnswer a = checker.check("warm-up", WARM_UP_QUESTION, WARM_UP_ANSWER);
                VerifyJson.answer(a);
                LookupJson.bytes(lookup.find(r.query(), r.k(), r.mode()));
                return a;
            }));
        }
        List<CheckedAnswer> done = await(checks, System.nanoTime() + Duration.ofMinutes(10).toNanos());
        VerifyJson.document(checker.withCoCitation(done), commit);
        CheckedAnswer a = done.get(0);
        boolean relevance = a.citations().stream().anyMatch(c -> c.relevance() != null && c.relevance().judged());
        boolean correction = a.citations().stream().flatMap(c -> c.spans().stream()).anyMatch(CheckedSpan::hasCorrection);
        warm = new WarmUp((System.nanoTime() - t0) / 1_000_000, a.citations().size(), relevance, correction);
        return warm;
    }

    /** Whether {@link #warmUp} has run. */
    public boolean ready() {
        return warm != null;
    }

    /** Requests answered so far (any status). */
    public int served() {
        return served.get();
    }

    @Override
    public void close() {
        server.stop(0);
        compute.shutdownNow();
        io.shutdownNow();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** A reply other than 200, with the message the client sees. */
    static final class HttpError extends RuntimeException {
        final int status;

        HttpError(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    private interface Body {
        byte[] get() throws Exception;
    }

    private void handle(HttpExchange ex, Body body) {
        int status = 200;
        byte[] out;
        try {
            out = body.get();
        } catch (HttpError e) {
            status = e.status;
            out = error(status, e.getMessage());
        } catch (Throwable t) {
            status = 500;
            out = error(500, "internal error");
            synchronized (log) {
                log.println("tahqiq serve: internal error on " + ex.getRequestMethod() + " " + ex.getRequestURI());
                t.printStackTrace(log);
            }
        }
        try (ex) {
            ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            ex.sendResponseHeaders(status, out.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(out);
            }
        } catch (IOException e) {
            // the client went away; nothing to tell it
        } finally {
            served.incrementAndGet();
        }
    }

    /** {@code GET /}: the page ({@link VerifyPage}); any other path no route takes is a 404. */
    private void page(HttpExchange ex) {
        if (!ex.getRequestURI().getPath().equals("/") || !ex.getRequestMethod().equalsIgnoreCase("GET")) {
            handle(ex, () -> {
                if (ex.getRequestURI().getPath().equals("/")) {
                    requireMethod(ex, "GET");
                }
                throw new HttpError(404, "no such endpoint: " + ex.getRequestURI().getPath() + ENDPOINTS);
            });
            return;
        }
        byte[] page = VerifyPage.bytes();
        try (ex) {
            ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            ex.getResponseHeaders().set("Content-Security-Policy", VerifyPage.CONTENT_POLICY);
            ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            ex.sendResponseHeaders(200, page.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(page);
            }
        } catch (IOException e) {
            // the client went away; nothing to tell it
        } finally {
            served.incrementAndGet();
        }
    }

    private void health(HttpExchange ex) {
        handle(ex, () -> {
            requireMethod(ex, "GET");
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            try (JsonGenerator g = VerifyJson.generator(b)) {
                g.writeStartObject();
                g.writeStringField("status", "ok");
                g.writeStringField("schema_version", VerifyJson.SCHEMA_VERSION);
                g.writeStringField("version", org.tahqiq.about.About.VERSION);
                g.writeStringField("commit", commit);
                g.writeNumberField("loaded_in_ms", checker.loadMs());
                g.writeBooleanField("ready", warm != null);
                g.writeNumberField("served", served.get());
                g.writeEndObject();
            }
            return b.toByteArray();
        });
    }

    /** The OpenAPI document of this service ({@link OpenApiDocument}), built once. */
    private void openApi(HttpExchange ex) {
        handle(ex, () -> {
            if (!ex.getRequestURI().getPath().equals("/openapi.json")) {
                throw new HttpError(404, "no such endpoint: " + ex.getRequestURI().getPath() + ENDPOINTS);
            }
            requireMethod(ex, "GET");
            byte[] d = openApi;
            if (d == null) {
                openApi = d = OpenApiDocument.json();
            }
            return d;
        });
    }

    private volatile byte[] openApi;

    /** 200 once warmed up (a load balancer's readiness check), 503 before; {@code /health} says the process is up. */
    private void ready(HttpExchange ex) {
        handle(ex, () -> {
            if (!ex.getRequestURI().getPath().equals("/ready")) {
                throw new HttpError(404, "no such endpoint: " + ex.getRequestURI().getPath() + ENDPOINTS);
            }
            requireMethod(ex, "GET");
            WarmUp w = warm;
            if (w == null) {
                throw new HttpError(503, "warming up: the first check is running; /health answers meanwhile");
            }
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            try (JsonGenerator g = VerifyJson.generator(b)) {
                g.writeStartObject();
                g.writeStringField("status", "ready");
                g.writeNumberField("loaded_in_ms", checker.loadMs());
                g.writeObjectFieldStart("warm_up");
                g.writeNumberField("ms", w.ms());
                g.writeNumberField("citations", w.citations());
                g.writeBooleanField("relevance", w.relevance());
                g.writeBooleanField("correction", w.correction());
                g.writeEndObject();
                g.writeEndObject();
            }
            return b.toByteArray();
        });
    }

    private void verify(HttpExchange ex) {
        handle(ex, () -> {
            String path = ex.getRequestURI().getPath();
            boolean batch = path.equals("/verify/batch");
            if (!batch && !path.equals("/verify")) {
                throw new HttpError(404, "no such endpoint: " + path + ENDPOINTS);
            }
            requireMethod(ex, "POST");
            long deadline = System.nanoTime() + REQUEST_TIME.toNanos();
            JsonNode root = parse(readBody(ex, batch ? MAX_BATCH_BODY : MAX_BODY));
            ReportLanguage lang = language(ex, root);
            if (!batch) {
                AnswerItem item = item(root, "", "answer");
                CheckedAnswer a = await(List.of(submit(item)), deadline).get(0);
                return VerifyJson.answer(a, lang);
            }
            if (!root.isObject() || !root.has("answers")) {
                throw new HttpError(400, "field 'answers': missing (the body is {\"answers\": [{\"answer\": ...}, ...]})");
            }
            JsonNode list = root.get("answers");
            if (!list.isArray()) {
                throw new HttpError(400, "field 'answers': must be an array, got " + type(list));
            }
            if (list.size() > MAX_BATCH) {
                throw new HttpError(413, "field 'answers': " + list.size() + " answers; at most " + MAX_BATCH + " per request");
            }
            if (list.isEmpty()) {
                throw new HttpError(400, "field 'answers': empty");
            }
            List<AnswerItem> items = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                items.add(item(list.get(i), "answers[" + i + "].", String.valueOf(i + 1)));
            }
            java.util.Set<String> ids = new java.util.HashSet<>();
            for (int i = 0; i < items.size(); i++) {
                if (!ids.add(items.get(i).id())) {
                    throw new HttpError(400, "field 'answers[" + i + "].id': duplicate id '" + items.get(i).id() + "'");
                }
            }
            List<Future<CheckedAnswer>> futures = new ArrayList<>();
            for (AnswerItem item : items) {
                futures.add(submit(item));
            }
            // Answers to the same question in one batch see each other's citations (relevance's co-citation).
            return VerifyJson.document(checker.withCoCitation(await(futures, deadline)), commit, lang);
        });
    }

    /**
     * {@code POST /repair}: the body of {@code /verify} with an optional {@code "mode"} ({@code mark}, the default, or
     * {@code remove}: what is done with a quote that has no authentic source); the answer object of {@code /verify}
     * with its {@code repair} (the repaired text and the edits, their reasons in {@code lang}).
     */
    private void repair(HttpExchange ex) {
        handle(ex, () -> {
            if (!ex.getRequestURI().getPath().equals("/repair")) {
                throw new HttpError(404, "no such endpoint: " + ex.getRequestURI().getPath() + ENDPOINTS);
            }
            requireMethod(ex, "POST");
            long deadline = System.nanoTime() + REQUEST_TIME.toNanos();
            JsonNode root = parse(readBody(ex, MAX_BODY));
            ReportLanguage lang = language(ex, root);
            AnswerItem item = item(root, "", "answer");
            String given = string(root, "", "mode", false);
            RepairMode mode = given == null ? RepairMode.MARK : RepairMode.of(given);
            if (mode == null) {
                throw new HttpError(400, "field 'mode': '" + given + "' is not a repair mode (mark or remove)");
            }
            JsonNode settleField = root.get("settle");
            if (settleField != null && !settleField.isNull() && !settleField.isBoolean()) {
                throw new HttpError(400, "field 'settle': must be a boolean, got " + type(settleField));
            }
            boolean settle = settleField != null && settleField.asBoolean(false);
            CheckedAnswer a = await(List.of(compute.submit(() -> {
                CheckedAnswer c = checker.check(item.id(), item.question(), item.answer());
                return c.withRepair(settle ? checker.repairSettled(c, mode, lang) : checker.repair(c, mode, lang));
            })), deadline).get(0);
            return VerifyJson.answer(a, lang);
        });
    }

    /**
     * The language of the explanations: the body's {@code "lang"}, else the query's {@code ?lang=}, else Arabic (as
     * {@code verify --lang}).
     */
    private static ReportLanguage language(HttpExchange ex, JsonNode root) {
        String given = null;
        String where = "field 'lang'";
        if (root != null && root.isObject() && root.has("lang")) {
            JsonNode v = root.get("lang");
            if (!v.isTextual()) {
                throw new HttpError(400, "field 'lang': must be a string, \"ar\" or \"en\", got " + type(v));
            }
            given = v.asText();
        } else {
            String q = ex.getRequestURI().getRawQuery();
            for (String pair : q == null ? new String[0] : q.split("&")) {
                if (pair.startsWith("lang=")) {
                    given = java.net.URLDecoder.decode(pair.substring(5), java.nio.charset.StandardCharsets.UTF_8);
                    where = "query parameter 'lang'";
                }
            }
        }
        if (given == null) {
            return ReportLanguage.AR;
        }
        for (ReportLanguage l : ReportLanguage.values()) {
            if (l.code().equals(given)) {
                return l;
            }
        }
        throw new HttpError(400, where + ": '" + given + "' is not a language of the explanations (ar or en)");
    }

    private void lookup(HttpExchange ex) {
        handle(ex, () -> {
            if (!ex.getRequestURI().getPath().equals("/lookup")) {
                throw new HttpError(404, "no such endpoint: " + ex.getRequestURI().getPath() + ENDPOINTS);
            }
            requireMethod(ex, "GET");
            long deadline = System.nanoTime() + REQUEST_TIME.toNanos();
            try {
                LookupRequest r = LookupRequest.parse(ex.getRequestURI().getRawQuery());
                return await(List.of(compute.submit(() -> LookupJson.bytes(lookup.find(r.query(), r.k(), r.mode())))), deadline).get(0);
            } catch (LookupException e) {
                throw new HttpError(switch (e.kind()) {
                    case NOT_FOUND -> 404;
                    case TOO_LONG -> 413;
                    case BAD_QUERY -> 400;
                }, e.getMessage());
            }
        });
    }

    private Future<CheckedAnswer> submit(AnswerItem item) {
        return compute.submit(() -> checker.check(item.id(), item.question(), item.answer()));
    }

    private static <T> List<T> await(List<Future<T>> futures, long deadline) throws Exception {
        List<T> out = new ArrayList<>();
        try {
            for (Future<T> f : futures) {
                long left = deadline - System.nanoTime();
                try {
                    out.add(f.get(Math.max(0, left), TimeUnit.NANOSECONDS));
                } catch (TimeoutException e) {
                    throw new HttpError(503, "the check took longer than " + REQUEST_TIME.toSeconds() + " s; send fewer or shorter answers");
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Exception c) {
                        throw c;
                    }
                    throw e;
                }
            }
            return out;
        } finally {
            futures.forEach(f -> f.cancel(true));
        }
    }

    /** One answer object; {@code prefix} locates its fields in messages, {@code defaultId} names it when it has no id. */
    private static AnswerItem item(JsonNode n, String prefix, String defaultId) {
        if (n == null || !n.isObject()) {
            throw new HttpError(400, (prefix.isEmpty() ? "the body" : "field '" + prefix.substring(0, prefix.length() - 1) + "'")
                    + " must be a JSON object {\"answer\": ..., \"question\"?: ..., \"id\"?: ...}, got " + type(n));
        }
        String answer = string(n, prefix, AnswerReader.ANSWER, true);
        String question = string(n, prefix, AnswerReader.QUESTION, false);
        String id = string(n, prefix, AnswerReader.ID, false);
        String problem = Checker.problem(answer);
        if (problem != null) {
            throw new HttpError(answer.codePointCount(0, answer.length()) > Checker.MAX_ANSWER ? 413 : 400,
                    "field '" + prefix + AnswerReader.ANSWER + "': " + problem);
        }
        return new AnswerItem(id == null ? (prefix.isEmpty() ? AnswerReader.TEXT_ID : defaultId) : id, question, answer, 0);
    }

    private static String string(JsonNode n, String prefix, String field, boolean required) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                throw new HttpError(400, "field '" + prefix + field + "': missing");
            }
            return null;
        }
        if (!v.isTextual()) {
            throw new HttpError(400, "field '" + prefix + field + "': must be a string, got " + type(v));
        }
        return v.textValue();
    }

    private static String type(JsonNode n) {
        return n == null ? "nothing" : n.getNodeType().toString().toLowerCase(Locale.ROOT);
    }

    private static void requireMethod(HttpExchange ex, String method) {
        if (!ex.getRequestMethod().equalsIgnoreCase(method)) {
            ex.getResponseHeaders().set("Allow", method);
            throw new HttpError(405, ex.getRequestURI().getPath() + " takes " + method + ", not " + ex.getRequestMethod());
        }
    }

    /**
     * An oversized body up to this size is read to its end before the 413 goes out, so that a client still sending
     * gets the answer instead of a broken connection; beyond it the connection is simply closed.
     */
    static final long DRAIN_LIMIT = 64L << 20;

    /** The body, at most {@code max} bytes (413 beyond). */
    private static byte[] readBody(HttpExchange ex, int max) throws IOException {
        String declared = ex.getRequestHeaders().getFirst("Content-Length");
        long length = -1;
        if (declared != null) {
            try {
                length = Long.parseLong(declared.trim());
            } catch (NumberFormatException e) {
                throw new HttpError(400, "unreadable Content-Length");
            }
        }
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        try (InputStream in = ex.getRequestBody()) {
            if (length > max) {
                drain(in, buf, length);
                throw new HttpError(413, "request body of " + length + " bytes; at most " + max + " accepted");
            }
            for (int n; (n = in.read(buf)) > 0; ) {
                if (b.size() + n > max) {
                    drain(in, buf, DRAIN_LIMIT);
                    throw new HttpError(413, "request body over " + max + " bytes");
                }
                b.write(buf, 0, n);
            }
        }
        return b.toByteArray();
    }

    private static void drain(InputStream in, byte[] buf, long declared) throws IOException {
        if (declared > DRAIN_LIMIT) {
            return;
        }
        long read = 0;
        for (int n; read < DRAIN_LIMIT && (n = in.read(buf)) > 0; ) {
            read += n;
        }
    }

    private static JsonNode parse(byte[] body) {
        if (body.length == 0) {
            throw new HttpError(400, "empty body: send a JSON object");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            throw new HttpError(400, "the body is not UTF-8");
        }
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : String.format(Locale.ROOT, " at line %d, column %d",
                    e.getLocation().getLineNr(), e.getLocation().getColumnNr());
            throw new HttpError(400, "malformed JSON" + where + ": " + org.tahqiq.dataset.InputException.jsonProblem(e));
        }
    }

    private static byte[] error(int status, String message) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (JsonGenerator g = VerifyJson.generator(b)) {
            g.writeStartObject();
            g.writeObjectFieldStart("error");
            g.writeNumberField("status", status);
            g.writeStringField("message", message);
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return b.toByteArray();
    }
}
