/**
 * Reading what an answer claims about its citation: verse references ("البقرة: 255", "(33:56)"), hadith
 * collections ("رواه البخاري ومسلم", "متفق عليه") and the narrators an isnad names. Uses {@code corpus} and
 * {@code text}.
 */
package org.tahqiq.attribution;
