package org.tahqiq.code;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.DevData;

/**
 * docs/architecture.md's drawing of the floors is drawn from {@link Floors}, the list {@link ArchitectureTest} checks
 * the code against, so the page cannot drift from the rules. Run with {@code -Dtahqiq.writeArchitecture=true} to
 * redraw it after changing the floors.
 */
class ArchitecturePageTest {

    static final Path PAGE = DevData.repoRoot().resolve("docs/architecture.md");
    static final String BEGIN = "<!-- floors: drawn from lib/src/test/java/org/tahqiq/code/Floors.java; do not edit -->";
    static final String END = "<!-- end of floors -->";
    private static final int NAME_WIDTH = 13;
    private static final int WIDTH = 118;

    /** The drawing, top floor first, as a fenced block. */
    static String drawing() {
        StringBuilder b = new StringBuilder("```text\n");
        List<Floors.Floor> floors = new java.util.ArrayList<>(Floors.ALL);
        java.util.Collections.reverse(floors);
        for (Floors.Floor f : floors) {
            if (f.name().equals(Floors.PRODUCT)) {
                String label = " the product ends here: Spark and the MCP server use this floor and below ";
                int side = (WIDTH - label.length()) / 2;
                b.append("=".repeat(side)).append(label).append("=".repeat(WIDTH - side - label.length())).append('\n');
            } else if (f != floors.get(0)) {
                b.append("-".repeat(WIDTH)).append('\n');
            }
            b.append(String.format("%-" + NAME_WIDTH + "s", f.name())).append(String.join("  ", f.packages())).append('\n');
            b.append(" ".repeat(NAME_WIDTH)).append(f.holds()).append('\n');
        }
        return b.append("```\n").toString();
    }

    /** The page with its drawing replaced by {@link #drawing()}. */
    static String redrawn(String page) {
        int begin = page.indexOf(BEGIN);
        int end = page.indexOf(END);
        assertTrue(begin >= 0 && end > begin, PAGE + " must hold the drawing between " + BEGIN + " and " + END);
        return page.substring(0, begin + BEGIN.length()) + "\n" + drawing() + page.substring(end);
    }

    @Test
    void theCommittedDrawingIsTheFloorsTheTestChecks() throws IOException {
        String page = Files.readString(PAGE);
        String expected = redrawn(page);
        if (Boolean.getBoolean("tahqiq.writeArchitecture")) {
            Files.writeString(PAGE, expected);
            return;
        }
        assertEquals(expected, page, "docs/architecture.md's floors differ from Floors.ALL: redraw them with "
                + "mvn -B -pl lib -am test -Dtest=ArchitecturePageTest -Dsurefire.failIfNoSpecifiedTests=false "
                + "-Dtahqiq.writeArchitecture=true");
    }

    @Test
    void theDrawingNamesEveryFloorAndEveryPackageOnce() {
        String d = drawing();
        for (Floors.Floor f : Floors.ALL) {
            assertTrue(d.contains("\n" + String.format("%-" + NAME_WIDTH + "s", f.name()) + String.join("  ", f.packages()) + "\n"), f.name());
        }
        assertTrue(d.indexOf("\ncli ") < d.indexOf("\nproduct ") && d.indexOf("\nproduct ") < d.indexOf("\nbase "),
                "top floor first: " + d);
    }
}
