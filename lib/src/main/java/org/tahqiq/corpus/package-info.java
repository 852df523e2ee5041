/**
 * The two corpora as records: the Qur'an's verses ({@link org.tahqiq.corpus.QuranCorpus}, its joined normalized text
 * {@link org.tahqiq.corpus.QuranText}), the hadith records of one or more editions ({@link org.tahqiq.corpus.HadithCorpus},
 * readers for the official layout and the hadith-json layout), surah and collection names, the verses as rasm keys
 * ({@link org.tahqiq.corpus.QuranRasm}: a quote in another script matches there). Uses
 * {@code dataset} and {@code text}.
 */
package org.tahqiq.corpus;
