package org.tahqiq.snapshot;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.CRC32C;

/**
 * Sizes and CRC-32C sums of the files of a folder. CRC-32C runs at memory speed, so a whole entry can be checked on
 * every open; files are read through a small buffer rather than mapped, so checking does not swell the process.
 */
final class FileSums {

    private static final int BUFFER = 1 << 20;

    private FileSums() {
    }

    /** Every regular file under {@code dir} except the manifest, by path relative to {@code dir} with '/' separators. */
    static Map<String, Manifest.FileSum> of(Path dir) throws IOException {
        Map<String, Manifest.FileSum> out = new TreeMap<>();
        ByteBuffer buf = ByteBuffer.allocateDirect(BUFFER);
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                String name = relative(dir, f);
                if (!name.equals(Manifest.FILE) && !isLock(name)) {
                    out.put(name, sum(f, buf));
                }
            }
        }
        return out;
    }

    /** The first file whose size or sum differs from the listed one (or that is missing or extra), or null. */
    static String firstDifference(Path dir, Map<String, Manifest.FileSum> expected) throws IOException {
        Map<String, Manifest.FileSum> actual = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                String name = relative(dir, f);
                if (!name.equals(Manifest.FILE) && !isLock(name)) {
                    actual.put(name, null);
                }
            }
        }
        for (String name : expected.keySet()) {
            if (!actual.containsKey(name)) {
                return name + " is missing";
            }
        }
        for (String name : actual.keySet()) {
            if (!expected.containsKey(name)) {
                return name + " is not part of the entry";
            }
        }
        // Sizes first: a truncated file is found without reading anything.
        for (Map.Entry<String, Manifest.FileSum> e : expected.entrySet()) {
            long size = Files.size(dir.resolve(e.getKey()));
            if (size != e.getValue().size()) {
                return e.getKey() + " has " + size + " bytes, expected " + e.getValue().size();
            }
        }
        ByteBuffer buf = ByteBuffer.allocateDirect(BUFFER);
        for (Map.Entry<String, Manifest.FileSum> e : expected.entrySet()) {
            if (sum(dir.resolve(e.getKey()), buf).crc32c() != e.getValue().crc32c()) {
                return e.getKey() + " is damaged (checksum mismatch)";
            }
        }
        return null;
    }

    /** Lucene's lock file: left empty by a writer, never read, so not part of what is checked. */
    private static boolean isLock(String name) {
        return name.equals("write.lock") || name.endsWith("/write.lock");
    }

    private static Manifest.FileSum sum(Path f, ByteBuffer buf) throws IOException {
        CRC32C crc = new CRC32C();
        long size = 0;
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ)) {
            for (buf.clear(); ch.read(buf) > 0; buf.clear()) {
                buf.flip();
                size += buf.remaining();
                crc.update(buf);
            }
        }
        return new Manifest.FileSum(size, crc.getValue());
    }

    private static String relative(Path dir, Path f) {
        return dir.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/");
    }
}
