/**
 * Arabic text, the bottom layer: normalization at three strengths with maps back to the input
 * ({@link org.tahqiq.text.ArabicNormalizer}), Python code-point offsets over Java's UTF-16 ({@link org.tahqiq.text.CodePoints}),
 * RapidFuzz-style similarities ({@link org.tahqiq.text.Fuzzy}), vowel marks and honorific formulas. Uses nothing of the
 * project.
 */
package org.tahqiq.text;
