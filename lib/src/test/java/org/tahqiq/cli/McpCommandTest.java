package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class McpCommandTest extends CommandTest {

    @Test
    void helpListsMcpWithTheAnswerCheckingCommands() {
        assertEquals(0, run("help"));
        int check = stdout.indexOf("Check answers:");
        int mcp = stdout.indexOf("  mcp ");
        assertTrue(check >= 0 && mcp > check && mcp < stdout.indexOf(CommandGroups.SHARED_TASK), stdout);
        assertTrue(stdout.contains("verify_answer"), "names its tools: " + stdout);
    }

    /** Without the launcher (java -jar), the command cannot start the server: one line saying how, exit 2. */
    @Test
    void runWithoutTheLauncherSaysHowToRunItInOneLine() {
        assertEquals(2, run("mcp"));
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertTrue(stderr.contains("runs through the launcher") && stderr.contains("./tahqiq mcp"), stderr);
    }
}
