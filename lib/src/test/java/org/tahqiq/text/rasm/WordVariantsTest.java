package org.tahqiq.text.rasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class WordVariantsTest {

    @Test
    void rewritesListedWordsWithOrWithoutAProclitic() {
        assertEquals("واحل الله البيع وحرم الربا", WordVariants.rewrite("واحل الله البيع وحرم الربوا"));
        assertEquals("واقيموا الصلاه واتوا الزكاه", WordVariants.rewrite("واقيموا الصلوه واتوا الزكوه"));
        assertEquals("بالصلاه", WordVariants.rewrite("بالصلوه"));
    }

    @Test
    void leavesOtherTextAlone() {
        String s = "قل هو الله احد";
        assertSame(s, WordVariants.rewrite(s));
        assertEquals("صلوا عليه", WordVariants.rewrite("صلوا عليه"), "a verb that merely resembles a listed word");
    }
}
