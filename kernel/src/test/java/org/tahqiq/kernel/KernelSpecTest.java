package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KernelSpecTest {

    @Test
    void kernelJsonRunsTheLauncherBesideIt(@TempDir Path dir) throws Exception {
        Path spec = KernelSpec.write(dir.resolve("tahqiq-java"), dir.resolve("x.jar"), Path.of("/usr/bin/java"));
        JsonNode json = new ObjectMapper().readTree(spec.resolve("kernel.json").toFile());
        assertEquals("Java (Tahqiq)", json.get("display_name").asText());
        assertEquals("java", json.get("language").asText());
        assertEquals("message", json.get("interrupt_mode").asText());
        List<?> argv = new ObjectMapper().convertValue(json.get("argv"), List.class);
        assertEquals(List.of("/bin/sh", "{resource_dir}/launch.sh", "{connection_file}"), argv);
        assertTrue(Files.isRegularFile(spec.resolve("launch.sh")));
    }

    /** The version the kernel reports (kernel_info, the banner) is the pom's. */
    @Test
    void theVersionIsThePoms() throws Exception {
        org.w3c.dom.Document pom = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(Path.of("..", "pom.xml").toFile()); // tests run in kernel/
        String version = javax.xml.xpath.XPathFactory.newInstance().newXPath().evaluate("/project/version", pom);
        assertTrue(!version.isBlank());
        assertEquals(version, TahqiqKernel.VERSION);
    }

    /** The launcher's choice of jar, seen by replacing java with a script that prints its arguments. */
    @Test
    void launcherPicksTheNotebooksCheckout(@TempDir Path dir) throws Exception {
        Path fakeJava = dir.resolve("bin with space/java");
        Files.createDirectories(fakeJava.getParent());
        Files.writeString(fakeJava, "#!/bin/sh\necho \"$@\"\n");
        fakeJava.toFile().setExecutable(true);
        Path fallback = dir.resolve("it's elsewhere/tahqiq-kernel.jar");
        Path spec = KernelSpec.write(dir.resolve("spec"), fallback, fakeJava);

        Path clone = dir.resolve("clone two");
        Files.createDirectories(clone.resolve("kernel/target"));
        Files.createDirectories(clone.resolve("notebooks/sub"));
        Files.writeString(clone.resolve("kernel/pom.xml"), "<project><artifactId>tahqiq-kernel</artifactId></project>");
        Files.writeString(clone.resolve(KernelSpec.JAR_IN_CHECKOUT), "");
        Path outside = Files.createDirectories(dir.resolve("scratch"));

        String inClone = launch(spec, clone.resolve("notebooks/sub"));
        assertTrue(inClone.endsWith("-jar " + clone.toRealPath().resolve(KernelSpec.JAR_IN_CHECKOUT) + " conn.json"), inClone);
        assertTrue(inClone.startsWith("-Djava.awt.headless=true"), inClone);
        assertTrue(launch(spec, outside).endsWith("-jar " + fallback + " conn.json"));

        Files.delete(clone.resolve(KernelSpec.JAR_IN_CHECKOUT));
        String unbuilt = launch(spec, clone.resolve("notebooks"));
        assertTrue(unbuilt.contains("is not built"), "no silent fallback to another checkout's jar: " + unbuilt);
    }

    private static String launch(Path spec, Path cwd) throws Exception {
        Process p = new ProcessBuilder("/bin/sh", spec.resolve("launch.sh").toString(), "conn.json")
                .directory(cwd.toFile()).redirectErrorStream(true).start();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return new String(p.getInputStream().readAllBytes()).strip();
    }
}
