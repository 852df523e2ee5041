package org.tahqiq.dataset;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Which hadith editions a run loads: those given with {@code --hadith} (each {@code FILE} or {@code NAME=FILE}),
 * else the {@code hadith} list of the data folder's {@code tahqiq.json}, else the official corpus file alone. Every
 * edition is checked here (the file exists, its layout is known or can be told from its first character, names are
 * unique), so a bad setting stops a run before any work.
 */
public final class HadithEditions {

    /** The data folder's optional settings file. */
    public static final String CONFIG = "tahqiq.json";
    public static final String OPTION = "--hadith";
    private static final Set<String> CONFIG_KEYS = Set.of("hadith");
    private static final Set<String> EDITION_KEYS = Set.of("file", "layout", "name", "collection");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private HadithEditions() {
    }

    /**
     * @param root  the data folder
     * @param flags the {@code --hadith} values in order, or empty
     */
    public static List<HadithEdition> resolve(Path root, List<String> flags) {
        if (!flags.isEmpty()) {
            return fromFlags(flags);
        }
        List<HadithEdition> configured = fromConfig(root);
        return configured != null ? configured : List.of(standard(root));
    }

    /** The official corpus file of the data folder, alone: what a run loads when nothing else is said. */
    public static HadithEdition standard(Path root) {
        return HadithEdition.official(root.resolve("Corpora/six_hadith_books.json"));
    }

    /** The editions {@code --hadith} values name (each {@code FILE} or {@code NAME=FILE}), checked. */
    public static List<HadithEdition> fromFlags(List<String> flags) {
        List<HadithEdition> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (String value : flags) {
            Path file = Path.of(value);
            String name = null;
            int eq = value.indexOf('=');
            if (!Files.exists(file) && eq > 0 && value.substring(0, eq).indexOf('/') < 0) {
                name = value.substring(0, eq).strip();
                file = Path.of(value.substring(eq + 1));
            }
            checkFile(file, file, OPTION);
            name = name == null || name.isEmpty() ? HadithEdition.defaultName(file) : name;
            checkName(file, OPTION, name);
            if (!names.add(name)) {
                throw new InputException(file, 0, OPTION, "a second edition named '" + name + "'; name each: "
                        + OPTION + " NAME=FILE");
            }
            HadithLayout layout = detect(file, file, OPTION);
            out.add(new HadithEdition(name, file, layout, null));
        }
        return List.copyOf(out);
    }

    /** The editions {@code tahqiq.json} lists, or null when there is no such file or it lists none. */
    static List<HadithEdition> fromConfig(Path root) {
        Path config = root.resolve(CONFIG);
        if (!Files.isRegularFile(config)) {
            return null;
        }
        JsonNode top = read(config);
        for (Iterator<String> keys = top.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!CONFIG_KEYS.contains(key)) {
                throw new InputException(config, 0, key, "unknown setting (known: " + String.join(", ", CONFIG_KEYS) + ")");
            }
        }
        JsonNode list = top.get("hadith");
        if (list == null) {
            return null;
        }
        if (!list.isArray() || list.isEmpty()) {
            throw new InputException(config, 0, "hadith", "expected a non-empty list of editions, e.g. [{\"file\": "
                    + "\"Corpora/six_hadith_books.json\"}]");
        }
        List<HadithEdition> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "hadith[" + i + "]";
            JsonNode e = list.get(i);
            if (!e.isObject()) {
                throw new InputException(config, 0, at, "expected an object {\"file\": ..., \"layout\": ..., \"name\": ...}");
            }
            for (Iterator<String> keys = e.fieldNames(); keys.hasNext(); ) {
                String key = keys.next();
                if (!EDITION_KEYS.contains(key)) {
                    throw new InputException(config, 0, at + "." + key, "unknown key (known: file, layout, name, collection)");
                }
            }
            String fileName = string(config, e, at, "file", true);
            Path file = root.resolve(fileName).normalize();
            checkFile(config, file, at + ".file");
            String layoutName = string(config, e, at, "layout", false);
            HadithLayout layout = layoutName == null ? detect(file, config, at + ".layout")
                    : HadithLayout.byId(layoutName).orElseThrow(() -> new InputException(config, 0, at + ".layout",
                    "unknown layout '" + layoutName + "' (known: " + HadithLayout.ids() + ")"));
            String collection = string(config, e, at, "collection", false);
            if (collection != null && layout != HadithLayout.HADITH_JSON) {
                throw new InputException(config, 0, at + ".collection", "only for the " + HadithLayout.HADITH_JSON.id()
                        + " layout (" + layout.id() + " records name their own collection)");
            }
            String name = string(config, e, at, "name", false);
            name = name == null ? HadithEdition.defaultName(file) : name;
            checkName(config, at + ".name", name);
            if (!names.add(name)) {
                throw new InputException(config, 0, at + ".name", "another edition is already named '" + name
                        + "'; give this one a name of its own");
            }
            out.add(new HadithEdition(name, file, layout, collection));
        }
        return List.copyOf(out);
    }

    private static JsonNode read(Path config) {
        JsonNode top;
        try {
            top = MAPPER.readTree(Files.readString(config));
        } catch (JsonProcessingException e) {
            long line = e.getLocation() == null ? 0 : Math.max(e.getLocation().getLineNr(), 0);
            throw new InputException(config, line, null, "malformed JSON: " + InputException.jsonProblem(e));
        } catch (IOException e) {
            throw new InputException(config, 0, null, "cannot read: " + e.getMessage(), e);
        }
        if (top == null || !top.isObject()) {
            throw new InputException(config, 0, null, "expected a JSON object such as {\"hadith\": [{\"file\": "
                    + "\"Corpora/six_hadith_books.json\"}]}");
        }
        return top;
    }

    private static String string(Path config, JsonNode e, String at, String key, boolean required) {
        JsonNode v = e.get(key);
        if (v == null || v.isNull()) {
            if (required) {
                throw new InputException(config, 0, at + "." + key, "missing");
            }
            return null;
        }
        if (!v.isTextual() || v.asText().isBlank()) {
            throw new InputException(config, 0, at + "." + key, "expected a non-empty string");
        }
        return v.asText();
    }

    /** @param reported the file the error names: the edition's own for an option, else the config naming it */
    private static void checkFile(Path reported, Path file, String field) {
        if (!Files.isRegularFile(file)) {
            String what = Files.isDirectory(file) ? "is a folder, not a hadith file" : "not found";
            throw new InputException(reported, 0, field, reported.equals(file) ? what
                    : "hadith file " + file.toAbsolutePath().normalize() + " " + what);
        }
    }

    /** A name is printed in references and kept one per line in snapshots: no tabs, line breaks or other controls. */
    private static void checkName(Path reported, String field, String name) {
        if (name.chars().anyMatch(Character::isISOControl)) {
            throw new InputException(reported, 0, field, "an edition's name may not hold tabs, line breaks or other control characters");
        }
    }

    private static HadithLayout detect(Path file, Path reported, String field) {
        try {
            return HadithLayout.detect(file).orElseThrow(() -> new InputException(reported, 0, field, "cannot tell the layout of "
                    + file + " (neither a JSON array nor a JSON object); name it in " + CONFIG + " (" + HadithLayout.ids() + ")"));
        } catch (IOException e) {
            throw new InputException(reported, 0, field, "cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
