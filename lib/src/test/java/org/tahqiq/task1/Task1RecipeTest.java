package org.tahqiq.task1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class Task1RecipeTest {

    @Test
    void aTrainingSeedMovesThePerceptronsAndTheSyntheticAnswersSeedAndNothingElse() {
        Task1Recipe d = Task1Recipe.DEFAULT;
        Task1Recipe r = d.withTrainingSeed(3);
        assertEquals(3, r.settings().seed());
        assertEquals(3, r.syntheticSeed());
        assertEquals(d.settings().withSeed(3), r.settings());
        assertEquals(d.synthetic(), r.synthetic());
        assertEquals(d.shapes(), r.shapes());
        assertEquals(d.topic(), r.topic());
        assertEquals(d.trainQuotes(), r.trainQuotes());
    }

    @Test
    void theDescriptionNamesATrainingSeedOnlyWhenItIsNotTheRecipes() {
        assertFalse(Task1Recipe.DEFAULT.toString().contains("training seed"), Task1Recipe.DEFAULT.toString());
        assertTrue(Task1Recipe.DEFAULT.withTrainingSeed(3).toString().endsWith(", training seed 3"),
                Task1Recipe.DEFAULT.withTrainingSeed(3).toString());
    }
}
