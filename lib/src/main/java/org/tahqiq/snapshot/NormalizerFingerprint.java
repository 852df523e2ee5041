package org.tahqiq.snapshot;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Function;
import org.tahqiq.text.Honorifics;

/**
 * A version of the text normalization taken from its behaviour rather than from a constant someone must remember to
 * bump: the hash of what the given normalizing functions make of a probe holding every BMP character (each after a
 * letter with a fatha, so mark handling shows) and every honorific formula. The normalizer is table-driven per
 * character, so any change to its tables changes the fingerprint. Costs a few milliseconds.
 */
public final class NormalizerFingerprint {

    private static final String PROBE = probe();

    private NormalizerFingerprint() {
    }

    /** @param functions by name, each mapping a text to a string describing its normalized form */
    public static String of(Map<String, Function<String, String>> functions) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, Function<String, String>> e : new java.util.TreeMap<>(functions).entrySet()) {
                md.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(e.getValue().apply(PROBE).getBytes(StandardCharsets.UTF_16LE));
                md.update((byte) 0);
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String probe() {
        StringBuilder sb = new StringBuilder(1 << 18);
        for (int c = 0; c <= 0xFFFF; c++) {
            if (!Character.isSurrogate((char) c)) {
                sb.append('\u0628').append('\u064E').append((char) c);
            }
        }
        sb.append(' ');
        for (String p : Honorifics.phrases()) {
            sb.append("\u0642\u0627\u0644 ").append(p).append(" \u060C ");
        }
        return sb.toString();
    }
}
