package org.tahqiq.kernel;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

import com.sun.source.doctree.DocCommentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;

/**
 * Javadoc for what {@code inspect_request} points at, read from source: the {@code -sources.jar} beside the jar a
 * class was loaded from (as Maven's local repository keeps them), {@code .java} files inside that jar or
 * directory, or the JDK's {@code lib/src.zip}. Empty when no source is found; the caller then shows the signature
 * alone.
 */
final class Javadocs {

    /** A member as JShell's documentation names it: {@code String demo.Greeter.greet(String n)}. */
    record Member(String className, String name, List<String> parameterTypes, boolean isType) {}

    /** Summary (first sentence) and full text of a Javadoc comment, as plain text. */
    record Doc(String summary, String full) {}

    private static final Pattern METHOD = Pattern.compile("^(?:.*?\\s)?([\\w.$]+)\\(([^)]*)\\)(?:\\s+throws\\s.*)?$");
    private static final Pattern TYPE = Pattern.compile("^([\\w.$]+)(?:<.*>)?$");

    private final Map<String, Optional<CompilationUnitTree>> parsed = new ConcurrentHashMap<>();
    private final Map<CompilationUnitTree, DocTrees> docTrees = new ConcurrentHashMap<>();

    /** Parses a JShell documentation signature; null for what is neither a method, a constructor nor a type. */
    static Member parseSignature(String signature) {
        String s = signature.strip();
        Matcher m = METHOD.matcher(s);
        if (m.matches()) {
            String qualified = m.group(1);
            List<String> params = new ArrayList<>();
            for (String p : splitTopLevel(m.group(2))) {
                if (!p.isBlank()) {
                    params.add(simpleType(p));
                }
            }
            int dot = qualified.lastIndexOf('.');
            if (dot < 0) {
                return new Member(qualified, "<init>", params, false); // a constructor of a simple-named class
            }
            String owner = qualified.substring(0, dot);
            String name = qualified.substring(dot + 1);
            // A constructor is printed as Type(...): its "name" is the class's own simple name.
            String ownerSimple = owner.substring(owner.lastIndexOf('.') + 1);
            if (Character.isUpperCase(name.charAt(0)) && !Character.isUpperCase(ownerSimple.charAt(0))) {
                return new Member(qualified, "<init>", params, false);
            }
            return new Member(owner, name, params, false);
        }
        m = TYPE.matcher(s);
        if (m.matches()) {
            return new Member(m.group(1), null, List.of(), true);
        }
        return null;
    }

    /** The Javadoc of a member of {@code type}, if its source can be found. */
    Optional<Doc> find(Class<?> type, Member member) {
        Class<?> top = type;
        List<String> nesting = new ArrayList<>();
        while (top.getEnclosingClass() != null) {
            nesting.add(0, top.getSimpleName());
            top = top.getEnclosingClass();
        }
        nesting.add(0, top.getSimpleName());
        String resource = top.getName().replace('.', '/') + ".java";
        Optional<CompilationUnitTree> cu = parse(top, resource);
        if (cu.isEmpty()) {
            return Optional.empty();
        }
        Tree cls = findClass(cu.get().getTypeDecls(), nesting);
        if (cls == null) {
            return Optional.empty();
        }
        Tree target = member.isType() ? cls : findMember((ClassTree) cls, member);
        if (target == null) {
            return Optional.empty();
        }
        DocTrees trees = docTrees.get(cu.get());
        DocCommentTree doc = trees.getDocCommentTree(TreePath.getPath(cu.get(), target));
        if (doc == null) {
            return Optional.empty();
        }
        String summary = plain(text(doc.getFirstSentence()));
        StringBuilder full = new StringBuilder(plain(text(doc.getFullBody())));
        doc.getBlockTags().forEach(t -> full.append('\n').append(plain(t.toString())));
        return Optional.of(new Doc(summary, full.toString().strip()));
    }

    private static String text(List<? extends com.sun.source.doctree.DocTree> trees) {
        StringBuilder b = new StringBuilder();
        trees.forEach(t -> b.append(t));
        return b.toString();
    }

    private static Tree findClass(List<? extends Tree> decls, List<String> nesting) {
        for (Tree t : decls) {
            if (t instanceof ClassTree c && c.getSimpleName().contentEquals(nesting.get(0))) {
                return nesting.size() == 1 ? c : findClass(c.getMembers(), nesting.subList(1, nesting.size()));
            }
        }
        return null;
    }

    private static Tree findMember(ClassTree cls, Member member) {
        String name = member.name().equals("<init>") ? "<init>" : member.name();
        List<Tree> candidates = new ArrayList<>();
        for (Tree t : cls.getMembers()) {
            if (t instanceof MethodTree mt && mt.getName().contentEquals(name)
                    && mt.getParameters().size() == member.parameterTypes().size()) {
                candidates.add(mt);
            } else if (t instanceof VariableTree vt && vt.getName().contentEquals(name) && member.parameterTypes().isEmpty()) {
                candidates.add(vt);
            }
        }
        for (Tree t : candidates) {
            if (t instanceof MethodTree mt) {
                List<String> types = mt.getParameters().stream().map(p -> simpleType(p.getType().toString())).toList();
                if (types.equals(member.parameterTypes())) {
                    return mt;
                }
            }
        }
        return candidates.isEmpty() ? null : candidates.get(0);
    }

    private Optional<CompilationUnitTree> parse(Class<?> top, String resource) {
        return parsed.computeIfAbsent(top.getName(), k -> {
            try {
                String source = readSource(top, resource);
                return source == null ? Optional.empty() : Optional.of(parseSource(resource, source));
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
        });
    }

    private CompilationUnitTree parseSource(String resource, String source) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + resource), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        JavacTask task = (JavacTask) javac.getTask(null, null, d -> { }, List.of("-proc:none"), null, List.of(file));
        CompilationUnitTree cu = task.parse().iterator().next();
        docTrees.put(cu, DocTrees.instance(task));
        return cu;
    }

    /** The class's source text, from its jar's sources jar, the jar or directory itself, or the JDK's src.zip. */
    private static String readSource(Class<?> top, String resource) throws IOException {
        CodeSource cs = top.getProtectionDomain() == null ? null : top.getProtectionDomain().getCodeSource();
        List<Path> archives = new ArrayList<>();
        List<String> entries = new ArrayList<>();
        if (cs != null && cs.getLocation() != null && "file".equals(cs.getLocation().getProtocol())) {
            Path location;
            try {
                location = Paths.get(cs.getLocation().toURI());
            } catch (Exception e) {
                return null;
            }
            if (Files.isDirectory(location)) {
                Path f = location.resolve(resource);
                return Files.isRegularFile(f) ? Files.readString(f, StandardCharsets.UTF_8) : null;
            }
            String jar = location.getFileName().toString();
            if (jar.endsWith(".jar")) {
                archives.add(location.resolveSibling(jar.substring(0, jar.length() - 4) + "-sources.jar"));
            }
            archives.add(location);
            entries.add(resource);
        } else if (top.getModule().isNamed()) {
            Path home = Paths.get(System.getProperty("java.home"));
            archives.add(home.resolve("lib").resolve("src.zip"));
            entries.add(top.getModule().getName() + "/" + resource);
            entries.add(resource);
        }
        for (Path archive : archives) {
            if (!Files.isReadable(archive)) {
                continue;
            }
            try (FileSystem zip = FileSystems.newFileSystem(archive)) {
                for (String entry : entries) {
                    Path p = zip.getPath(entry);
                    if (Files.isRegularFile(p)) {
                        return Files.readString(p, StandardCharsets.UTF_8);
                    }
                }
            }
        }
        return null;
    }

    /** A type as written in a signature or a parameter, reduced to its simple erased name: {@code List}, {@code int[]}. */
    static String simpleType(String written) {
        String t = written.strip();
        // drop a parameter name ("String n") and annotations
        t = t.replaceAll("@[\\w.]+(\\([^)]*\\))?\\s*", "");
        t = stripGenerics(t).strip();
        int space = t.lastIndexOf(' ');
        if (space > 0 && !t.endsWith("]") && !t.endsWith("...")) {
            t = t.substring(0, space).strip();
        }
        t = t.replace("...", "[]").replace(" ", "");
        int dims = t.indexOf('[');
        String base = dims < 0 ? t : t.substring(0, dims);
        String arrays = dims < 0 ? "" : t.substring(dims);
        return base.substring(base.lastIndexOf('.') + 1) + arrays;
    }

    private static String stripGenerics(String t) {
        StringBuilder b = new StringBuilder();
        int depth = 0;
        for (char c : t.toCharArray()) {
            if (c == '<') depth++;
            else if (c == '>') depth--;
            else if (depth == 0) b.append(c);
        }
        return b.toString();
    }

    private static List<String> splitTopLevel(String params) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (char c : params.toCharArray()) {
            if (c == '<') depth++;
            if (c == '>') depth--;
            if (c == ',' && depth == 0) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }

    private static final Pattern INLINE_TAG = Pattern.compile("\\{@(?:code|literal|value|link|linkplain)\\s+([^}]*)}");

    /** Javadoc markup as plain text: inline tags by their text, HTML tags dropped, blanks collapsed. */
    static String plain(String javadoc) {
        Matcher m = INLINE_TAG.matcher(javadoc);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String inner = m.group(1).strip();
            String tag = m.group().substring(2, m.group().indexOf(' ', 2) < 0 ? m.group().length() - 1 : m.group().indexOf(' ', 2));
            if (tag.startsWith("link")) {
                int space = inner.indexOf(' ');
                inner = space > 0 ? inner.substring(space + 1).strip() : inner.replace('#', '.');
            }
            m.appendReplacement(b, Matcher.quoteReplacement(inner));
        }
        m.appendTail(b);
        String text = b.toString().replaceAll("<[^>]+>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
        return text.lines().map(String::strip).reduce((x, y) -> x + "\n" + y).orElse("")
                .replaceAll("(?<!\n)\n(?!\n|@)", " ").replaceAll("[ \t]+", " ").strip();
    }
}
