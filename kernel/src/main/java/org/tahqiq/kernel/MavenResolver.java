package org.tahqiq.kernel;

import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.repository.WorkspaceReader;
import org.eclipse.aether.repository.WorkspaceRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResult;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.transfer.ArtifactNotFoundException;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

/**
 * Resolves Maven coordinates and POMs with Maven Resolver, as {@code mvn} would: transitive runtime dependencies,
 * parents, properties, BOM imports and the POM's own repositories; downloads go to the user's local repository
 * ({@code ~/.m2/repository}, or {@code -Dmaven.repo.local} / {@code $TAHQIQ_MAVEN_REPO_LOCAL}), so what is cached
 * resolves without network. Maven Central is always searched; {@link #addRepository} adds others.
 * {@code settings.xml} (mirrors, proxies, credentials) is not read.
 */
final class MavenResolver implements Closeable {

    static final RemoteRepository CENTRAL =
            new RemoteRepository.Builder("central", "default", "https://repo.maven.apache.org/maven2/").build();

    /** The groupId of the POMs that {@code %%loadFromPOM} cells become; served from memory, never cached. */
    static final String CELL_GROUP = "tahqiq.notebook";

    private static final String FRAGMENT_HEAD = "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">"
            + "<modelVersion>4.0.0</modelVersion><groupId>" + CELL_GROUP + "</groupId>";

    private final RepositorySystem system;
    private final RepositorySystemSession.CloseableSession session;
    private final Path localRepository;
    private final Map<String, RemoteRepository> repositories = new LinkedHashMap<>();
    private final CellPoms cellPoms = new CellPoms();

    MavenResolver(Path localRepository) {
        this.localRepository = localRepository;
        this.system = new RepositorySystemSupplier().get();
        this.session = new SessionBuilderSupplier(system).get()
                .withLocalRepositoryBaseDirectories(localRepository)
                .setSystemProperties(System.getProperties())
                .setConfigProperty("aether.connector.connectTimeout", 10_000)
                .setConfigProperty("aether.connector.requestTimeout", 120_000)
                .setWorkspaceReader(cellPoms)
                .build();
        repositories.put(CENTRAL.getId(), CENTRAL);
    }

    /** {@code -Dmaven.repo.local}, else {@code $TAHQIQ_MAVEN_REPO_LOCAL}, else {@code ~/.m2/repository}. */
    static Path defaultLocalRepository() {
        String p = System.getProperty("maven.repo.local");
        if (p == null || p.isBlank()) {
            p = System.getenv("TAHQIQ_MAVEN_REPO_LOCAL");
        }
        if (p == null || p.isBlank()) {
            return Paths.get(System.getProperty("user.home"), ".m2", "repository");
        }
        return Paths.get(p).toAbsolutePath();
    }

    Path localRepository() {
        return localRepository;
    }

    /** Adds a remote repository searched after the ones already added (Maven Central first). */
    void addRepository(String id, String url) {
        repositories.put(id, new RemoteRepository.Builder(id, "default", url).build());
    }

    List<RemoteRepository> repositories() {
        return List.copyOf(repositories.values());
    }

    /**
     * The jars of {@code coordinates} ({@code group:artifact[:extension[:classifier]]:version}) and of their
     * transitive runtime dependencies, in class path order.
     */
    List<Path> resolveCoordinates(List<String> coordinates) {
        List<Dependency> deps = new ArrayList<>();
        for (String c : coordinates) {
            try {
                deps.add(new Dependency(new DefaultArtifact(c), JavaScopes.RUNTIME));
            } catch (IllegalArgumentException e) {
                throw new MagicException("Bad Maven coordinates '" + c
                        + "': expected group:artifact:version (or group:artifact:extension[:classifier]:version)");
            }
        }
        CollectRequest collect = new CollectRequest();
        collect.setDependencies(deps);
        collect.setRepositories(system.newResolutionRepositories(session, repositories()));
        return resolve(collect, String.join(" ", coordinates));
    }

    /**
     * The jars a POM's dependencies need (the POM's own repositories are searched too). {@code pom} is a whole
     * {@code <project>} or a fragment of one: {@code <dependency>}, {@code <dependencies>}, {@code <repository>},
     * {@code <repositories>}, {@code <dependencyManagement>} and {@code <properties>} elements in any order.
     */
    List<Path> resolvePom(String pom) {
        String project = asProject(pom);
        Artifact root = cellPoms.add(project);
        CollectRequest collect = new CollectRequest();
        collect.setRoot(new Dependency(root, JavaScopes.COMPILE));
        collect.setRepositories(system.newResolutionRepositories(session, repositories()));
        List<Path> jars = resolve(collect, "the POM");
        jars.removeIf(p -> p.startsWith(cellPoms.dir));
        return jars;
    }

    private List<Path> resolve(CollectRequest collect, String what) {
        DependencyRequest request = new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME));
        DependencyResult result;
        try {
            result = system.resolveDependencies(session, request);
        } catch (Exception e) {
            throw new MagicException("Cannot resolve " + what + ": " + explain(e));
        }
        List<Path> jars = new ArrayList<>();
        for (ArtifactResult r : result.getArtifactResults()) {
            Artifact a = r.getArtifact();
            if (a != null && a.getFile() != null && "jar".equals(a.getExtension())) {
                jars.add(a.getFile().toPath());
            }
        }
        return jars;
    }

    /** One line: what was missing or which repository could not be reached, and what to do. */
    String explain(Throwable e) {
        List<String> notFound = new ArrayList<>();
        Throwable network = null;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UnknownHostException || t instanceof ConnectException || t instanceof SocketTimeoutException) {
                network = t;
            }
            if (t instanceof ArtifactNotFoundException anf) {
                notFound.add(anf.getArtifact() + " is not in " + anf.getRepository().getId() + " ("
                        + anf.getRepository() + ")");
            }
            for (Throwable s : t.getSuppressed()) {
                if (s instanceof UnknownHostException || s instanceof ConnectException) {
                    network = s;
                }
            }
        }
        if (network != null) {
            return "no network to the Maven repositories (" + network + "); only artifacts already in "
                    + localRepository + " resolve offline";
        }
        if (!notFound.isEmpty()) {
            return String.join("; ", notFound) + " - check the coordinates (and %addMavenRepo for other repositories)";
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String first = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return root == e ? first : first + " (" + root.getMessage() + ")";
    }

    /** Wraps a POM fragment into a project; a whole project is returned as it is. */
    static String asProject(String pom) {
        String body = pom.strip();
        if (body.startsWith("<?xml")) {
            body = body.substring(body.indexOf("?>") + 2).strip();
        }
        if (body.startsWith("<project")) {
            return body;
        }
        Document fragment;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setExpandEntityReferences(false);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            var builder = f.newDocumentBuilder();
            builder.setErrorHandler(null); // the exception says what is wrong; no "[Fatal Error]" on stderr
            fragment = builder.parse(new InputSource(new StringReader("<fragment>" + body + "</fragment>")));
        } catch (Exception e) {
            throw new MagicException("Not a POM fragment (" + e.getMessage() + "): expected <dependency>, <dependencies>,"
                    + " <repository>, <repositories>, <dependencyManagement>, <properties> or a whole <project>");
        }
        StringBuilder deps = new StringBuilder();
        StringBuilder repos = new StringBuilder();
        StringBuilder other = new StringBuilder();
        for (Node n = fragment.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element el)) {
                continue;
            }
            switch (el.getTagName()) {
                case "dependency" -> deps.append(xml(el));
                case "dependencies" -> children(el, deps);
                case "repository" -> repos.append(xml(el));
                case "repositories" -> children(el, repos);
                case "dependencyManagement", "properties" -> other.append(xml(el));
                default -> throw new MagicException("Unexpected <" + el.getTagName() + "> in the POM fragment: expected"
                        + " <dependency>, <dependencies>, <repository>, <repositories>, <dependencyManagement> or"
                        + " <properties> (or a whole <project>)");
            }
        }
        return FRAGMENT_HEAD + "<artifactId>cell</artifactId><version>1</version><packaging>pom</packaging>" + other
                + (deps.isEmpty() ? "" : "<dependencies>" + deps + "</dependencies>")
                + (repos.isEmpty() ? "" : "<repositories>" + repos + "</repositories>")
                + "</project>";
    }

    private static void children(Element parent, StringBuilder out) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element el) {
                out.append(xml(el));
            }
        }
    }

    private static String xml(Element el) {
        try {
            var t = TransformerFactory.newInstance().newTransformer();
            t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            StringWriter w = new StringWriter();
            t.transform(new DOMSource(el), new StreamResult(w));
            return w.toString();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        session.close();
        system.shutdown();
    }

    /**
     * Serves the POMs of {@code %%loadFromPOM} cells to the resolver as workspace artifacts, so they are read
     * with Maven's model builder (parents, BOMs, properties) without being installed in the local repository.
     * Each POM gets coordinates from its content's hash: {@code tahqiq.notebook:cell-HASH:pom:1}.
     */
    private static final class CellPoms implements WorkspaceReader {
        private final WorkspaceRepository repository = new WorkspaceRepository("notebook-cells");
        private final Map<String, Path> poms = new ConcurrentHashMap<>();
        private final Path dir;

        CellPoms() {
            try {
                dir = Files.createTempDirectory("tahqiq-cell-poms");
                dir.toFile().deleteOnExit();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }

        Artifact add(String project) {
            String id = "cell-" + sha256(project).substring(0, 16);
            // The model builder reads groupId/artifactId/version from the file: give the POM the artifact's.
            boolean fragment = project.startsWith(FRAGMENT_HEAD);
            String text = fragment ? project.replaceFirst("<artifactId>cell</artifactId>", "<artifactId>" + id + "</artifactId>")
                    : project;
            Path file = dir.resolve(id + ".pom");
            try {
                Files.writeString(file, text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            file.toFile().deleteOnExit();
            poms.put(id, file);
            if (!fragment) {
                // A whole project keeps its own coordinates; serve it under them.
                return wholeProject(text, file);
            }
            return new DefaultArtifact(CELL_GROUP, id, "pom", "1");
        }

        private Artifact wholeProject(String text, Path file) {
            try {
                DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
                f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
                Document d = f.newDocumentBuilder().parse(new InputSource(new StringReader(text)));
                Element project = d.getDocumentElement();
                String g = childText(project, "groupId");
                String a = childText(project, "artifactId");
                String v = childText(project, "version");
                Element parent = child(project, "parent");
                if (g == null && parent != null) g = childText(parent, "groupId");
                if (v == null && parent != null) v = childText(parent, "version");
                if (g == null || a == null || v == null) {
                    throw new MagicException("The POM needs groupId, artifactId and version (its own or its parent's)");
                }
                poms.put(g + ":" + a + ":" + v, file);
                return new DefaultArtifact(g, a, "pom", v);
            } catch (MagicException e) {
                throw e;
            } catch (Exception e) {
                throw new MagicException("Not a POM: " + e.getMessage());
            }
        }

        private static Element child(Element parent, String name) {
            for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element el && el.getTagName().equals(name)) {
                    return el;
                }
            }
            return null;
        }

        private static String childText(Element parent, String name) {
            Element el = child(parent, name);
            return el == null ? null : el.getTextContent().strip();
        }

        private Path find(Artifact a) {
            if (!"pom".equals(a.getExtension())) {
                return null;
            }
            Path p = CELL_GROUP.equals(a.getGroupId()) ? poms.get(a.getArtifactId()) : null;
            return p != null ? p : poms.get(a.getGroupId() + ":" + a.getArtifactId() + ":" + a.getVersion());
        }

        @Override
        public WorkspaceRepository getRepository() {
            return repository;
        }

        @Override
        public File findArtifact(Artifact artifact) {
            Path p = find(artifact);
            return p == null ? null : p.toFile();
        }

        @Override
        public List<String> findVersions(Artifact artifact) {
            return find(artifact) == null ? List.of() : List.of(artifact.getVersion());
        }
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
