package org.tahqiq.kernel;

import java.util.List;

/**
 * Functions cells can call directly (statically imported into every session), matching IJava/JJava's
 * {@code display}: {@code display(table)} shows a Tablesaw table as HTML, a chart or image as PNG, anything else
 * as text, and returns a display id for {@link #updateDisplay}.
 */
public final class Notebook {

    private Notebook() {}

    /** Shows {@code value} now, below the cell, and returns its display id. */
    public static String display(Object value) {
        return TahqiqKernel.current().display(value);
    }

    /** Shows {@code value} as the given MIME types only (e.g. {@code "text/plain"}); returns its display id. */
    public static String display(Object value, String... mimeTypes) {
        return TahqiqKernel.current().display(value, mimeTypes);
    }

    /** Runs a line magic: the kernel turns {@code %name args} lines into this call. */
    public static void lineMagic(String name, String... args) {
        Magics.runLine(TahqiqKernel.current(), name, List.of(args));
    }

    /**
     * Runs a line magic and returns the class path entries it added; the kernel turns
     * {@code x = %name args} into this call.
     */
    public static List<String> lineMagicValue(String name, String... args) {
        return Magics.runLine(TahqiqKernel.current(), name, List.of(args));
    }

    /** Replaces what an earlier {@link #display} with this id shows. */
    public static void updateDisplay(String displayId, Object value) {
        TahqiqKernel.current().updateDisplay(displayId, value);
    }
}
