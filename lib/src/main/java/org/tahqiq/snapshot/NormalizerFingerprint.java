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
 * bump: the hash of what the given normalizing functions make of a probe holding every BMP character in order (so each
 * mark follows a letter) and every honorific formula. The normalizer is table-driven per character, so any change to
 * its tables changes the fingerprint. Costs a few milliseconds.
 */
public final class NormalizerFingerprint {

    private static final String PROBE = probe();

    private NormalizerFingerprint() {
    }

    /**
     * @param functions by name, each mapping a text to what it makes of it: a String, int[] or byte[], or a list of
     *                  those
     */
    public static String of(Map<String, Function<String, Object>> functions) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, Function<String, Object>> e : new java.util.TreeMap<>(functions).entrySet()) {
                md.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                digest(md, e.getValue().apply(PROBE));
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void digest(MessageDigest md, Object part) {
        if (part instanceof String s) {
            md.update(s.getBytes(StandardCharsets.UTF_16LE));
        } else if (part instanceof byte[] b) {
            md.update(b);
        } else if (part instanceof int[] a) {
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(4 * a.length);
            buf.asIntBuffer().put(a);
            md.update(buf.array());
        } else if (part instanceof java.util.List<?> l) {
            l.forEach(p -> digest(md, p));
        } else {
            throw new IllegalArgumentException("cannot fingerprint a " + part.getClass().getSimpleName());
        }
        md.update((byte) 0);
    }

    private static String probe() {
        StringBuilder sb = new StringBuilder(1 << 17);
        for (int c = 0; c <= 0xFFFF; c++) {
            if (!Character.isSurrogate((char) c)) {
                sb.append((char) c);
            }
        }
        sb.append(' ');
        for (String p : Honorifics.phrases()) {
            sb.append("\u0642\u0627\u0644 ").append(p).append(" \u060C ");
        }
        return sb.toString();
    }
}
