/**
 * Finding a verse or a hadith by its reference («البقرة 255», «صحيح البخاري 1») or by the words a user remembers,
 * misquoted or without vowels: the query read as a reference or searched as text over both corpora, the hits ranked
 * with the words that differ from the query marked ({@link org.tahqiq.lookup.Lookup}). The {@code lookup} command and
 * {@code GET /lookup} show it. Uses the shared stages ({@code corpus}, {@code attribution}, {@code index},
 * {@code compare}, {@code text}).
 */
package org.tahqiq.lookup;
