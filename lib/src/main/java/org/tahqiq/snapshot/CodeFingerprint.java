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
            Path where = Path.of(CodeFingerprint.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            if (Files.isDirectory(where)) {
                List<Path> files = new ArrayList<>();
                try (Stream<Path> s = Files.walk(where.resolve("org/tahqiq"))) {
                    s.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".gz")).sorted().forEach(files::add);
                }
                for (Path f : files) {
                    md.update(where.relativize(f).toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    md.update(Files.readAllBytes(f));
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
                        md.update(x.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                        if (x.getCrc() >= 0 && x.getSize() >= 0) {
                            // The CRC-32 and size the jar's directory lists: no inflating (the fingerprint is on
                            // every start's path), and a changed class changes them.
                            md.update(java.nio.ByteBuffer.allocate(16).putLong(x.getCrc()).putLong(x.getSize()).array());
                        } else {
                            try (InputStream in = jar.getInputStream(x)) {
                                md.update(in.readAllBytes());
                            }
                        }
                    }
                }
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
