package org.tahqiq.report;

import java.util.List;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.ArabicNormalizer.Level;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** What each {@link ArabicNormalizer} level does to real spans, and the forms the matchers finally compare. */
public final class NormalizerLevels {

    private NormalizerLevels() {
    }

    /** One row per span and form: original, each level, and the matcher's query (Qur'an or hadith). */
    public static Table examples(List<Segment> spans) {
        StringColumn key = StringColumn.create("segment");
        StringColumn form = StringColumn.create("form");
        StringColumn text = StringColumn.create("text");
        for (Segment s : spans) {
            String k = s.key().toString();
            add(key, form, text, k, "original", s.text());
            for (Level l : Level.values()) {
                add(key, form, text, k, l.name(), ArabicNormalizer.normalize(s.text(), l));
            }
            if (s.type() == SegmentType.AYAH) {
                add(key, form, text, k, "Qur'an query (digits dropped)", QuranText.normalizeQuery(s.text()));
            } else if (s.type() == SegmentType.MATN) {
                add(key, form, text, k, "hadith query (honorifics set aside)", HadithMatcher.normalize(s.text()));
            }
        }
        return Table.create("normalization levels", key, form, text);
    }

    private static void add(StringColumn key, StringColumn form, StringColumn text, String k, String f, String t) {
        key.append(k);
        form.append(f);
        text.append(t.replace('\n', ' '));
    }

    /**
     * Per type and level: how many spans the level changes (relative to the previous level; DIACRITICS relative
     * to the original) and the mean number of characters it removes.
     */
    public static Table effect(List<Segment> segments) {
        StringColumn type = StringColumn.create("type");
        StringColumn level = StringColumn.create("level");
        IntColumn spans = IntColumn.create("spans");
        DoubleColumn changed = DoubleColumn.create("share_changed");
        DoubleColumn removed = DoubleColumn.create("mean_chars_removed");
        for (SegmentType t : SegmentType.values()) {
            List<String> texts = segments.stream().filter(s -> s.type() == t).map(Segment::text).toList();
            List<String> prev = texts;
            for (Level l : Level.values()) {
                List<String> cur = texts.stream().map(x -> ArabicNormalizer.normalize(x, l)).toList();
                int n = texts.size();
                int ch = 0;
                long rm = 0;
                for (int i = 0; i < n; i++) {
                    if (!cur.get(i).equals(prev.get(i))) {
                        ch++;
                    }
                    rm += prev.get(i).length() - cur.get(i).length();
                }
                type.append(t.wire());
                level.append(l.name());
                spans.append(n);
                changed.append(n == 0 ? Double.NaN : (double) ch / n);
                removed.append(n == 0 ? Double.NaN : (double) rm / n);
                prev = cur;
            }
        }
        return Table.create("what each normalization level changes", type, level, spans, changed, removed);
    }
}
