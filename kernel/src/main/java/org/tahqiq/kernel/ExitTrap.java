package org.tahqiq.kernel;

/**
 * Where {@link ExitCalls} sends the {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt} calls of
 * snippets and of the jars they load: instead of ending the kernel's JVM, they end the running cell with
 * {@link Exit}, which the kernel reports as a {@code SystemExit} error output.
 */
public final class ExitTrap {

    private ExitTrap() {}

    /** Replaces {@code System.exit(status)}. */
    public static void exit(int status) {
        throw new Exit(status, "System.exit");
    }

    /** Replaces {@code runtime.exit(status)}. */
    public static void exit(Runtime runtime, int status) {
        throw new Exit(status, "Runtime.exit");
    }

    /** Replaces {@code runtime.halt(status)}. */
    public static void halt(Runtime runtime, int status) {
        throw new Exit(status, "Runtime.halt");
    }

    /**
     * Thrown where the JVM would have exited. An {@link Error}, so the {@code catch (Exception e)} blocks of the
     * code between the call and the cell let it through.
     */
    public static final class Exit extends Error {
        private final int status;
        private final String call;

        Exit(int status, String call) {
            super(call + "(" + status + ")", null, false, true);
            this.status = status;
            this.call = call;
        }

        public int status() {
            return status;
        }

        /** {@code System.exit}, {@code Runtime.exit} or {@code Runtime.halt}. */
        public String call() {
            return call;
        }
    }
}
