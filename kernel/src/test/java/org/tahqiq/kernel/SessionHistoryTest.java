package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.dflib.jjava.jupyter.kernel.history.HistoryEntry;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager.ResultFlag;
import org.junit.jupiter.api.Test;

class SessionHistoryTest {

    private static final Set<ResultFlag> NONE = EnumSet.noneOf(ResultFlag.class);

    private static SessionHistory sample() {
        SessionHistory h = new SessionHistory();
        h.record(1, "int x = 1;", null);
        h.record(2, "x + 1", "2");
        h.record(3, "x + 1", "2");
        h.record(4, "String s = \"abc\";", null);
        return h;
    }

    private static List<String> inputs(List<HistoryEntry> entries) {
        return entries.stream().map(HistoryEntry::getInput).toList();
    }

    @Test
    void tailRangeAndSearch() {
        SessionHistory h = sample();
        assertEquals(List.of("x + 1", "String s = \"abc\";"), inputs(h.lookupTail(2, NONE)));
        assertEquals(4, h.lookupTail(0, NONE).size(), "n <= 0 returns everything");
        assertEquals(List.of("x + 1", "x + 1"), inputs(h.lookupRange(0, 2, 4, NONE)));
        assertEquals(3, h.lookupRange(SessionHistory.SESSION, 2, 0, NONE).size(), "stop 0 runs to the end");
        assertTrue(h.lookupRange(-1, 0, 0, NONE).isEmpty(), "no earlier sessions are kept");
        assertEquals(List.of("x + 1", "x + 1"), inputs(h.search("x*", 10, NONE)));
        assertEquals(List.of("x + 1"), inputs(h.search("x*", 10, EnumSet.of(ResultFlag.UNIQUE))));
        assertEquals(List.of("String s = \"abc\";"), inputs(h.search("*[a-c]bc*", 0, NONE)));
        assertEquals(List.of("int x = 1;"), inputs(h.search("?nt *", 0, NONE)));
    }

    @Test
    void outputsWhenAsked() {
        List<HistoryEntry> e = sample().lookupRange(0, 1, 3, EnumSet.of(ResultFlag.INCLUDE_OUTPUT));
        assertEquals("", e.get(0).getOutput(), "a cell without output carries an empty string");
        assertEquals("2", e.get(1).getOutput());
        assertEquals(2, e.get(1).getCellNumber());
        assertEquals(SessionHistory.SESSION, e.get(1).getSession());
        assertEquals(null, sample().lookupTail(1, NONE).get(0).getOutput());
    }
}
