package org.tahqiq.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * SHA-256 as hex, of a file's bytes or of a list of texts: names index caches and pins regression results. A hash
 * recorded with {@link #remember} (the corpus snapshot keeps the corpora's) is reused while the file keeps the size and
 * modification time it had, so a 61 MB corpus is not read again on every run.
 */
public final class FileHash {

    private record Known(long size, long modifiedMillis, String sha256) {
    }

    private static final Map<Path, Known> KNOWN = new ConcurrentHashMap<>();

    private FileHash() {
    }

    /** Hash of the texts in order, each as UTF-8 followed by a NUL separator. */
    public static String sha256(java.util.List<String> texts) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (String t : texts) {
                md.update(t.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                md.update((byte) 0);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Records that {@code file}, with this size and modification time, has this hash. */
    public static void remember(Path file, long size, long modifiedMillis, String sha256) {
        KNOWN.put(file.toAbsolutePath().normalize(), new Known(size, modifiedMillis, sha256));
    }

    public static String sha256(Path file) {
        Known k = KNOWN.get(file.toAbsolutePath().normalize());
        if (k != null) {
            try {
                BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
                if (a.size() == k.size() && a.lastModifiedTime().toMillis() == k.modifiedMillis()) {
                    return k.sha256();
                }
            } catch (IOException e) {
                // fall through: hashing reports the problem
            }
        }
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot hash " + file + ": " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
