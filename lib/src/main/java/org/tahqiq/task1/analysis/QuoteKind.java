package org.tahqiq.task1.analysis;

/** The delimiters a {@link Quote} is written with. */
public enum QuoteKind {
    /** straight double quotes */
    DOUBLE,
    /** straight single quotes */
    SINGLE,
    /** « » */
    GUILLEMET,
    /** “ ” and ‘ ’ */
    CURLY,
    /** { } */
    BRACE,
    /** the ornate parentheses of printed Qur'ans */
    ORNATE,
    /** ( ) */
    PAREN,
    /** [ ] */
    BRACKET,
    /** markdown bold {@code **...**} or {@code __...__} */
    BOLD,
    /** a tag pair such as {@code <aya_start> ... <aya_end>} */
    TAG;

    /** Whether the kind delimits quotations (as opposed to references or emphasis). */
    public boolean isQuotation() {
        return this != PAREN && this != BRACKET && this != BOLD;
    }
}
