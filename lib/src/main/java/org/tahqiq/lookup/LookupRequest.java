package org.tahqiq.lookup;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A lookup asked for over HTTP, {@code GET /lookup?q=QUERY&k=K&text=true}: {@code q} required, {@code k} the hits
 * (default {@value Lookup#DEFAULT_K}), {@code text} to search the query as text. Every value is percent-decoded to
 * bytes and read as strict UTF-8; a parameter missing, unknown, given twice or of the wrong form is a
 * {@link LookupException} naming it.
 */
public record LookupRequest(String query, int k, Lookup.Mode mode) {

    private static final List<String> NAMES = List.of("q", "k", "text");
    private static final String EXAMPLE = " (GET /lookup?q=...&k=5&text=false)";

    public static LookupRequest parse(String rawQuery) {
        Map<String, String> params = new HashMap<>();
        if (rawQuery != null && !rawQuery.isEmpty()) {
            for (String pair : rawQuery.split("&", -1)) {
                if (pair.isEmpty()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                String name = decode(eq < 0 ? pair : pair.substring(0, eq), "a parameter's name");
                if (!NAMES.contains(name)) {
                    throw LookupException.badQuery("unknown parameter '" + name + "'" + EXAMPLE);
                }
                String value = decode(eq < 0 ? "" : pair.substring(eq + 1), "parameter '" + name + "'");
                if (params.put(name, value) != null) {
                    throw LookupException.badQuery("parameter '" + name + "': given twice");
                }
            }
        }
        String q = params.get("q");
        if (q == null) {
            throw LookupException.badQuery("parameter 'q': missing" + EXAMPLE);
        }
        String problem = Lookup.problem(q);
        if (problem != null) {
            throw new LookupException(Lookup.tooLong(q) ? LookupException.Kind.TOO_LONG : LookupException.Kind.BAD_QUERY,
                    "parameter 'q': " + problem);
        }
        int k = Lookup.DEFAULT_K;
        if (params.containsKey("k")) {
            String v = params.get("k");
            try {
                k = Integer.parseInt(v.strip());
            } catch (NumberFormatException e) {
                throw LookupException.badQuery("parameter 'k': takes 1 to " + Lookup.MAX_K + " hits, got '" + v + "'");
            }
            String kProblem = Lookup.countProblem(k);
            if (kProblem != null) {
                throw LookupException.badQuery("parameter 'k': " + kProblem);
            }
        }
        String text = params.getOrDefault("text", "false");
        Lookup.Mode mode = switch (text) {
            case "true", "1" -> Lookup.Mode.TEXT;
            case "false", "0" -> Lookup.Mode.AUTO;
            default -> throw LookupException.badQuery("parameter 'text': takes true or false, got '" + text + "'");
        };
        return new LookupRequest(q, k, mode);
    }

    /** Percent-decoding to bytes ({@code +} a space), then strict UTF-8 (a surrogate pair is not expected here). */
    private static String decode(String s, String what) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '+') {
                bytes.write(' ');
            } else if (c == '%') {
                int hi = i + 2 < s.length() ? Character.digit(s.charAt(i + 1), 16) : -1;
                int lo = hi < 0 ? -1 : Character.digit(s.charAt(i + 2), 16);
                if (lo < 0) {
                    throw LookupException.badQuery(what + ": a '%' not followed by two hex digits");
                }
                bytes.write(hi * 16 + lo);
                i += 2;
            } else if (c <= 0xFF) {
                bytes.write(c); // a byte sent unescaped: the JDK's server reads the request line a byte to a char
            } else {
                byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                bytes.write(b, 0, b.length);
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
        } catch (CharacterCodingException e) {
            throw LookupException.badQuery(what + ": not UTF-8");
        }
    }
}
