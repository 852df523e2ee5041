package org.tahqiq.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.verify.Checker;

/**
 * {@code ./tahqiq mcp}: the Model Context Protocol server over stdio. Stdout carries the protocol and nothing else:
 * {@code System.out} is pointed at stderr before anything loads, so that no progress line or library message can
 * corrupt it; logs go to stderr. The checker loads once, in the background from the start, so that the client's
 * handshake and tool list are answered at once and only the first call waits for the corpora. Ends when the client
 * closes stdin.
 */
public final class TahqiqMcp {

    /** Exit codes: the client closed the stream; a bad command line. */
    static final int OK = 0;
    static final int USAGE = 2;

    private TahqiqMcp() {
    }

    /** What to serve: the data folder and hadith editions, as for the other commands, and the cache. */
    record Options(String data, List<String> hadith, Path cache) {
    }

    static String usage() {
        return "usage: tahqiq mcp [--data DIR] [--hadith [NAME=]FILE]... [--cache DIR]\n"
                + "  A Model Context Protocol server over stdio (tools verify_answer, repair_answer, lookup): an MCP client\n"
                + "  starts it and talks to it on stdin and stdout; logs go to stderr.\n"
                + "  --data    IslamicEval 2026 data directory (default: $TAHQIQ_DATA, data/IslamicEval2026,\n"
                + "            ../shared/data/islamiceval2026)\n"
                + "  --hadith  a hadith edition to load (repeatable), as for verify\n"
                + "  --cache   where the prepared indexes are kept (default: results/cache of the checkout)\n";
    }

    static Options parse(String[] args) {
        String data = null;
        List<String> hadith = new ArrayList<>();
        Path home = Path.of(System.getProperty("tahqiq.home", ".")).toAbsolutePath().normalize();
        Path cache = home.resolve("results/cache");
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--data" -> data = value(args, ++i, a);
                case "--hadith" -> hadith.add(value(args, ++i, a));
                case "--cache" -> cache = Path.of(value(args, ++i, a));
                default -> throw new IllegalArgumentException("unknown argument '" + a + "'");
            }
        }
        return new Options(data, hadith, cache);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + ": missing its value");
        }
        return args[i];
    }

    public static void main(String[] args) throws Exception {
        // The protocol's stream, taken before anything can print to it; everything else printed goes to stderr.
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.setOut(err);
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            err.print(usage());
            System.exit(OK);
        }
        Options o;
        DataLocation data;
        try {
            o = parse(args);
            Path home = Path.of(System.getProperty("tahqiq.home", ".")).toAbsolutePath().normalize();
            data = DataLocation.resolve(o.data(), System.getenv(DataLocation.ENV), home, o.hadith());
        } catch (IllegalArgumentException | InputException e) {
            err.println("tahqiq mcp: " + e.getMessage());
            err.print(usage());
            System.exit(USAGE);
            return;
        }
        CountDownLatch closed = new CountDownLatch(1);
        McpSyncServer server = serve(new EndSignal(new FileInputStream(FileDescriptor.in), closed), protocol,
                CompletableFuture.supplyAsync(() -> Checker.shared(data, o.cache(), line -> err.println("tahqiq mcp: " + line))),
                err);
        closed.await();
        server.closeGracefully();
        System.exit(OK);
    }

    /** The server on these streams, its tools over the checker that {@code checker} completes with. */
    static McpSyncServer serve(InputStream in, OutputStream out, CompletableFuture<Checker> checker, PrintStream err) {
        checker.whenComplete((c, e) -> {
            if (e != null) {
                err.println("tahqiq mcp: the checker could not load: " + e.getMessage());
            } else {
                err.println("tahqiq mcp: ready (corpora loaded in " + c.loadMs() + " ms)");
            }
        });
        StdioServerTransportProvider transport = new StdioServerTransportProvider(new JacksonMcpJsonMapper(new ObjectMapper()), in, out);
        return McpServer.sync(transport)
                .serverInfo("tahqiq", org.tahqiq.about.About.VERSION)
                .instructions("Checks the Qur'an and hadith citations in Arabic answers (verify_answer), puts them right "
                        + "(repair_answer) and finds a verse or hadith by reference or remembered text (lookup).")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(new CheckerTools(checker).specifications())
                .build();
    }

    /** Stdin, which counts the latch down at its end: the client has gone, and so does the server. */
    private static final class EndSignal extends FilterInputStream {
        private final CountDownLatch closed;

        EndSignal(InputStream in, CountDownLatch closed) {
            super(in);
            this.closed = closed;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b < 0) {
                closed.countDown();
            }
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            int n = super.read(buf, off, len);
            if (n < 0) {
                closed.countDown();
            }
            return n;
        }
    }
}
