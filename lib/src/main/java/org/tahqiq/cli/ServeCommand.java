package org.tahqiq.cli;

import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.http.VerifyServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "HTTP JSON service, and a page at GET / to paste an answer into (open it in a browser): POST /verify {answer, question?, id?} -> the verify JSON of one answer; "
                + "POST /verify/batch {answers: [...]} -> a document; GET /lookup?q=QUERY&k=K -> the verses or hadith records a "
                + "reference or a remembered text finds (as ./tahqiq lookup --format json); GET /health (up); GET /ready (200 once "
                + "warmed up by a first check, when the line saying it is listening is printed).")
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--port", defaultValue = "8080", description = "port to listen on (0: any free one; default ${DEFAULT-VALUE})")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "address to listen on (default ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every interface)")
    String host;

    @Option(names = "--threads", paramLabel = "N", description = "checks run at once (default: the cores)")
    Integer threads;

    @Mixin
    DataOptions dataOptions;

    @Mixin
    ModelsOption modelsOption;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        modelsOption.apply();
        OptionChecks.atLeastOne(spec, "--threads", threads);
        InetSocketAddress address = OptionChecks.listenAddress(spec, host, port);
        PrintWriter err = spec.commandLine().getErr();
        Checker checker = Checker.shared(dataOptions.resolve(), DataOptions.cacheDir(), line -> {
            err.println("tahqiq serve: " + line);
            err.flush();
        });
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        VerifyServer server;
        try {
            server = new VerifyServer(checker, address, n, Main.commit(), System.err).start();
        } catch (BindException e) {
            throw OptionChecks.cannotListen(spec, host, port, e); // taken while the corpora loaded
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            checker.close();
            stopped.countDown();
        }));
        // Ready is said only once a first check has run: the first client's request is then as fast as any other.
        err.printf("tahqiq serve: warming up on http://%s:%d (GET /health answers; GET /ready once warm)%n", host, server.port());
        err.flush();
        VerifyServer.WarmUp warm = server.warmUp();
        spec.commandLine().getOut().printf("tahqiq serve: listening on http://%s:%d, ready (loaded in %d ms, warmed up in "
                + "%d ms; the page GET /, POST /verify, POST /verify/batch, POST /repair, GET /lookup, GET /health, GET /ready)%n",
                host, server.port(), checker.loadMs(), warm.ms());
        spec.commandLine().getOut().flush();
        stopped.await();
        return 0;
    }
}
