package org.tahqiq.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code mcp} as {@code tahqiq help} lists it. The launcher runs it itself: it starts the {@code mcp/} module's server,
 * so that this jar never loads the MCP SDK. Reached here only when the jar is run without the launcher.
 */
@Command(name = "mcp",
        description = "A Model Context Protocol server over stdio, for language-model agents: tools verify_answer, "
                + "repair_answer and lookup, the corpora loaded once. An MCP client starts it (command ./tahqiq, args "
                + "[\"mcp\"]); README.md shows the client's configuration. Runs through the launcher, which builds and "
                + "starts the mcp/ module.")
final class McpCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", hidden = true)
    List<String> ignored;

    @Override
    public Integer call() {
        throw new UsageException("mcp runs through the launcher, which starts the mcp/ module's server: ./tahqiq mcp [--data DIR]");
    }
}
