package org.tahqiq.kernel;

import java.io.Closeable;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jdk.jshell.DeclarationSnippet;
import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.ExpressionSnippet;
import jdk.jshell.JShell;
import jdk.jshell.JShellException;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.SourceCodeAnalysis.CompletionInfo;
import jdk.jshell.SourceCodeAnalysis.Completeness;
import jdk.jshell.UnresolvedReferenceException;
import jdk.jshell.VarSnippet;

/** Runs Java source in an in-process JShell and returns the real value of the last expression. */
public final class JShellEngine implements Closeable {

    /** The imports the jshell tool starts with (IJava/JJava notebooks rely on them), plus the display helpers. */
    static final List<String> DEFAULT_IMPORTS = List.of(
            "import java.io.*;",
            "import java.math.*;",
            "import java.net.*;",
            "import java.nio.file.*;",
            "import java.util.*;",
            "import java.util.concurrent.*;",
            "import java.util.function.*;",
            "import java.util.prefs.*;",
            "import java.util.regex.*;",
            "import java.util.stream.*;",
            "import static " + Notebook.class.getName() + ".*;");

    /** Marks "this snippet produced no value to display" (as opposed to a null value). */
    public static final Object NO_VALUE = new Object() {
        @Override
        public String toString() {
            return "<no value>";
        }
    };

    private final CapturingExecutionControl.Provider provider = new CapturingExecutionControl.Provider();
    private final JShell shell;
    private final Set<String> addedClasspath = new LinkedHashSet<>();
    private volatile boolean interrupted;

    public JShellEngine() {
        shell = JShell.builder()
                .executionEngine(provider, Map.of())
                .compilerOptions("-Xlint:-options")
                .build();
        for (String imp : DEFAULT_IMPORTS) {
            for (SnippetEvent ev : shell.eval(imp)) {
                if (ev.status() == Snippet.Status.REJECTED) {
                    throw new IllegalStateException("Default import failed: " + imp + "\n" + diagnostics(ev.snippet()));
                }
            }
        }
    }

    public SourceCodeAnalysis analysis() {
        return shell.sourceCodeAnalysis();
    }

    /**
     * Splits source into complete snippets with JShell's own parser. An incomplete tail is kept whole so the
     * compiler reports what is wrong with it.
     */
    public static List<String> splitSnippets(SourceCodeAnalysis analysis, String source) {
        List<String> snippets = new ArrayList<>();
        String remaining = source;
        while (remaining != null && !remaining.isBlank()) {
            CompletionInfo info = analysis.analyzeCompletion(remaining);
            Completeness c = info.completeness();
            if (c == Completeness.EMPTY) {
                break; // only comments or blanks left
            }
            if (!c.isComplete() || info.source() == null || info.source().isBlank()) {
                snippets.add(remaining.strip());
                break;
            }
            snippets.add(info.source());
            remaining = info.remaining();
        }
        return snippets;
    }

    /**
     * Evaluates every snippet of {@code source} in order, stopping at the first error.
     *
     * @return the real value of the last snippet if it is an expression, else {@link #NO_VALUE}
     */
    public Object eval(String source) throws Exception {
        Object value = NO_VALUE;
        for (String snippet : splitSnippets(shell.sourceCodeAnalysis(), source)) {
            checkInterrupted();
            value = evalSnippet(snippet);
        }
        checkInterrupted();
        return value;
    }

    private Object evalSnippet(String code) throws Exception {
        CapturingExecutionControl control = provider.control();
        control.takeValue();
        control.takeThrowable();
        List<SnippetEvent> events = shell.eval(code);
        checkInterrupted();
        Object value = NO_VALUE;
        for (SnippetEvent ev : events) {
            if (ev.causeSnippet() != null) {
                continue; // a dependent snippet's status changed; not what the user ran
            }
            Snippet s = ev.snippet();
            if (ev.status() == Snippet.Status.REJECTED) {
                throw new CompilationException(firstMessage(s), diagnostics(s));
            }
            JShellException ex = ev.exception();
            if (ex != null) {
                Throwable real = control.takeThrowable();
                if (real instanceof ExitTrap.Exit exit) {
                    throw new SystemExit(exit);
                }
                if (real != null) {
                    throw UserCodeException.wrap(real);
                }
                if (ex instanceof UnresolvedReferenceException ure) {
                    String msg = "Attempted to use " + describe(ure.getSnippet()) + " which cannot be used until "
                            + String.join(", ", shell.unresolvedDependencies(ure.getSnippet()).collect(Collectors.toList()))
                            + " is declared";
                    throw new CompilationException(msg, List.of(msg));
                }
                if (ex instanceof EvalException ee) {
                    throw new UserCodeException(ee.getExceptionClassName() + ": " + ee.getMessage(), ee);
                }
                throw new UserCodeException(String.valueOf(ex.getMessage()), ex);
            }
            if (ev.status() == Snippet.Status.RECOVERABLE_DEFINED || ev.status() == Snippet.Status.RECOVERABLE_NOT_DEFINED) {
                if (s instanceof DeclarationSnippet ds) {
                    List<String> missing = shell.unresolvedDependencies(ds).collect(Collectors.toList());
                    if (!missing.isEmpty()) {
                        System.err.println("Note: " + describe(ds) + " cannot be used until "
                                + String.join(", ", missing) + " is declared");
                    }
                }
            }
            if (isExpression(s)) {
                value = control.takeValue();
            }
        }
        return value;
    }

    private static boolean isExpression(Snippet s) {
        return s instanceof ExpressionSnippet
                || (s instanceof VarSnippet && s.subKind() == Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND);
    }

    private static String describe(Snippet s) {
        if (s instanceof DeclarationSnippet ds) {
            return s.kind().name().toLowerCase(Locale.ROOT) + " " + ds.name();
        }
        return "snippet";
    }

    private void checkInterrupted() throws ExecutionInterrupted {
        if (interrupted) {
            throw new ExecutionInterrupted();
        }
    }

    private String firstMessage(Snippet s) {
        return shell.diagnostics(s)
                .filter(Diag::isError)
                .map(d -> d.getMessage(Locale.ROOT).lines().findFirst().orElse(""))
                .findFirst()
                .orElse("Invalid code: " + s.source().strip());
    }

    /** Compiler diagnostics with the offending source line and a caret under the error. */
    List<String> diagnostics(Snippet s) {
        String src = s.source();
        List<String> out = new ArrayList<>();
        shell.diagnostics(s).filter(Diag::isError).forEach(d -> {
            out.add("error: " + d.getMessage(Locale.ROOT));
            int pos = (int) Math.max(0, Math.min(d.getPosition() < 0 ? d.getStartPosition() : d.getPosition(), src.length()));
            int lineStart = src.lastIndexOf('\n', pos - 1) + 1;
            int lineEnd = src.indexOf('\n', pos);
            if (lineEnd < 0) lineEnd = src.length();
            out.add("    " + src.substring(lineStart, lineEnd));
            out.add("    " + " ".repeat(Math.max(0, pos - lineStart)) + "^");
        });
        if (out.isEmpty()) {
            out.add("error: could not compile: " + src.strip());
        }
        return out;
    }

    /**
     * The class a name in a snippet refers to: a qualified name, a nested name ({@code Map.Entry}), or a simple
     * name that java.lang or the session's imports bring in; null if none loads.
     */
    public Class<?> resolveClass(String name) {
        ClassLoader loader = provider.control() == null ? getClass().getClassLoader() : provider.control().classLoader();
        List<String> candidates = new ArrayList<>();
        candidates.add(name);
        String head = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        String rest = name.contains(".") ? name.substring(name.indexOf('.')) : "";
        candidates.add("java.lang." + name);
        shell.imports().forEach(imp -> {
            String full = imp.fullname();
            if (imp.isStatic()) {
                return;
            }
            if (full.endsWith(".*")) {
                candidates.add(full.substring(0, full.length() - 1) + name);
            } else if (full.endsWith("." + head)) {
                candidates.add(full + rest);
            }
        });
        for (String c : candidates) {
            // Try a.b.C.D as a.b.C$D, a.b$C$D, ... for nested classes.
            String n = c;
            while (true) {
                try {
                    return Class.forName(n, false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    int dot = n.lastIndexOf('.');
                    if (dot < 0) {
                        break;
                    }
                    n = n.substring(0, dot) + "$" + n.substring(dot + 1);
                }
            }
        }
        return null;
    }

    /** The session's variables as {@code name -> type}, for inspection. */
    public Map<String, String> variableTypes() {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        shell.variables().forEach(v -> out.put(v.name(), v.typeName()));
        return out;
    }

    /** A variable's value as JShell prints it, or null. */
    public String variableValue(String name) {
        return shell.variables().filter(v -> v.name().equals(name)).findFirst().map(shell::varValue).orElse(null);
    }

    /** Adds jars or class directories to both the compiler's and the snippets' class path. */
    public void addToClasspath(Path path) {
        String p = path.toAbsolutePath().normalize().toString();
        if (addedClasspath.add(p)) {
            shell.addToClasspath(p);
        }
    }

    /** Entries added with {@code %jars} / {@code %classpath}, in the order they were added. */
    public List<String> addedClasspath() {
        return List.copyOf(addedClasspath);
    }

    /** The kernel's own class path, which snippets also see. */
    public static List<String> baseClasspath() {
        return List.of(System.getProperty("java.class.path", "").split(File.pathSeparator));
    }

    /** Called at the start of each cell. */
    public void resetInterrupt() {
        interrupted = false;
    }

    /** Stops the running snippet and skips the rest of the cell. Safe from any thread. */
    public void interrupt() {
        interrupted = true;
        CapturingExecutionControl c = provider.control();
        if (c != null) {
            c.stop();
        }
    }

    @Override
    public void close() {
        shell.close();
    }

    /** A snippet did not compile. */
    public static final class CompilationException extends Exception {
        private final List<String> details;

        CompilationException(String message, List<String> details) {
            super(message);
            this.details = List.copyOf(details);
        }

        public List<String> details() {
            return details;
        }
    }

    /** A cell called {@code System.exit} (or {@code Runtime.exit/halt}); the cell ends, the kernel does not. */
    public static final class SystemExit extends Exception {
        private final int status;

        SystemExit(ExitTrap.Exit exit) {
            super(exit.call() + "(" + exit.status() + ") was called: the cell stopped there; the kernel keeps running",
                    exit);
            this.status = exit.status();
        }

        public int status() {
            return status;
        }
    }

    /** The cell was interrupted. */
    public static final class ExecutionInterrupted extends Exception {
        ExecutionInterrupted() {
            super("Execution interrupted");
        }
    }

    /**
     * User code threw something that is not an {@link Exception} (an {@link Error}), or JShell only reported
     * it by name. Exceptions are rethrown as they are, so the notebook shows their own class name.
     */
    public static final class UserCodeException extends Exception {
        UserCodeException(String message, Throwable cause) {
            super(message, cause);
        }

        static Exception wrap(Throwable t) {
            if (t instanceof Exception e) {
                return e;
            }
            return new UserCodeException(t.toString(), t);
        }
    }
}
