package org.tahqiq.kernel;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.SourceCodeAnalysis.Completeness;
import jdk.jshell.SourceCodeAnalysis.Suggestion;

import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseKernelBuilder;
import org.dflib.jjava.jupyter.kernel.HelpLink;
import org.dflib.jjava.jupyter.kernel.JupyterIO;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;
import org.dflib.jjava.jupyter.kernel.util.StringStyler;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.reply.ErrorReply;
import org.dflib.jjava.jupyter.messages.reply.HistoryReply;
import org.dflib.jjava.jupyter.messages.request.HistoryRequest;

/** The Tahqiq Java kernel: JShell in-process, IJava-style magics, rich display. */
public final class TahqiqKernel extends BaseKernel {

    public static final String KERNEL_NAME = "tahqiq-java";
    /** The pom's version, written into version.properties by the build. */
    public static final String VERSION = readVersion();

    private static volatile TahqiqKernel current;

    private static String readVersion() {
        try (java.io.InputStream in = TahqiqKernel.class.getResourceAsStream("version.properties")) {
            java.util.Properties p = new java.util.Properties();
            if (in != null) {
                p.load(in);
            }
            String v = p.getProperty("version");
            return v == null || v.startsWith("$") ? "unknown" : v;
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }

    private final JShellEngine engine;
    private final RichRenderer richRenderer = new RichRenderer();
    private final Path workingDir;
    private final SessionHistory history;
    private final Javadocs javadocs = new Javadocs();
    private final Object mavenLock = new Object();
    private MavenResolver maven;

    private TahqiqKernel(String name, String version, SessionHistory history, JupyterIO io, CommManager comms,
                         Renderer renderer, MagicsRegistry magics, StringStyler errorStyler, Path workingDir) {
        super(name, version,
                new LanguageInfo("java", Runtime.version().toString(), "text/x-java-source", ".jshell", "java",
                        "java", "java"),
                List.of(new HelpLink("Java API", "https://docs.oracle.com/en/java/javase/17/docs/api/index.html")),
                history, io, comms, renderer, null, magics, false, errorStyler);
        this.workingDir = workingDir;
        this.history = history;
        this.engine = new JShellEngine();
        current = this;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The kernel running in this JVM (used by {@link Notebook}). */
    static TahqiqKernel current() {
        TahqiqKernel k = current;
        if (k == null) {
            throw new IllegalStateException("No Tahqiq kernel is running in this JVM");
        }
        return k;
    }

    @Override
    public String getBanner() {
        return "Java " + Runtime.version() + " (Tahqiq kernel " + VERSION + ", JShell in-process)";
    }

    JShellEngine engine() {
        return engine;
    }

    // ---- execution -----------------------------------------------------------------------------------------

    @Override
    public Object evalRaw(String code) {
        try {
            return evalCell(code);
        } catch (Exception e) {
            // BaseKernel turns any Exception into a Jupyter error output named after its class; keep the user's
            // own (possibly checked) exception so the notebook shows its real name and message.
            throw TahqiqKernel.<RuntimeException>sneaky(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable t) throws T {
        throw (T) t;
    }

    /** Runs a cell (or a cell magic's body): its magics and its code, in order. */
    Object evalCell(String code) throws Exception {
        engine.resetInterrupt();
        Object value = JShellEngine.NO_VALUE;
        for (CellParser.Segment seg : CellParser.parse(code)) {
            if (seg instanceof CellParser.Code c) {
                value = engine.eval(c.source());
            } else if (seg instanceof CellParser.CellMagic m) {
                value = Magics.runCell(this, m);
            }
        }
        return value;
    }

    @Override
    public DisplayData eval(String code) {
        // BaseKernel numbers the cell before calling eval: this cell is the one before the next count.
        int cellNumber = executionCount.get() - 1;
        DisplayData shown = null;
        try {
            Object value = evalRaw(code);
            if (value != JShellEngine.NO_VALUE && value != null) {
                shown = richRenderer.render(value);
            }
            return shown;
        } finally {
            Object text = shown == null ? null : shown.getData(org.dflib.jjava.jupyter.kernel.display.mime.MIMEType.TEXT_PLAIN);
            history.record(cellNumber, code, text == null ? null : text.toString());
        }
    }

    /** Answers every history request (tail, range, search) from the cells this session ran. */
    @Override
    protected void handleHistoryRequest(ShellReplyEnvironment env, Message<HistoryRequest> request) {
        env.setBusyDeferIdle();
        try {
            env.reply(new SessionHistory.Reply(history.answer(request.getContent())));
        } catch (RuntimeException e) {
            env.replyError(HistoryReply.MESSAGE_TYPE.error(), ErrorReply.of(e));
        }
    }

    @Override
    public void interrupt() {
        engine.interrupt();
    }

    @Override
    public List<String> formatError(Throwable e) {
        List<String> lines = new ArrayList<>();
        if (e instanceof JShellEngine.CompilationException ce) {
            lines.add("Compilation error");
            for (String d : ce.details()) {
                lines.addAll(d.lines().toList());
            }
            return lines;
        }
        if (e instanceof MagicException) {
            lines.add("MagicException: " + e.getMessage());
            return lines;
        }
        if (e instanceof JShellEngine.SystemExit) {
            lines.add("SystemExit: " + e.getMessage());
            return lines;
        }
        if (e instanceof JShellEngine.ExecutionInterrupted) {
            lines.add("Execution interrupted");
            return lines;
        }
        Throwable shown = e instanceof JShellEngine.UserCodeException && e.getCause() != null ? e.getCause() : e;
        appendTrace(shown, lines, "");
        return lines;
    }

    /** Stack trace of user code, cut where the JShell/kernel machinery begins. */
    private static void appendTrace(Throwable t, List<String> lines, String prefix) {
        lines.add(prefix + t);
        for (StackTraceElement el : t.getStackTrace()) {
            String cls = el.getClassName();
            if (cls.startsWith("jdk.internal.reflect.") || cls.startsWith("java.lang.reflect.Method")
                    || cls.startsWith(CapturingExecutionControl.class.getName())) {
                break;
            }
            lines.add("\tat " + el);
        }
        if (t.getCause() != null && t.getCause() != t) {
            appendTrace(t.getCause(), lines, "Caused by: ");
        }
    }

    // ---- display -------------------------------------------------------------------------------------------

    String display(Object value, String... mimeTypes) {
        DisplayData dd = renderFiltered(value, mimeTypes);
        String id = UUID.randomUUID().toString();
        dd.setDisplayId(id);
        display(dd);
        return id;
    }

    void updateDisplay(String id, Object value) {
        DisplayData dd = renderFiltered(value);
        dd.setDisplayId(Objects.requireNonNull(id, "displayId"));
        io.display.updateDisplay(dd);
    }

    private DisplayData renderFiltered(Object value, String... mimeTypes) {
        if (value instanceof DisplayData dd) {
            return new DisplayData(dd);
        }
        Map<String, Object> bundle = richRenderer.bundle(value);
        if (mimeTypes != null && mimeTypes.length > 0) {
            Map<String, Object> picked = new LinkedHashMap<>();
            for (String m : mimeTypes) {
                if (bundle.containsKey(m)) {
                    picked.put(m, bundle.get(m));
                }
            }
            if (picked.isEmpty()) {
                throw new IllegalArgumentException("Cannot display " + value.getClass().getName() + " as "
                        + Arrays.toString(mimeTypes) + "; available: " + bundle.keySet());
            }
            bundle = picked;
        }
        DisplayData dd = new DisplayData();
        bundle.forEach(dd::putData);
        return dd;
    }

    // ---- class path ----------------------------------------------------------------------------------------

    /** Directory relative magic arguments resolve against: where Jupyter started the kernel (the notebook's). */
    Path workingDir() {
        return workingDir;
    }

    void addToClasspath(Path p) {
        engine.addToClasspath(p);
    }

    /**
     * The Maven resolver of {@code %maven} and {@code %%loadFromPOM}, made on first use. (Its own lock: BaseKernel
     * holds the kernel's monitor while a cell runs, and magics run inside the cell.)
     */
    MavenResolver maven() {
        synchronized (mavenLock) {
            if (maven == null) {
                maven = new MavenResolver(MavenResolver.defaultLocalRepository());
            }
            return maven;
        }
    }

    // ---- editor support ------------------------------------------------------------------------------------

    @Override
    public String isComplete(String code) {
        List<CellParser.Segment> cell;
        try {
            cell = CellParser.parse(code);
        } catch (MagicException e) {
            return IS_COMPLETE_BAD;
        }
        if (cell.isEmpty() || cell.get(0) instanceof CellParser.CellMagic) {
            return IS_COMPLETE_YES;
        }
        Completeness c = engine.analysis().analyzeCompletion(((CellParser.Code) cell.get(0)).source()).completeness();
        return switch (c) {
            case COMPLETE, COMPLETE_WITH_SEMI, EMPTY -> IS_COMPLETE_YES;
            case DEFINITELY_INCOMPLETE, CONSIDERED_INCOMPLETE -> "";
            default -> IS_COMPLETE_BAD;
        };
    }

    @Override
    public ReplacementOptions complete(String code, int cursor) {
        String src = CellParser.blankMagics(code);
        int at = CodePointOffsets.toUtf16(src, cursor);
        int[] anchor = new int[1];
        List<Suggestion> suggestions;
        try {
            suggestions = engine.analysis().completionSuggestions(src, at, anchor);
        } catch (RuntimeException e) {
            return null;
        }
        List<String> options = suggestions.stream().map(Suggestion::continuation).distinct().toList();
        return options.isEmpty() ? null
                : new ReplacementOptions(options, CodePointOffsets.toCodePoints(src, anchor[0]), cursor);
    }

    /**
     * What the identifier at the cursor is: the signatures JShell finds for it (every overload of a method) with
     * the first sentence of each one's Javadoc, or the whole Javadoc at a detail level above 0; for a variable of
     * the session, its type and value. Javadoc comes from source ({@link Javadocs}); without it, signatures alone.
     */
    @Override
    public DisplayData inspect(String code, int cursor, boolean extraDetail) {
        String src = CellParser.blankMagics(code);
        int at = CodePointOffsets.toUtf16(src, cursor);
        int start = at;
        while (start > 0 && Character.isJavaIdentifierPart(src.charAt(start - 1))) {
            start--;
        }
        int end = at;
        while (end < src.length() && Character.isJavaIdentifierPart(src.charAt(end))) {
            end++;
        }
        String word = src.substring(start, end);
        boolean member = start > 0 && src.charAt(start - 1) == '.';
        StringBuilder text = new StringBuilder();
        String type = member || word.isEmpty() ? null : engine.variableTypes().get(word);
        if (type != null) {
            // A variable of the session: its type and its value, as JShell prints it.
            text.append(type).append(' ').append(word);
            String value = engine.variableValue(word);
            if (value != null) {
                text.append(" = ").append(value.length() > 500 ? value.substring(0, 500) + "..." : value);
            }
            return new DisplayData(text.toString());
        }
        for (SourceCodeAnalysis.Documentation d : documentationAt(src, end)) {
            text.append(d.signature()).append('\n');
            javadocOf(d.signature()).ifPresent(j -> {
                String body = extraDetail ? j.full() : j.summary();
                body.lines().forEach(l -> text.append("    ").append(l).append('\n'));
            });
        }
        return text.length() == 0 ? null : new DisplayData(text.toString().strip());
    }

    /** JShell's documentation for the name ending at {@code end}: called if a '(' follows, else as written. */
    private List<SourceCodeAnalysis.Documentation> documentationAt(String src, int end) {
        int next = end;
        while (next < src.length() && Character.isWhitespace(src.charAt(next))) {
            next++;
        }
        List<String> codes = new ArrayList<>();
        List<Integer> cursors = new ArrayList<>();
        if (next < src.length() && src.charAt(next) == '(') {
            codes.add(src);
            cursors.add(next + 1);
        }
        codes.add(src);
        cursors.add(end);
        codes.add(src.substring(0, end) + "(");  // a method name written without its call
        cursors.add(end + 1);
        for (int i = 0; i < codes.size(); i++) {
            try {
                List<SourceCodeAnalysis.Documentation> docs = engine.analysis().documentation(codes.get(i), cursors.get(i), false);
                if (!docs.isEmpty()) {
                    return docs;
                }
            } catch (RuntimeException e) {
                // try the next reading
            }
        }
        return List.of();
    }

    private Optional<Javadocs.Doc> javadocOf(String signature) {
        Javadocs.Member member = Javadocs.parseSignature(signature);
        if (member == null) {
            return Optional.empty();
        }
        Class<?> type = engine.resolveClass(member.className());
        return type == null ? Optional.empty() : javadocs.find(type, member);
    }

    @Override
    public void onShutdown(boolean isRestarting) {
        synchronized (mavenLock) {
            if (maven != null) {
                maven.close();
            }
        }
        engine.close();
        current = null;
    }

    /** Builds the kernel with jjava-jupyter's default I/O, comms and error styling. */
    public static final class Builder extends BaseKernelBuilder<Builder, TahqiqKernel> {
        private Path workingDir = Paths.get("").toAbsolutePath();

        private Builder() {
            name(KERNEL_NAME);
            version(VERSION);
        }

        public Builder workingDir(Path dir) {
            this.workingDir = dir.toAbsolutePath().normalize();
            return this;
        }

        @Override
        public TahqiqKernel build() {
            if (!Files.isDirectory(workingDir)) {
                throw new IllegalArgumentException("Not a directory: " + workingDir);
            }
            return new TahqiqKernel(buildName(), buildVersion(), new SessionHistory(),
                    buildJupyterIO(buildJupyterIOEncoding()), buildCommManager(), buildRenderer(),
                    buildMagicsRegistry(), buildErrorStyler(), workingDir);
        }
    }
}
