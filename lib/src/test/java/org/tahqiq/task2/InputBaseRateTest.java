package org.tahqiq.task2;

import org.tahqiq.task2.rules.MatnFeature;
import org.tahqiq.task2.rules.MatnModel;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.models.BaseRate;

class InputBaseRateTest {

    private static final List<MatnFeature> ONE = List.of(MatnFeature.SIMILARITY);

    /** A model whose log-odds is its one feature plus {@code bias}, fitted at share {@code rate}. */
    private static MatnModel model(double bias, double rate) {
        return new MatnModel(ONE, new double[] {0}, new double[] {1}, new double[] {1}, bias, rate);
    }

    private static final Thresholds T = new Thresholds(100, 98.5, 85);

    /** Rows of one quote each: most read as clearly correct, so the input's share is far above the fitted 0.2. */
    private static List<List<double[]>> rows(int n) {
        List<List<double[]>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(List.of(new double[] {i % 5 == 0 ? -6 : 6}));
        }
        return out;
    }

    @Test
    void everyFoldsModelMovesToTheOneShareTheInputSuggests() {
        Map<Integer, Task2Fit> fits = Map.of(0, new Task2Fit(T, model(-1.4, 0.2)), 1, new Task2Fit(T, model(-1.0, 0.3)));
        int[] foldOf = new int[1000];
        for (int i = 0; i < foldOf.length; i++) {
            foldOf[i] = i % 2;
        }
        InputBaseRate b = InputBaseRate.of(fits, foldOf, rows(1000));
        assertTrue(b.rate() > 0.7, "four in five quotes read as correct: " + b.rate());
        for (int f : List.of(0, 1)) {
            MatnModel was = fits.get(f).matn();
            MatnModel now = b.fits().get(f).matn();
            assertEquals(b.rate(), now.baseRate(), 1e-12);
            assertEquals(was.bias() + BaseRate.shift(b.rate(), was.baseRate()), now.bias(), 1e-12);
            assertEquals(was.weights()[0], now.weights()[0], 0, "the weights stay");
            assertSame(fits.get(f).thresholds(), b.fits().get(f).thresholds());
        }
    }

    @Test
    void aFitWithoutAModelAndAnInputWithoutQuotesLeaveEverythingAsItWas() {
        Task2Fit cut = Task2Fit.cut(T);
        InputBaseRate none = InputBaseRate.of(cut, rows(10));
        assertSame(cut, none.fits().get(0));
        assertTrue(Double.isNaN(none.rate()));
        Task2Fit fit = new Task2Fit(T, model(-1.4, 0.2));
        InputBaseRate empty = InputBaseRate.of(fit, List.of(List.of(), List.of()));
        assertSame(fit, empty.fits().get(0));
    }

    @Test
    void atItsOwnShareAModelIsUnchanged() {
        MatnModel m = model(-1.4, 0.2);
        assertEquals(m, m.atBaseRate(0.2));
        assertTrue(m.atBaseRate(0.5).accepts(new double[] {1.2}) && !m.accepts(new double[] {1.2}),
                "at a higher share a borderline quote passes");
    }
}
