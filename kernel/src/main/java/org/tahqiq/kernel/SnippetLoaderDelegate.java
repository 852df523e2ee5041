package org.tahqiq.kernel;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.URLConnection;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.Manifest;

import jdk.jshell.execution.LoaderDelegate;
import jdk.jshell.spi.ExecutionControl.ClassBytecodes;
import jdk.jshell.spi.ExecutionControl.ClassInstallException;
import jdk.jshell.spi.ExecutionControl.InternalException;

/**
 * Loads JShell's snippet classes and the class path that {@code %jars}, {@code %classpath} and {@code %maven} add,
 * like JShell's own in-process loader, except that every class it defines first goes through
 * {@link ExitCalls#reroute}: {@code System.exit} in a cell, or in a library the cell calls, ends the cell and not
 * the kernel. Parent-first, as JShell's loader is: the kernel's own class path comes before added jars.
 */
final class SnippetLoaderDelegate implements LoaderDelegate {

    private final SnippetClassLoader loader = new SnippetClassLoader();
    private final Map<String, Class<?>> loaded = new ConcurrentHashMap<>();

    ClassLoader classLoader() {
        return loader;
    }

    @Override
    public void load(ClassBytecodes[] cbcs) throws ClassInstallException {
        boolean[] installed = new boolean[cbcs.length];
        int i = 0;
        try {
            for (ClassBytecodes cbc : cbcs) {
                loader.declare(cbc.name(), cbc.bytecodes());
            }
            for (ClassBytecodes cbc : cbcs) {
                Class<?> k = loader.loadClass(cbc.name());
                loaded.put(cbc.name(), k);
                installed[i++] = true;
                k.getDeclaredMethods(); // links the class now, so a bad class fails here and not mid-cell
            }
        } catch (Throwable t) {
            throw new ClassInstallException("load: " + t.getMessage(), installed);
        }
    }

    @Override
    public void classesRedefined(ClassBytecodes[] cbcs) {
        for (ClassBytecodes cbc : cbcs) {
            loader.declare(cbc.name(), cbc.bytecodes());
        }
    }

    @Override
    public void addToClasspath(String path) throws InternalException {
        for (String entry : path.split(File.pathSeparator)) {
            if (entry.isEmpty()) {
                continue;
            }
            try {
                loader.addEntry(new File(entry).toURI().toURL());
            } catch (MalformedURLException e) {
                throw new InternalException("Bad class path entry " + entry + ": " + e.getMessage());
            }
        }
    }

    @Override
    public Class<?> findClass(String name) throws ClassNotFoundException {
        Class<?> k = loaded.get(name);
        if (k == null) {
            throw new ClassNotFoundException(name + " not found");
        }
        return k;
    }

    /** Snippet classes from memory, added entries through a URLClassLoader's lookup; both rerouted. */
    static final class SnippetClassLoader extends URLClassLoader {
        static {
            registerAsParallelCapable();
        }

        private final Map<String, byte[]> snippets = new ConcurrentHashMap<>();

        SnippetClassLoader() {
            super("tahqiq-snippets", new URL[0], ClassLoader.getSystemClassLoader());
        }

        void declare(String name, byte[] bytes) {
            snippets.put(name, bytes);
        }

        void addEntry(URL url) {
            addURL(url);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] snippet = snippets.get(name);
            if (snippet != null) {
                byte[] b = ExitCalls.reroute(snippet);
                return defineClass(name, b, 0, b.length, (CodeSource) null);
            }
            URL url = findResource(name.replace('.', '/') + ".class");
            if (url == null) {
                throw new ClassNotFoundException(name);
            }
            try {
                URLConnection conn = url.openConnection();
                byte[] bytes;
                try (InputStream in = conn.getInputStream()) {
                    bytes = in.readAllBytes();
                }
                URL codeBase = url;
                Manifest manifest = null;
                if (conn instanceof JarURLConnection jar) {
                    codeBase = jar.getJarFileURL();
                    manifest = jar.getManifest();
                }
                definePackageOf(name, manifest, codeBase);
                byte[] b = ExitCalls.reroute(bytes);
                return defineClass(name, b, 0, b.length, new CodeSource(codeBase, (CodeSigner[]) null));
            } catch (IOException e) {
                throw new ClassNotFoundException(name + ": " + e.getMessage(), e);
            }
        }

        private void definePackageOf(String className, Manifest manifest, URL codeBase) {
            int dot = className.lastIndexOf('.');
            if (dot < 0) {
                return;
            }
            String pkg = className.substring(0, dot);
            if (getDefinedPackage(pkg) != null) {
                return;
            }
            try {
                if (manifest != null) {
                    definePackage(pkg, manifest, codeBase);
                } else {
                    definePackage(pkg, null, null, null, null, null, null, null);
                }
            } catch (IllegalArgumentException racedWithAnotherThread) {
                // defined meanwhile by a parallel load of another class of the package
            }
        }
    }
}
