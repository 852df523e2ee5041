package org.tahqiq.task1.detect;

import org.tahqiq.task1.Task1Pipeline;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tahqiq.dataset.InputException;
import org.tahqiq.models.Models;

/**
 * Subtask 1's fitted model as the product reads it: the one of the models folder in use ({@link Models}), else the
 * pinned resource the jar carries. Apart from {@link Task1Pipeline} so that loading a detector brings no training,
 * cross-validation or model cache along.
 */
public final class PinnedModel {

    /** The pinned model, a generated resource written by {@code ./tahqiq task1 --write-model FILE}. */
    public static final String RESOURCE = "/org/tahqiq/task1/model.bin.gz";
    /** Where the pinned model lives in the source tree (for --write-model's users and the test). */
    public static final String SOURCE = "lib/src/main/resources/org/tahqiq/task1/model.bin.gz";

    private PinnedModel() {
    }

    /** The pinned model shipped in the jar, or the one of the models folder in use. */
    public static SequenceModel current() {
        Path folder = Models.current().file(Models.TASK1_MODEL);
        if (folder != null) {
            return read(folder);
        }
        try (InputStream in = PinnedModel.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("no pinned Subtask 1 model in the jar (" + RESOURCE
                        + "); write it with ./tahqiq task1 --write-model " + SOURCE);
            }
            return SequenceModel.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A model file; an unreadable one is a located input error. */
    public static SequenceModel read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return SequenceModel.read(in);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InputException(file, 0, null, "model file not found", e);
        } catch (IOException e) {
            throw new InputException(file, 0, null, "not a readable Subtask 1 model: " + e.getMessage(), e);
        }
    }
}
