package org.tahqiq.snapshot;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.TreeMap;
import org.tahqiq.files.FileHash;

/**
 * SHA-256 of large input files remembered in the cache by (absolute path, size, modification time), the way build
 * tools decide a file is unchanged: the 61 MB hadith corpus is hashed once, not on every run. Every hash returned is
 * also handed to {@link FileHash#remember}, so run.json and pinned specs record the same value without reading the
 * file again. A memo that cannot be read or written is simply not used.
 */
public final class FileHashMemo {

    static final String FILE = "file-hashes.json";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    record Entry(long size, long modifiedMillis, String sha256) {
    }

    private final Path memoFile;
    private final Map<String, Entry> entries;
    private boolean changed;

    private FileHashMemo(Path memoFile, Map<String, Entry> entries) {
        this.memoFile = memoFile;
        this.entries = entries;
    }

    /** The memo kept in {@code cacheDir} (empty when absent or unreadable). */
    public static FileHashMemo in(Path cacheDir) {
        Path f = cacheDir.resolve(FILE);
        Map<String, Entry> m = new TreeMap<>();
        if (Files.isRegularFile(f)) {
            try {
                m.putAll(MAPPER.readValue(f.toFile(), new TypeReference<Map<String, Entry>>() { }));
            } catch (IOException | RuntimeException e) {
                m.clear(); // a damaged memo is rebuilt: it only saves time
            }
        }
        return new FileHashMemo(f, m);
    }

    public String sha256(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        try {
            BasicFileAttributes a = Files.readAttributes(abs, BasicFileAttributes.class);
            long size = a.size();
            long mtime = a.lastModifiedTime().toMillis();
            Entry e = entries.get(abs.toString());
            if (e == null || e.size() != size || e.modifiedMillis() != mtime || e.sha256() == null) {
                e = new Entry(size, mtime, FileHash.sha256(abs));
                entries.put(abs.toString(), e);
                changed = true;
            }
            FileHash.remember(abs, size, mtime, e.sha256());
            return e.sha256();
        } catch (IOException e) {
            return FileHash.sha256(abs); // reports the file's problem
        }
    }

    /** Writes the memo when it changed (atomically; silently skipped when the cache cannot be written). */
    public void save() {
        if (!changed) {
            return;
        }
        try {
            Files.createDirectories(memoFile.getParent());
            Path tmp = Files.createTempFile(memoFile.getParent(), ".tmp-" + FILE, "");
            try {
                MAPPER.writeValue(tmp.toFile(), entries);
                Files.move(tmp, memoFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(tmp);
            }
            changed = false;
        } catch (IOException | RuntimeException e) {
            // not writable: hashes are recomputed next time
        }
    }
}
