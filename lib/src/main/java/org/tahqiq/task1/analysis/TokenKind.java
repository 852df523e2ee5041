package org.tahqiq.task1.analysis;

/** What a {@link Token} is. */
public enum TokenKind {
    WORD, NUMBER, PUNCT, TAG
}
