package org.tahqiq.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tahqiq.dataset.InputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Checks of option values that cannot work whatever the input, made before anything is loaded: each failure is one
 * line naming the option, exit 2, instead of an internal error after seconds of loading.
 */
final class OptionChecks {

    /** The highest TCP port. */
    static final int MAX_PORT = 65_535;

    private OptionChecks() {
    }

    /** A count (threads, seeds) given as an option: absent, or at least 1. */
    static void atLeastOne(CommandSpec spec, String option, Integer value) {
        if (value != null && value < 1) {
            throw new ParameterException(spec.commandLine(), "option '" + option + "': takes a count of at least 1, got " + value);
        }
    }

    /**
     * A file an option names for writing: not a folder, in a folder that exists and can be written. A missing folder
     * is refused rather than made: a mistyped path would otherwise leave folders behind.
     */
    static void fileToWrite(Path file, String option) {
        Path abs = file.toAbsolutePath().normalize();
        if (Files.isDirectory(abs)) {
            throw new InputException(file, 0, option, "is a folder; name the file to write");
        }
        Path parent = abs.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new InputException(file, 0, option, "cannot be written: " + parent
                    + (parent != null && Files.exists(parent) ? " is a file, not a folder" : " does not exist (make the folder first)"));
        }
        if (!Files.isWritable(parent)) {
            throw new InputException(file, 0, option, "cannot be written: the folder " + parent + " is not writable");
        }
    }

    /**
     * The address to listen on: a port in range, a host that resolves, and the two free to bind now (the server binds
     * them again once the corpora are loaded; {@link #cannotListen} reports a port taken in between).
     */
    static InetSocketAddress listenAddress(CommandSpec spec, String host, int port) {
        if (port < 0 || port > MAX_PORT) {
            throw new ParameterException(spec.commandLine(), "option '--port': takes 0 (any free port) to " + MAX_PORT + ", got " + port);
        }
        InetSocketAddress address = new InetSocketAddress(host, port);
        if (address.isUnresolved()) {
            throw new ParameterException(spec.commandLine(), "option '--host': no address is known for '" + host + "'");
        }
        try (ServerSocketChannel probe = ServerSocketChannel.open()) {
            probe.bind(address);
        } catch (IOException e) {
            throw cannotListen(spec, host, port, e);
        }
        return address;
    }

    /** "cannot listen on 127.0.0.1:8080 (--host, --port): Address already in use". */
    static ParameterException cannotListen(CommandSpec spec, String host, int port, IOException e) {
        return new ParameterException(spec.commandLine(), "cannot listen on " + host + ":" + port + " (--host, --port): "
                + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
                + (port == 0 ? "" : "; choose another --port, or 0 for any free one"));
    }
}
