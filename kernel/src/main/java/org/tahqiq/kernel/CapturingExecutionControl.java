package org.tahqiq.kernel;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import jdk.jshell.execution.DirectExecutionControl;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

/**
 * In-process JShell execution that keeps the real objects snippets return (JShell itself only keeps their
 * {@code toString}), so the kernel can render tables and charts, and that can stop a running snippet.
 *
 * <p>Classes are loaded by {@link SnippetLoaderDelegate}, which keeps {@code System.exit} from ending the kernel.
 *
 * <p>Each snippet runs on a fresh thread whose context class loader is the snippet's class loader (the one
 * {@code %jars} adds to), so libraries that look up services or resources through it work.
 */
final class CapturingExecutionControl extends DirectExecutionControl {

    private final Object lock = new Object();
    private Thread running;
    private volatile boolean stopRequested;

    private Object lastValue;
    private Throwable lastThrowable;

    private final SnippetLoaderDelegate loader;

    CapturingExecutionControl() {
        this(new SnippetLoaderDelegate());
    }

    private CapturingExecutionControl(SnippetLoaderDelegate loader) {
        super(loader);
        this.loader = loader;
    }

    /** The loader of snippet classes and added jars. */
    ClassLoader classLoader() {
        return loader.classLoader();
    }

    /** The value the last snippet returned (null if none), and forgets it. */
    Object takeValue() {
        synchronized (lock) {
            Object v = lastValue;
            lastValue = null;
            return v;
        }
    }

    /** The exception the last snippet threw (null if none), and forgets it. */
    Throwable takeThrowable() {
        synchronized (lock) {
            Throwable t = lastThrowable;
            lastThrowable = null;
            return t;
        }
    }

    @Override
    protected String invoke(Method doitMethod) throws Exception {
        AtomicReference<Object> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                result.set(doitMethod.invoke(null));
            } catch (InvocationTargetException e) {
                failure.set(e.getCause() != null ? e.getCause() : e);
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "tahqiq-cell");
        worker.setDaemon(true);
        worker.setContextClassLoader(doitMethod.getDeclaringClass().getClassLoader());
        synchronized (lock) {
            lastValue = null;
            lastThrowable = null;
            stopRequested = false;
            running = worker;
        }
        try {
            worker.start();
            worker.join();
        } finally {
            synchronized (lock) {
                running = null;
            }
        }
        if (stopRequested) {
            throw new ExecutionControl.StoppedException();
        }
        Throwable t = failure.get();
        if (t != null) {
            synchronized (lock) {
                lastThrowable = t;
            }
            throw new InvocationTargetException(t);
        }
        Object value = result.get();
        synchronized (lock) {
            lastValue = value;
        }
        // JShell only uses this string for its own bookkeeping; the kernel renders the captured object.
        return value == null ? "null" : value.getClass().getName();
    }

    /** Stops the running snippet, if any. Called from the control channel's thread on an interrupt request. */
    @Override
    @SuppressWarnings({"deprecation", "removal"})
    public void stop() {
        Thread t;
        synchronized (lock) {
            t = running;
            if (t == null) {
                return;
            }
            stopRequested = true;
        }
        t.interrupt();
        try {
            t.stop(); // the only way to end a busy loop in user code; works on Java 17-19
        } catch (UnsupportedOperationException ignored) {
            // Java 20+: only the interrupt above is delivered
        }
    }

    boolean isRunning() {
        synchronized (lock) {
            return running != null;
        }
    }

    /** Hands JShell this control; keeps a reference so the kernel can read values and stop snippets. */
    static final class Provider implements ExecutionControlProvider {
        private volatile CapturingExecutionControl control;

        @Override
        public String name() {
            return "tahqiq-local";
        }

        @Override
        public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
            control = new CapturingExecutionControl();
            return control;
        }

        CapturingExecutionControl control() {
            return control;
        }
    }
}
