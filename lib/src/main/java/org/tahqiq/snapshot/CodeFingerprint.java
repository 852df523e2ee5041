package org.tahqiq.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * A hash of the project's compiled classes and tables ({@code org/tahqiq/**} in the jar or class directory this
 * code runs from, model files excepted): part of the key of everything cached from the code's own output (task1's
 * models, the corrector's prepared candidates), so that any change to the analysis, features, training or
 * preparation code builds afresh instead of reusing what other code made.
 */
public final class CodeFingerprint {

    private static volatile String value;

    private CodeFingerprint() {
    }

    public static String get() {
        String v = value;
        if (v == null) {
            synchronized (CodeFingerprint.class) {
                if (value == null) {
                    value = compute();
                }
                v = value;
            }
        }
        return v;
    }

    private static String compute() {
        try {
            return of(Path.of(CodeFingerprint.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The fingerprint of the classes under {@code where}, a class directory or a jar: each {@code org/tahqiq/} file's
     * name, CRC-32 and size, in name order. A jar's directory lists the CRC and size, so a start reads no class; a
     * directory's files are read to compute them. The same classes give the same value either way, so the tests (run
     * from the class directory) and the launcher's jar share their cache entries.
     */
    static String of(Path where) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            if (Files.isDirectory(where)) {
                List<Path> files = new ArrayList<>();
                Path root = where.resolve("org/tahqiq");
                if (Files.isDirectory(root)) {
                    try (Stream<Path> s = Files.walk(root)) {
                        s.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".gz")).forEach(files::add);
                    }
                }
                files.sort(java.util.Comparator.comparing(f -> entryName(where, f)));
                for (Path f : files) {
                    add(md, entryName(where, f), Files.readAllBytes(f));
                }
            } else {
                try (JarFile jar = new JarFile(where.toFile())) {
                    List<JarEntry> entries = new ArrayList<>();
                    for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                        JarEntry x = e.nextElement();
                        if (x.getName().startsWith("org/tahqiq/") && !x.isDirectory() && !x.getName().endsWith(".gz")) {
                            entries.add(x);
                        }
                    }
                    entries.sort((x, y) -> x.getName().compareTo(y.getName()));
                    for (JarEntry x : entries) {
                        if (x.getCrc() >= 0 && x.getSize() >= 0) {
                            add(md, x.getName(), x.getCrc(), x.getSize());
                        } else {
                            try (InputStream in = jar.getInputStream(x)) {
                                add(md, x.getName(), in.readAllBytes());
                            }
                        }
                    }
                }
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A file's name as a jar names it: relative to the class root, with forward slashes. */
    private static String entryName(Path root, Path file) {
        return root.relativize(file).toString().replace(java.io.File.separatorChar, '/');
    }

    /** A file read whole: the CRC-32 and size a jar's directory would list for it. */
    private static void add(MessageDigest md, String name, byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        add(md, name, crc.getValue(), bytes.length);
    }

    private static void add(MessageDigest md, String name, long crc, long size) {
        md.update(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        md.update(java.nio.ByteBuffer.allocate(16).putLong(crc).putLong(size).array());
    }
}
