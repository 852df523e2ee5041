package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Issue 14: a 14k-response input printed nothing for 29 s. Long runs now show a progress line on a terminal. */
class ProgressLineTest extends CommandTest {

    private final StringWriter sink = new StringWriter();
    private final PrintWriter err = new PrintWriter(sink, true);

    @AfterEach
    void clearProperty() {
        System.clearProperty(ProgressLine.PROPERTY);
    }

    @Test
    void theLineShowsStageCountShareAndFallsBackWhenAStageEnds() {
        ProgressLine p = ProgressLine.manual(err, "task2");
        p.stage("running");
        assertTrue(p.text().startsWith("tahqiq task2: running, "), p.text());
        p.report("retrieve", 1_000, 14_104);
        assertTrue(p.text().startsWith("tahqiq task2: retrieve 1,000/14,104 (7%), "), p.text());
        p.report("retrieve", 999, 14_104); // threads finish out of order: the count never goes back
        assertTrue(p.text().contains(" 1,000/14,104 "), p.text());
        p.draw();
        assertTrue(sink.toString().startsWith("\rtahqiq task2: retrieve 1,000/14,104 (7%), "), sink.toString());

        p.report("retrieve", 14_104, 14_104);
        assertTrue(p.text().startsWith("tahqiq task2: running, "), "back to the command's stage: " + p.text());
        p.report("retrieve", 14_103, 14_104); // a late report of the finished stage
        assertTrue(p.text().startsWith("tahqiq task2: running, "), p.text());

        p.report(org.tahqiq.subtask.RunContext.OPEN_INDEXES, 0, 1);
        assertTrue(p.text().startsWith("tahqiq task2: indexes, "), "no count for a single step: " + p.text());
    }

    @Test
    void otherMessagesAndCloseWipeTheLine() {
        ProgressLine p = ProgressLine.manual(err, "task3");
        p.report("propose", 5, 10);
        p.draw();
        int drawn = sink.toString().length() - 1;
        p.messages().println("tahqiq: warning: something");
        assertTrue(sink.toString().endsWith("\r" + " ".repeat(drawn) + "\rtahqiq: warning: something" + System.lineSeparator()),
                sink.toString());
        p.draw();
        p.close();
        assertTrue(sink.toString().endsWith("\r" + " ".repeat(drawn) + "\r"), "the last thing written wipes the line");
    }

    @Test
    void aLongRunShowsProgressOnATerminalAndNothingUnderQuietOrWithoutOne() {
        System.setProperty(ProgressLine.PROPERTY, "on"); // as if stderr were a terminal
        assertEquals(0, run("probe", "--out", dir.resolve("a").toString(), "--steps", "6", "--step-millis", "400"), stderr);
        assertTrue(stderr.contains("\rtahqiq probe: count "), stderr);
        assertTrue(stderr.endsWith("\r"), "the line is wiped at the end: " + stderr);
        assertTrue(stdout.contains("probe   6 steps"), stdout);

        assertEquals(0, run("probe", "--out", dir.resolve("b").toString(), "--steps", "6", "--step-millis", "400", "--quiet"));
        assertEquals("", stderr, "--quiet shows no progress");

        System.setProperty(ProgressLine.PROPERTY, "off"); // as when stderr is a file or a pipe
        assertEquals(0, run("probe", "--out", dir.resolve("c").toString(), "--steps", "6", "--step-millis", "400"));
        assertEquals("", stderr);
    }

    @Test
    void stderrOfTheTestsIsNotATerminal() {
        assertFalse(ProgressLine.stderrIsTerminal(), "surefire redirects stderr");
    }
}
