package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MavenResolverTest {

    @Test
    void fragmentsBecomeAProject() {
        String p = MavenResolver.asProject("<properties><v>1</v></properties>\n"
                + "<dependency><groupId>g</groupId><artifactId>a</artifactId><version>${v}</version></dependency>\n"
                + "<repositories><repository><id>r</id><url>https://example.invalid/m2</url></repository></repositories>");
        assertTrue(p.startsWith("<project"), p);
        assertTrue(p.contains("<properties><v>1</v></properties>"), p);
        assertTrue(p.contains("<dependencies><dependency><groupId>g</groupId>"), p);
        assertTrue(p.contains("<repositories><repository><id>r</id>"), p);
        String whole = "<project><groupId>x</groupId></project>";
        assertEquals(whole, MavenResolver.asProject("<?xml version=\"1.0\"?>\n" + whole));
        MagicException e = assertThrows(MagicException.class, () -> MavenResolver.asProject("<build/>"));
        assertTrue(e.getMessage().contains("Unexpected <build>"), e.getMessage());
        assertThrows(MagicException.class, () -> MavenResolver.asProject("<dependency>"));
    }

    @Test
    void badCoordinatesSaySo(@TempDir Path repo) {
        try (MavenResolver r = new MavenResolver(repo)) {
            MagicException e = assertThrows(MagicException.class, () -> r.resolveCoordinates(List.of("just-a-name")));
            assertTrue(e.getMessage().contains("Bad Maven coordinates 'just-a-name'"), e.getMessage());
        }
    }
}
