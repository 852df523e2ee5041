package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tahqiq.kernel.CellParser.CellMagic;
import org.tahqiq.kernel.CellParser.Code;
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
    void lineMagicsBecomeCallsOnTheirOwnLines() {
        List<Segment> s = CellParser.parse("%jars ../lib/target/*.jar\nimport demo.Greeter;\n  %classpath\nGreeter.greet(\"x\")");
        assertEquals(List.of(new Code(CellParser.CALL + "(\"jars\", \"../lib/target/*.jar\");\n"
                + "import demo.Greeter;\n"
                + "  " + CellParser.CALL + "(\"classpath\");\n"
                + "Greeter.greet(\"x\")")), s);
    }

    @Test
    void magicWithSeveralArguments() {
        assertEquals(CellParser.CALL + "(\"jars\", \"a.jar\", \"lib/*.jar\", \"dir with space/x.jar\", \"q\\\"d\");",
                CellParser.transpile("%jars a.jar  lib/*.jar\t'dir with space/x.jar' 'q\"d'"));
    }

    @Test
    void magicsInsideBlocksAndAfterAssignments() {
        assertEquals("if (true) {\n    " + CellParser.CALL + "(\"maven\", \"g:a:1\");\n}",
                CellParser.transpile("if (true) {\n    %maven g:a:1\n}"));
        assertEquals("var added = " + CellParser.VALUE_CALL + "(\"jars\", \"x.jar\");",
                CellParser.transpile("var added = %jars x.jar"));
        // == is a comparison, and a % inside a string is text
        assertEquals("boolean b = x ==%d", CellParser.transpile("boolean b = x ==%d"));
        assertEquals("String s = \"a = %jars\"", CellParser.transpile("String s = \"a = %jars\""));
    }

    @Test
    void textBlocksAreLeftAlone() {
        String code = "String t = \"\"\"\n%jars not-a-magic\n\"\"\";\n%lsmagic";
        assertEquals("String t = \"\"\"\n%jars not-a-magic\n\"\"\";\n" + CellParser.CALL + "(\"lsmagic\");",
                CellParser.transpile(code));
    }

    @Test
    void blankingKeepsOffsets() {
        String code = "%jars a.jar\nMath.max(1, 2)";
        String blanked = CellParser.blankMagics(code);
        assertEquals(code.length(), blanked.length());
        assertEquals("           \nMath.max(1, 2)", blanked);
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
