package org.tahqiq.cli;

import java.nio.file.Path;
import org.tahqiq.models.Models;
import picocli.CommandLine.Option;

/**
 * {@code --models DIR}: decide with the models folder {@code ./tahqiq train --out DIR} wrote instead of the pinned
 * models in the jar. Applied once, when the command starts ({@link #apply}), for everything the command then does.
 */
final class ModelsOption {

    /** The value that names the jar's own models (to override {@code $TAHQIQ_MODELS} for one command). */
    static final String PINNED = "pinned";

    @Option(names = "--models", paramLabel = "DIR|pinned",
            description = "decide with the models folder ./tahqiq train --out DIR wrote (default: $" + Models.ENV
                    + ", else pinned: the models in the jar, fitted on the dev answers)")
    String models;

    /** Resolves the option (a bad folder: one line naming the file at fault, exit 2) and puts the models in use. */
    Models apply() {
        if (models == null) {
            return Models.use(Models.fromEnvironment());
        }
        return Models.use(PINNED.equals(models) ? Models.PINNED : Models.of(Path.of(models)));
    }
}
