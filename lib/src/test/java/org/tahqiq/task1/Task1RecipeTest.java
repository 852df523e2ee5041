package org.tahqiq.task1;

import org.tahqiq.task1.detect.BoundaryRule;
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

    @Test
    void rulesLeftOutChangeDetectionOnlyAndAreNamed() {
        Task1Recipe d = Task1Recipe.DEFAULT;
        assertEquals(BoundaryRule.ALL, d.rules());
        Task1Recipe r = d.withRules(BoundarySwitches.apply(BoundaryRule.ALL, "-bareChain,-quoteEdges"));
        assertEquals(java.util.EnumSet.of(BoundaryRule.QUOTE_EDGES, BoundaryRule.BARE_CHAIN), r.rulesOff());
        assertEquals(d.settings(), r.settings());
        assertEquals(d.withRules(BoundaryRule.ALL), d);
        assertTrue(r.toString().endsWith(", without the boundary rules quoteEdges,bareChain"), r.toString());
        assertFalse(d.toString().contains("boundary rules"), d.toString());
        // carried through the other changes of a recipe
        assertEquals(r.rulesOff(), r.withTrainingSeed(3).withSynthetic(10).rulesOff());
    }

    @Test
    void theRecipesSpecLeavesOutAnEmptySetOfRulesSoPinnedSpecsStayValid() {
        String plain = org.tahqiq.experiment.RunSpec.plain(Task1Recipe.DEFAULT).toString();
        assertFalse(plain.contains("rulesOff"), plain);
        String off = org.tahqiq.experiment.RunSpec.plain(Task1Recipe.DEFAULT.withRules(
                BoundarySwitches.apply(BoundaryRule.ALL, "-quoteEdges"))).toString();
        assertTrue(off.contains("rulesOff") && off.contains("QUOTE_EDGES"), off);
    }

    @Test
    void anUnknownRuleSwitchIsAUsageError() {
        org.tahqiq.subtask.UsageException e = org.junit.jupiter.api.Assertions.assertThrows(org.tahqiq.subtask.UsageException.class,
                () -> BoundarySwitches.apply(BoundaryRule.ALL, "-bareChains"));
        assertTrue(e.getMessage().contains("'bareChains'") && e.getMessage().contains("bareChain"), e.getMessage());
        assertEquals(BoundaryRule.ALL, BoundarySwitches.apply(BoundaryRule.ALL, "-bareChain,+bareChain"));
    }
}
