/**
 * The rasm: Arabic text reduced to the letters every standard script of the Qur'an shares, so a verse copied in the
 * Uthmani script or in another plain edition is recognised as the verse ({@link org.tahqiq.text.rasm.Rasm}). Small
 * stages with one job each; the character map is data ({@code letters.json}). Uses {@code text}.
 */
package org.tahqiq.text.rasm;
