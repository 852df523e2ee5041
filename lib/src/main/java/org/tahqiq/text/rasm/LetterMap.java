package org.tahqiq.text.rasm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * The character map of one reading, read from {@code letters.json}: a table over the BMP built once, where each
 * character is kept, rewritten as another, or dropped. Whatever is not an Arabic letter U+0621–U+064A after the map is
 * dropped, so the result is letters only.
 */
final class LetterMap {

    private static final char DROP = '\0';
    private static final JsonNode DATA = load();

    private final char[] table = new char[0x10000];

    LetterMap(Rasm.Reading reading) {
        for (int c = 0; c < table.length; c++) {
            table[c] = (char) c;
        }
        for (Iterator<JsonNode> groups = DATA.get("drop").elements(); groups.hasNext(); ) {
            drop(groups.next());
        }
        for (Iterator<JsonNode> groups = DATA.get("map").elements(); groups.hasNext(); ) {
            put(groups.next());
        }
        JsonNode own = DATA.get("readings").get(reading.name());
        drop(own.get("drop"));
        put(own.get("map"));
        for (int c = 0; c < table.length; c++) {
            if (table[c] != DROP && (table[c] < '\u0621' || table[c] > '\u064A')) {
                table[c] = DROP;
            }
        }
    }

    private void drop(JsonNode ranges) {
        for (JsonNode range : ranges) {
            String[] ends = range.asText().split("-");
            int from = Integer.parseInt(ends[0], 16);
            int to = ends.length > 1 ? Integer.parseInt(ends[1], 16) : from;
            for (int c = from; c <= to; c++) {
                table[c] = DROP;
            }
        }
    }

    private void put(JsonNode map) {
        for (Iterator<Map.Entry<String, JsonNode>> it = map.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String to = e.getValue().asText();
            table[Integer.parseInt(e.getKey(), 16)] = to.isEmpty() ? DROP : (char) Integer.parseInt(to, 16);
        }
    }

    Letters apply(Letters in) {
        Letters out = new Letters(in.size());
        for (int i = 0; i < in.size(); i++) {
            char o = table[in.charAt(i)];
            if (o != DROP) {
                out.add(o, in.originAt(i));
            }
        }
        return out;
    }

    private static JsonNode load() {
        try (InputStream in = LetterMap.class.getResourceAsStream("letters.json")) {
            if (in == null) {
                throw new IllegalStateException("resource missing: org/tahqiq/text/rasm/letters.json");
            }
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
