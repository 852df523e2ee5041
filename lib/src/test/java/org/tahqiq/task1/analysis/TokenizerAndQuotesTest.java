package org.tahqiq.task1.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TokenizerAndQuotesTest {

    private static List<String> texts(String s) {
        return Tokenizer.tokenize(s).stream().map(Token::text).toList();
    }

    @Test
    void quoteMarksBracketsColonsAndNumbersStandAlone() {
        assertEquals(List.of("قال", "تعالى", ":", "\"", "قل", "هو", "الله", "أحد", "\"", "(", "الإخلاص", ":", "1", ")", "."),
                texts("قال تعالى: \"قل هو الله أحد\" (الإخلاص: 1)."));
    }

    @Test
    void tagsAndBoldAreOneTokenEach() {
        assertEquals(List.of("<aya_start>", "قل", "<aya_end>", "**", "نص", "**"), texts("<aya_start>قل<aya_end> **نص**"));
    }

    @Test
    void leadingWawOrFaIsSplitOffChainWordsOnly() {
        // The gold isnad of "وعن أبي هريرة" starts at عن; a verse word such as "وقضى" stays whole.
        assertEquals(List.of("و", "عن", "أبي", "هريرة"), texts("وعن أبي هريرة"));
        assertEquals(List.of("ف", "عن", "عائشة"), texts("فعن عائشة"));
        assertEquals(List.of("وقضى", "ربك"), texts("وقضى ربك"));
    }

    @Test
    void offsetsAreUtf16IndicesAndAnEmojiIsItsOwnToken() {
        String s = "\uD83D\uDE00 قل";
        List<Token> t = Tokenizer.tokenize(s);
        assertEquals(2, t.size());
        assertEquals(0, t.get(0).start());
        assertEquals(2, t.get(0).end(), "a supplementary character is two UTF-16 units");
        assertEquals(3, t.get(1).start());
        assertTrue(t.get(1).spaceBefore());
    }

    @Test
    void newlinesBeforeATokenAreCounted() {
        List<Token> t = Tokenizer.tokenize("أ\n\nب\nج");
        assertEquals(List.of(0, 2, 1), t.stream().map(Token::newlinesBefore).toList());
    }

    @Test
    void quotesOfEveryKindPair() {
        String s = "«أ» \"ب\" {ج} \uFD3Fد\uFD3E (هـ) [و] <aya_start>ز<aya_end> **ح**";
        List<Token> t = Tokenizer.tokenize(s);
        List<QuoteKind> kinds = QuoteStructure.find(t).stream().map(Quote::kind).toList();
        assertEquals(List.of(QuoteKind.GUILLEMET, QuoteKind.DOUBLE, QuoteKind.BRACE, QuoteKind.ORNATE, QuoteKind.PAREN,
                QuoteKind.BRACKET, QuoteKind.TAG, QuoteKind.BOLD), kinds);
        for (Quote q : QuoteStructure.find(t)) {
            assertEquals(1, q.contentTokens(), q.toString());
        }
    }

    @Test
    void aBlankLineEndsAnOpenQuoteButNotATag() {
        List<Token> t = Tokenizer.tokenize("\"أ\n\nب\" <aya_start>ج\n\nد<aya_end>");
        List<Quote> q = QuoteStructure.find(t);
        assertEquals(1, q.size(), q.toString());
        assertEquals(QuoteKind.TAG, q.get(0).kind());
    }

    @Test
    void innermostQuoteWins() {
        List<Token> t = Tokenizer.tokenize("**\"أ ب\"**");
        List<Quote> q = QuoteStructure.find(t);
        int[] in = QuoteStructure.innermost(t.size(), q);
        assertEquals(QuoteKind.DOUBLE, q.get(in[2]).kind());
    }
}
