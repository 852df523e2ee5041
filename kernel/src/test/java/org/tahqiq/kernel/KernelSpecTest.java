package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KernelSpecTest {

    @Test
    void kernelJsonPointsAtJarAndJava(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("dir with \"quotes\"/tahqiq-kernel.jar");
        Path spec = KernelSpec.write(dir.resolve("tahqiq-java"), jar, Path.of("/usr/bin/java"));
        JsonNode json = new ObjectMapper().readTree(spec.resolve("kernel.json").toFile());
        assertEquals("Java (Tahqiq)", json.get("display_name").asText());
        assertEquals("java", json.get("language").asText());
        assertEquals("message", json.get("interrupt_mode").asText());
        List<String> argv = new ObjectMapper().convertValue(json.get("argv"), List.class);
        assertEquals("/usr/bin/java", argv.get(0));
        assertEquals(List.of("-jar", jar.toString(), "{connection_file}"), argv.subList(argv.size() - 3, argv.size()));
    }
}
