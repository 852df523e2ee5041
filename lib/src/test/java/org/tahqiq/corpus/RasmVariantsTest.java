package org.tahqiq.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class RasmVariantsTest {

    @Test
    void rewritesListedWordsWithOrWithoutAProclitic() {
        assertEquals("واحل الله البيع وحرم الربا", RasmVariants.rewrite("واحل الله البيع وحرم الربوا"));
        assertEquals("واقيموا الصلاه واتوا الزكاه", RasmVariants.rewrite("واقيموا الصلوه واتوا الزكوه"));
        assertEquals("بالصلاه", RasmVariants.rewrite("بالصلوه"));
    }

    @Test
    void leavesOtherTextAlone() {
        String s = "قل هو الله احد";
        assertSame(s, RasmVariants.rewrite(s));
        assertEquals("صلوا عليه", RasmVariants.rewrite("صلوا عليه"), "a verb that merely resembles a listed word");
    }
}
