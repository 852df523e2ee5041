package org.tahqiq.kernel;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** Writes the Jupyter kernelspec (kernel.json) that launches this kernel. */
public final class KernelSpec {

    public static final String DISPLAY_NAME = "Java (Tahqiq)";

    private KernelSpec() {}

    /** JVM options in kernel.json: headless AWT for charts, and room for notebooks' data. */
    static final List<String> JVM_OPTIONS = List.of("-Djava.awt.headless=true", "-XX:+UseSerialGC");

    /** kernel.json's text for a kernel run by {@code java} from {@code jar}. */
    public static String json(Path jar, Path java) {
        List<String> argv = new ArrayList<>();
        argv.add(java.toAbsolutePath().toString());
        argv.addAll(JVM_OPTIONS);
        argv.add("-jar");
        argv.add(jar.toAbsolutePath().normalize().toString());
        argv.add("{connection_file}");
        StringBuilder a = new StringBuilder();
        for (int i = 0; i < argv.size(); i++) {
            a.append(i == 0 ? "" : ", ").append(quote(argv.get(i)));
        }
        return "{\n"
                + "  \"argv\": [" + a + "],\n"
                + "  \"display_name\": " + quote(DISPLAY_NAME) + ",\n"
                + "  \"language\": \"java\",\n"
                + "  \"interrupt_mode\": \"message\",\n"
                + "  \"env\": {},\n"
                + "  \"metadata\": {\"debugger\": false}\n"
                + "}\n";
    }

    /** Writes kernel.json into {@code dir} (created if needed); returns {@code dir}. */
    public static Path write(Path dir, Path jar, Path java) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("kernel.json"), json(jar, java));
        return dir;
    }

    /** The jar this class was loaded from. */
    static Path thisJar() {
        try {
            return Paths.get(KernelSpec.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The java launcher running this JVM. */
    static Path thisJava() {
        return ProcessHandle.current().info().command().map(Paths::get)
                .orElse(Paths.get(System.getProperty("java.home"), "bin", "java"));
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format("\\u%04x", (int) c)); else b.append(c);
                }
            }
        }
        return b.append('"').toString();
    }
}
