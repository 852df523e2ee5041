package org.tahqiq.compare;

/**
 * What a word does in a narration, for weighing a difference: a changed particle rarely makes a quote wrong, a
 * changed frame word ("قال", "رسول") never does, a changed content word usually does.
 */
public enum WordClass {
    /** Particles, prepositions, pronouns, auxiliaries: the grammar's glue. */
    FUNCTION,
    /** The narration's frame: who said it to whom ("قال رسول الله", "سمعت", "عن"). */
    FRAME,
    /** Everything else: what the hadith says. */
    CONTENT
}
