package org.tahqiq.verify.http;

import java.util.List;

/**
 * One route of the HTTP service ({@code tahqiq serve}). {@link #ALL} is the one list the server's messages, the OpenAPI
 * document ({@link OpenApiDocument}) and the route test read, so a route cannot be served without being described.
 *
 * @param method   GET or POST
 * @param path     the exact path
 * @param summary  one line for the OpenAPI document
 * @param produces the reply's media type when it answers 200
 */
public record ServiceRoute(String method, String path, String summary, String produces) {

    static final String JSON = "application/json";
    static final String HTML = "text/html";

    public static final ServiceRoute VERIFY = new ServiceRoute("POST", "/verify",
            "Check one answer: its citations, each segment's verdict with its evidence, the authentic text of a wrong quote", JSON);
    public static final ServiceRoute BATCH = new ServiceRoute("POST", "/verify/batch",
            "Check up to 1,000 answers; answers to the same question are judged beside each other", JSON);
    public static final ServiceRoute REPAIR = new ServiceRoute("POST", "/repair",
            "Check one answer and put its citations right: the check, the repaired answer and its edits", JSON);
    public static final ServiceRoute LOOKUP = new ServiceRoute("GET", "/lookup",
            "A verse or hadith by reference or by remembered text", JSON);
    public static final ServiceRoute HEALTH = new ServiceRoute("GET", "/health", "Liveness: 200 while the process is up", JSON);
    public static final ServiceRoute READY = new ServiceRoute("GET", "/ready",
            "Readiness: 503 until a first check has run at start-up, 200 from then on", JSON);
    public static final ServiceRoute OPENAPI = new ServiceRoute("GET", "/openapi.json", "This document", JSON);
    /** The page to paste an answer into, served from the resources. */
    public static final ServiceRoute PAGE = new ServiceRoute("GET", "/", "The page: paste an answer, see it checked and repaired", HTML);

    public static final List<ServiceRoute> ALL = List.of(VERIFY, BATCH, REPAIR, LOOKUP, HEALTH, READY, OPENAPI, PAGE);

    /** "POST /verify, ..., GET / (the page)": the routes, as a 404 names them. */
    static String listed() {
        return String.join(", ", ALL.stream()
                .map(r -> r.method() + " " + r.path() + (r == LOOKUP ? "?q=..." : r == PAGE ? " (the page)" : "")).toList());
    }
}
