package org.tahqiq.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;
import org.tahqiq.testing.DevData;

class LockboxTest {

    @Test
    void drawHoldsOutAThirdOfTheDistinctQuestionsSortedAndRepeatably() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            ids.add("Q" + (100 + i));
            ids.add("Q" + (100 + i)); // a question with two answers counts once
        }
        List<String> held = Lockbox.draw(ids, Lockbox.SEED);
        assertEquals(10, held.size());
        assertEquals(new ArrayList<>(new TreeSet<>(held)), held, "sorted, no repeats");
        assertTrue(new TreeSet<>(ids).containsAll(held));
        List<String> reversed = new ArrayList<>(ids);
        java.util.Collections.reverse(reversed);
        assertEquals(held, Lockbox.draw(reversed, Lockbox.SEED), "input order does not matter");
        assertFalse(held.equals(Lockbox.draw(ids, Lockbox.SEED + 1)), "another seed draws another third");
    }

    @Test
    void theFileTextParsesBackToTheDrawnQuestions() {
        List<String> held = List.of("Q1", "Q2", "Q7");
        Lockbox box = Lockbox.parse(Lockbox.fileText(held, 9).lines().toList());
        assertEquals(Set.of("Q1", "Q2", "Q7"), box.questions());
        assertTrue(box.holds("Q7"));
        assertFalse(box.holds("Q3"));
    }

    /** The committed ids are exactly what the fixed seed draws from the dev questions: the lockbox cannot drift. */
    @Test
    void theCommittedLockboxIsTheSeedsThirdOfTheDevQuestions() {
        DataLocation data = DevData.devSetOrSkip("LockboxTest");
        List<String> questions = DevJsonlReader.read(data.devJsonl()).stream().map(Response::questionId).toList();
        Set<String> committed = Lockbox.dev().questions();
        assertEquals(new TreeSet<>(Lockbox.draw(questions, Lockbox.SEED)), committed);
        int distinct = new TreeSet<>(questions).size();
        assertEquals(Math.round(distinct / 3f), committed.size());
    }
}
