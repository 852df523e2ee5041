package org.tahqiq.submit;

import org.tahqiq.files.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Packs submission files into a zip, each at the top level under its own file name. */
public final class SubmissionZip {

    private SubmissionZip() {
    }

    /**
     * Writes {@code zip} containing {@code files} (entry name = file name, no directories). The zip is
     * written to a temporary file in the same directory and moved into place, so a failure (a missing
     * input, a full disk) leaves any existing {@code zip} untouched and no partial file behind.
     *
     * @throws IllegalArgumentException when no file is given or two files share a name
     * @throws NoSuchFileException      when a file does not exist or is not a regular file
     */
    public static void write(Path zip, Path... files) throws IOException {
        if (files.length == 0) {
            throw new IllegalArgumentException("no files to put in " + zip);
        }
        Set<String> names = new HashSet<>();
        for (Path f : files) {
            String name = f.getFileName().toString();
            if (!names.add(name)) {
                throw new IllegalArgumentException("two files are named " + name + "; zip entries must be unique");
            }
            if (!Files.isRegularFile(f)) {
                throw new NoSuchFileException(f.toString(), null, "not a regular file; cannot add it to " + zip);
            }
        }
        AtomicFiles.write(zip, out -> {
            try (ZipOutputStream zos = new ZipOutputStream(out)) {
                for (Path f : files) {
                    zos.putNextEntry(new ZipEntry(f.getFileName().toString()));
                    Files.copy(f, zos);
                    zos.closeEntry();
                }
            }
        });
    }
}
