package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SparkVerifyCommandTest extends CommandTest {

    @Test
    void helpListsSparkVerifyWithTheAnswerCheckingCommands() {
        assertEquals(0, run("help"));
        int check = stdout.indexOf("Check answers:");
        int spark = stdout.indexOf("  spark-verify ");
        assertTrue(check >= 0 && spark > check && spark < stdout.indexOf(CommandGroups.SHARED_TASK), stdout);
        assertTrue(stdout.contains("./tahqiq spark-verify"), "says how it is run: " + stdout);
    }

    /** Without the launcher (java -jar), the command cannot start Spark: one line saying how, exit 2. */
    @Test
    void runWithoutTheLauncherSaysHowToRunItInOneLine() {
        assertEquals(2, run("spark-verify", "in.jsonl", "out"));
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertTrue(stderr.contains("runs through the launcher") && stderr.contains("./tahqiq spark-verify"), stderr);
    }
}
