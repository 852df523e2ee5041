package org.tahqiq.task1.analysis;

/**
 * A pair of delimiters around some tokens: {@code open} and {@code close} are the delimiter tokens' indices
 * (content is {@code open+1 .. close-1}).
 */
public record Quote(int open, int close, QuoteKind kind) {

    public int contentTokens() {
        return close - open - 1;
    }

    public boolean contains(int token) {
        return token > open && token < close;
    }
}
