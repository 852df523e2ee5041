package org.tahqiq.task1.analysis;

/**
 * One token of an answer: a word, a number, a punctuation mark (a run of one repeated mark, so that
 * markdown {@code **} is one token) or a tag such as {@code <aya_start>}. Whitespace is not a token; what
 * it held is kept as {@link #newlinesBefore} and {@link #spaceBefore}.
 *
 * @param start          UTF-16 index of the first char in the answer
 * @param end            UTF-16 index after the last char
 * @param norm           the word SEARCH-normalized (letters only, no marks); the text itself for other kinds
 * @param marks          combining marks (harakat) written on the word
 * @param newlinesBefore line breaks in the whitespace before the token
 */
public record Token(int start, int end, String text, String norm, TokenKind kind, int marks, int newlinesBefore,
                    boolean spaceBefore) {

    public boolean isWord() {
        return kind == TokenKind.WORD;
    }

    public boolean isPunct(char c) {
        return kind == TokenKind.PUNCT && text.charAt(0) == c;
    }

    public boolean startsLine() {
        return newlinesBefore > 0;
    }
}
