package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tahqiq.kernel.CellParser.CellMagic;
import org.tahqiq.kernel.CellParser.Code;
import org.tahqiq.kernel.CellParser.LineMagic;
import org.tahqiq.kernel.CellParser.Segment;

class CellParserTest {

    @Test
    void plainCodeIsOneSegment() {
        List<Segment> s = CellParser.parse("int x = 1;\nx + 1");
        assertEquals(List.of(new Code("int x = 1;\nx + 1")), s);
    }

    @Test
    void blankCellHasNoSegments() {
        assertTrue(CellParser.parse("  \n\n").isEmpty());
        assertTrue(CellParser.parse(null).isEmpty());
    }

    @Test
    void lineMagicsSplitCodeInOrder() {
        List<Segment> s = CellParser.parse("%jars ../lib/target/*.jar\nimport demo.Greeter;\n  %classpath\nGreeter.greet(\"x\")");
        assertEquals(List.of(
                new LineMagic("jars", List.of("../lib/target/*.jar")),
                new Code("import demo.Greeter;"),
                new LineMagic("classpath", List.of()),
                new Code("Greeter.greet(\"x\")")), s);
    }

    @Test
    void magicWithSeveralArguments() {
        List<Segment> s = CellParser.parse("%jars a.jar  lib/*.jar\t'dir with space/x.jar'");
        assertEquals(new LineMagic("jars", List.of("a.jar", "lib/*.jar", "dir with space/x.jar")), s.get(0));
    }

    @Test
    void cellMagicTakesTheBody() {
        List<Segment> s = CellParser.parse("\n%%loadFromPOM --x\n<dependency/>\nmore");
        assertEquals(1, s.size());
        CellMagic m = assertInstanceOf(CellMagic.class, s.get(0));
        assertEquals("loadFromPOM", m.name());
        assertEquals(List.of("--x"), m.args());
        assertEquals("<dependency/>\nmore", m.body());
    }

    @Test
    void percentInsideCodeIsNotAMagic() {
        List<Segment> s = CellParser.parse("int r = 7 % 3;\nString f = \"%d\";");
        assertEquals(1, s.size());
        assertInstanceOf(Code.class, s.get(0));
    }

    @Test
    void splitArgsHandlesQuotesAndEscapes() {
        assertEquals(List.of("a", "b c", "d\"e", "f g", "h'i"),
                CellParser.splitArgs(" a \"b c\" \"d\\\"e\" f\\ g \"h'i\" "));
        assertEquals(List.of(), CellParser.splitArgs("   "));
        assertEquals(List.of(""), CellParser.splitArgs("''"));
        assertThrows(MagicException.class, () -> CellParser.splitArgs("'unterminated"));
    }
}
