package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 14: dev and test runs shared results/task2, so a test run's files replaced the dev run's. */
class OutputFoldersTest extends CommandTest {

    @Test
    void devAndTestRunsGetTheirOwnDefaultFolders() throws Exception {
        System.setProperty("tahqiq.home", dir.toString());
        RunOptions dev = new RunOptions();
        assertEquals(dir.resolve("results/task2"), dev.outDir("task2"));
        RunOptions test = new RunOptions();
        test.input = Path.of("/elsewhere/test_task_2.tsv");
        assertEquals(dir.resolve("results/task2-test_task_2"), test.outDir("task2"));

        Path toy = Files.writeString(dir.resolve("toy.tsv"), "t1\tq1\t70\nt2\tq2\t20\n");
        assertEquals(0, run("toy", "--input", toy.toString()), stderr);
        assertTrue(Files.isRegularFile(dir.resolve("results/toy-toy/submission.zip")));
        assertTrue(stdout.strip().endsWith(dir.resolve("results/toy-toy/submission.zip").toString()), stdout);
    }
}
