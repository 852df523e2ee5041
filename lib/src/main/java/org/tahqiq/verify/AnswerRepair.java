package org.tahqiq.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * Puts a checked answer's citations right from what the check found, without checking again: an incorrect Ayah or matn
 * with an accepted proposal becomes the proposed text, a wrong Qur'an reference the place of the verse quoted (added
 * when a replaced verse had none), a wrong collection claim the collections holding the matn, and a quote with no
 * authentic source is marked with a note or removed. Only the quote's or claim's own words change: the quote marks, the
 * spaces and the stops around them stay, and so does everything outside the edits.
 */
final class AnswerRepair {

    /** The notes a mark inserts; either one already after a quote means it was marked before (repair is idempotent). */
    static final String NOTE_AR = "تنبيه: لم نجد لهذا النص أصلا ثابتا";
    static final String NOTE_EN = "note: no authentic source was found for this text";
    /**
     * What a note stands between: not a quote mark, so that a check of the marked answer does not take the note for a
     * quote or a claimed source (in brackets it did, and the claims after it were then paired with the wrong quotes).
     */
    static final char NOTE_OPEN = '\u27E8';
    static final char NOTE_CLOSE = '\u27E9';

    /** A place of the Qur'an within one surah: "2:255", "2:255-257". */
    private static final Pattern VERSE = Pattern.compile("(\\d{1,3}):(\\d{1,3})(?:-(\\d{1,3}))?");
    /** How a matn's proposal names a verse it was put right from ("Quran 33:33"). */
    private static final String QURAN = "Quran ";
    /** A word a claim opens with that stays when its place is replaced ("رواه البخاري", "في سورة ..."). */
    private static final Pattern LEAD = Pattern.compile("^(?:(?:رواه|أخرجه|اخرجه|في)\\s+|المصدر\\s*:\\s*)");

    private final java.util.function.IntFunction<String> surahName;
    private final java.util.function.Function<String, String> placeNamed;
    private final java.util.function.BiFunction<String, String, List<String>> claimFor;
    private final ReportLanguage lang;
    private final RepairMode mode;

    /**
     * @param surahName  a surah's name by its number, as the corpus writes it
     * @param placeNamed the place of the Qur'an a claim names ("2:255", "2:255-257", "2" for a surah alone), or null
     * @param claimFor  for a matn put right from a text of no known record and a claim naming collections: the
     *                  collections the claim should name (the claim checked against the new matn), or null to leave it
     */
    AnswerRepair(java.util.function.IntFunction<String> surahName, java.util.function.Function<String, String> placeNamed,
                 java.util.function.BiFunction<String, String, List<String>> claimFor, RepairMode mode, ReportLanguage lang) {
        this.surahName = surahName;
        this.placeNamed = placeNamed;
        this.claimFor = claimFor;
        this.mode = mode;
        this.lang = lang;
    }

    /** A change in UTF-16 indexes of the original answer, before it is given code-point offsets. */
    private record Change(int from, int to, String text, RepairEdit.Kind kind, String reference, String why) {
    }

    RepairedAnswer repair(CheckedAnswer a) {
        RepairedAnswer whole = repair(a, true);
        // an answer whose every sentence carried a quote with no source would be left empty: its quotes alone go
        return whole.text().isBlank() && !a.answer().isBlank() ? repair(a, false) : whole;
    }

    /** @param sentences whether a quote with no source is taken out with its sentence ({@link RepairMode#REMOVE}) */
    private RepairedAnswer repair(CheckedAnswer a, boolean sentences) {
        String answer = a.answer();
        int[] quotes = a.citations().stream().flatMap(c -> c.spans().stream())
                .filter(s -> s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN)
                .mapToInt(s -> CodePoints.toCharIndex(answer, s.start())).sorted().toArray();
        List<Change> changes = new ArrayList<>();
        for (Citation c : a.citations()) {
            citation(answer, c, sentences ? a.citations() : null, quotes, changes);
        }
        // Two citations' changes may meet (a detector's spans seldom overlap, but an insertion may fall inside another's
        // span): the first in the answer is kept, so edits never overlap.
        changes.sort(Comparator.comparingInt(Change::from).thenComparingInt(Change::to));
        List<Change> kept = new ArrayList<>();
        int reach = -1;
        for (Change ch : changes) {
            Change last = kept.isEmpty() ? null : kept.get(kept.size() - 1);
            if (last != null && ch.from() < reach && last.kind() == RepairEdit.Kind.REMOVE && ch.kind() == RepairEdit.Kind.REMOVE) {
                // two removals that meet (a sentence and the line break the next one takes too) are one
                kept.set(kept.size() - 1, new Change(last.from(), Math.max(last.to(), ch.to()), "", last.kind(), "", last.why()));
                reach = Math.max(reach, ch.to());
                continue;
            }
            if (ch.from() < reach || (ch.from() == reach && !kept.isEmpty() && kept.get(kept.size() - 1).from() == ch.from())) {
                continue;
            }
            kept.add(ch);
            reach = ch.to();
        }
        StringBuilder out = new StringBuilder(answer.length() + 64);
        List<RepairEdit> edits = new ArrayList<>();
        int at = 0;
        for (Change ch : kept) {
            out.append(answer, at, ch.from()).append(ch.text());
            at = ch.to();
            edits.add(new RepairEdit(CodePoints.toCodePoint(answer, ch.from()), CodePoints.toCodePoint(answer, ch.to()),
                    answer.substring(ch.from(), ch.to()), ch.text(), ch.kind(), ch.reference(), ch.why()));
        }
        out.append(answer, at, answer.length());
        return new RepairedAnswer(mode, out.toString(), edits);
    }

    /**
     * @param all    the answer's citations, or null to take out no sentence whole
     * @param quotes where every quote of the answer starts, in order
     */
    private void citation(String answer, Citation c, List<Citation> all, int[] quotes, List<Change> out) {
        CheckedSpan quote = c.spans().stream()
                .filter(s -> s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN).findFirst().orElse(null);
        List<CheckedSpan> claims = c.spans().stream().filter(s -> s.type() == SegmentType.CLAIMED_SOURCE).toList();
        String placed = null; // the verse a replaced Ayah now is, which its claim must name
        String collection = null; // the collection a replaced matn's text comes from, which its claim must name
        String matn = null; // a matn's new text
        boolean noSource = false;
        if (quote != null && quote.isIncorrect() && quote.correction() != null) {
            ProposedCorrection k = quote.correction();
            Region r = Region.of(answer, quote);
            if (k.noSource()) {
                noSource = true;
                if (!insideNote(answer, r)) {
                    noSource(answer, c, all, r, end(answer, c), next(quotes, r.to), out);
                }
            } else if (!r.isEmpty() && !r.text(answer).equals(k.text())) {
                boolean ayah = quote.type() == SegmentType.AYAH;
                // a matn may be put right from a verse ("Quran 33:33"): its claim must then name that verse
                String verseOfMatn = !ayah && k.reference().startsWith(QURAN) ? k.reference().substring(QURAN.length()) : null;
                boolean verse = ayah ? VERSE.matcher(k.reference()).matches()
                        : verseOfMatn != null && VERSE.matcher(verseOfMatn).matches();
                placed = verse ? (ayah ? k.reference() : verseOfMatn) : null;
                collection = ayah ? null : collectionOf(k.reference());
                matn = ayah ? null : k.text();
                out.add(new Change(r.from, r.to, k.text(), ayah ? RepairEdit.Kind.VERSE : RepairEdit.Kind.MATN,
                        Explanation.readable(k.reference()) ? k.reference() : "",
                        ayah ? verseWhy(verse ? k.reference() : null) : matnWhy(k.reference())));
            }
        }
        if (noSource) {
            return; // a claim about a quote with no source has no right place to be given
        }
        for (CheckedSpan claim : claims) {
            Region r = Region.of(answer, claim);
            if (r.isEmpty()) {
                continue;
            }
            if (Citation.AYAH.equals(c.kind()) || placed != null) {
                String named = Citation.AYAH.equals(c.kind())
                        ? (claim.evidence().cited() == null ? null : claim.evidence().cited().reference())
                        : placeNamed.apply(claim.text());
                if (named == null) {
                    continue; // names no surah or verse: not a Qur'an reference (a hadith's claim paired with a verse)
                }
                String right = placed != null ? placed
                        : claim.isIncorrect() && VERSE.matcher(claim.evidence().reference()).matches()
                        ? claim.evidence().reference() : null;
                if (right != null && !pointsTo(named, right)) {
                    String text = reference(r.text(answer), named, right);
                    out.add(new Change(r.from, r.to, text, RepairEdit.Kind.REFERENCE, right, referenceWhy(right)));
                }
            } else if (claim.verdict() != SpanVerdict.CORRECT) {
                // A replaced matn is the text of one record: a claim naming other collections names that record's.
                // A claim naming no collection of the corpus is not put right: nothing says what it meant.
                List<String> named = Checker.searched(claim.text()).stream().map(org.tahqiq.corpus.HadithCollection::name).toList();
                if (named.isEmpty()) {
                    continue;
                }
                List<String> holding = collection != null ? (named.equals(List.of(collection)) ? null : List.of(collection))
                        : matn != null ? claimFor.apply(matn, claim.text())
                        : claim.isIncorrect() && !claim.evidence().reference().isEmpty()
                        ? List.of(claim.evidence().reference().split("، ")) : null;
                if (holding == null) {
                    continue;
                }
                // in the writer's style: the short names ("رواه البخاري ومسلم") unless the claim wrote a full one
                String written = r.text(answer);
                boolean full = named.stream().anyMatch(written::contains);
                Matcher lead = LEAD.matcher(written);
                String text = (lead.lookingAt() ? lead.group() : "") + String.join(" و", holding.stream()
                        .map(n -> full ? n : shortName(n)).toList());
                if (!text.equals(r.text(answer))) {
                    out.add(new Change(r.from, r.to, text, RepairEdit.Kind.COLLECTIONS, String.join("، ", holding),
                            collectionsWhy(holding)));
                }
            }
        }
        if (placed != null && claims.isEmpty()) {
            Region r = Region.of(answer, quote);
            int at = r.afterMarks(answer);
            String added = " [" + shortReference(placed) + "]";
            if (!answer.startsWith(added, at)) {
                out.add(new Change(at, at, added, RepairEdit.Kind.REFERENCE, placed, referenceWhy(placed)));
            }
        }
    }

    /**
     * A quote with no authentic source: a note after its citation (its claimed source, when one follows it, stays next
     * to it), or the sentence that carries it taken out whole (or, when that sentence holds another citation too, the
     * quote with its marks and its claimed source): a part left behind ("روى البخاري عن أبي هريرة قال:.") would be read
     * as a quote or a claim of its own.
     *
     * @param citationEnd just past the citation's last span and its closing marks
     * @param nextQuote   where the next quote of the answer starts
     */
    private void noSource(String answer, Citation c, List<Citation> all, Region r, int citationEnd, int nextQuote,
                          List<Change> out) {
        int after = r.afterMarks(answer);
        if (marked(answer, r.from, Math.max(after, citationEnd), nextQuote)) {
            return;
        }
        if (mode == RepairMode.MARK) {
            String note = lang == ReportLanguage.AR ? NOTE_AR : NOTE_EN;
            int at = citationEnd;
            while (at < answer.length() && (answer.charAt(at) == '*' || answer.charAt(at) == '_')) {
                at++; // past the markdown emphasis closing around the citation ("**[البقرة: 234]**"), not inside it
            }
            out.add(new Change(at, at, " " + NOTE_OPEN + note + NOTE_CLOSE, RepairEdit.Kind.MARK, "",
                    ar("لم يوجد لهذا النص أصل صحيح، فعلّم بتنبيه", "no authentic source was found for this text: marked with a note")));
            return;
        }
        int[] whole = all == null ? null : sentence(answer, c, all);
        if (whole != null) {
            out.add(new Change(whole[0], whole[1], "", RepairEdit.Kind.REMOVE, "", removedWhy()));
            return;
        }
        removed(answer, r, out);
        // its claimed source and its chain go with it: left alone, they would be read as the next quote's
        for (CheckedSpan s : c.spans()) {
            Region sr = Region.of(answer, s);
            if ((s.type() == SegmentType.CLAIMED_SOURCE || s.type() == SegmentType.ISNAD) && !sr.isEmpty()) {
                removed(answer, sr, out);
            }
        }
    }

    /** Takes out the words, with their marks when they stand in marks on both sides, and the space before them. */
    private void removed(String answer, Region r, List<Change> out) {
        int from = r.from;
        int to = r.to;
        int open = r.beforeMarks(answer);
        int after = r.afterMarks(answer);
        if (open < r.from && after > r.to) { // in marks on both sides: the marks go too, not left empty
            from = open;
            to = after;
        }
        if (from > 0 && answer.charAt(from - 1) == ' ' && (to == answer.length() || Character.isWhitespace(answer.charAt(to))
                || QuoteMarks.STOPS.indexOf(answer.charAt(to)) >= 0)) {
            from--; // and the space before them, so no double space stays
        }
        out.add(new Change(from, to, "", RepairEdit.Kind.REMOVE, "", removedWhy()));
    }

    /** Whether a citation's quote has no authentic source (so is marked or taken out). */
    private static boolean withoutSource(Citation c) {
        return c.spans().stream().anyMatch(s -> (s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN)
                && s.isIncorrect() && s.correction() != null && s.correction().noSource());
    }

    /** Where a sentence ends: a stop, or the line's end. */
    private static final String SENTENCE_ENDS = ".!?\u061F";
    /** What a line may open with before its sentence: indentation, list and quote markers, a heading's hashes. */
    private static final Pattern LINE_PREFIX = Pattern.compile("[ \\t]*(?:(?:[>*#\u2022-]+|\\d{1,3}[.)])[ \\t]+)*");

    /**
     * The text to take out with a citation's sentence, in UTF-16 indexes: from the end of the sentence before it (a stop
     * and a space) or its line's start (past list and quote markers) to its own stop or line end, with the space or
     * line break that would be left doubled; the whole line when nothing else is on it. Null when another quote's
     * citation lies in the sentence: what is not this citation's stays.
     */
    private static int[] sentence(String answer, Citation c, List<Citation> all) {
        int from = Integer.MAX_VALUE;
        for (CheckedSpan s : c.spans()) {
            Region r = Region.of(answer, s);
            from = Math.min(from, r.isEmpty() ? CodePoints.toCharIndex(answer, s.start()) : r.beforeMarks(answer));
        }
        int to = end(answer, c);
        int start = from;
        while (start > 0 && answer.charAt(start - 1) != '\n' && !(Character.isWhitespace(answer.charAt(start - 1)) && start > 1
                && SENTENCE_ENDS.indexOf(answer.charAt(start - 2)) >= 0)) {
            start--;
        }
        boolean lineStart = start == 0 || answer.charAt(start - 1) == '\n';
        int line = start;
        if (lineStart) {
            Matcher prefix = LINE_PREFIX.matcher(answer).region(start, from);
            if (prefix.lookingAt()) {
                start = prefix.end();
            }
        }
        int end = to;
        while (end < answer.length() && answer.charAt(end) != '\n') {
            if (SENTENCE_ENDS.indexOf(answer.charAt(end++)) >= 0) {
                break;
            }
        }
        for (Citation o : all) {
            if (o == c || withoutSource(o) || o.spans().stream().noneMatch(s -> s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN)) {
                continue; // taken out too (the sentence goes once, its removals merged), or a claim with no quote of its own
            }
            for (CheckedSpan s : o.spans()) {
                if (CodePoints.toCharIndex(answer, s.start()) < end && CodePoints.toCharIndex(answer, s.end()) > start) {
                    return null;
                }
            }
        }
        boolean lineEnd = end == answer.length() || answer.charAt(end) == '\n';
        if (lineStart && lineEnd) { // the whole line, and the blank line it leaves when blank lines stood on both sides
            if (end == answer.length()) {
                return new int[] {Math.max(0, line - 1), end};
            }
            int past = end + 1;
            if (past < answer.length() && answer.charAt(past) == '\n' && line > 0 && answer.charAt(line - 1) == '\n') {
                past++;
            }
            return new int[] {line, past};
        }
        if (!lineStart) {
            while (start > 0 && (answer.charAt(start - 1) == ' ' || answer.charAt(start - 1) == '\t')) {
                start--;
            }
        } else {
            while (end < answer.length() && (answer.charAt(end) == ' ' || answer.charAt(end) == '\t')) {
                end++;
            }
        }
        return new int[] {start, end};
    }

    private String removedWhy() {
        return ar("لم يوجد لهذا النص أصل صحيح، فحذف", "no authentic source was found for this text: removed");
    }

    /** The collection of the corpus a record's reference names ("صحيح مسلم 223", "جامع الترمذي, record 9 of ..."), or null. */
    private static String collectionOf(String reference) {
        return org.tahqiq.corpus.HadithCollection.all().stream().filter(org.tahqiq.corpus.HadithCollection::inCorpus)
                .map(org.tahqiq.corpus.HadithCollection::name).filter(reference::startsWith).findFirst().orElse(null);
    }

    /** Just past the last span of a citation and the closing marks after it. */
    private static int end(String answer, Citation c) {
        int end = 0;
        for (CheckedSpan s : c.spans()) {
            Region r = Region.of(answer, s);
            end = Math.max(end, r.isEmpty() ? CodePoints.toCharIndex(answer, s.end()) : r.afterMarks(answer));
        }
        return end;
    }

    /** Whether the words lie within a note a repair inserted (a detector may take part of one for a quote). */
    private static boolean insideNote(String answer, Region r) {
        int open = answer.lastIndexOf(NOTE_OPEN, r.from);
        return open >= 0 && answer.indexOf(NOTE_CLOSE, open) >= r.from - 1;
    }

    /**
     * Whether a note of either language already follows the quote at {@code from}: before the next quote, no quote
     * mark opening between them, and at most {@link #NOTE_REACH} characters past its citation (a check of the marked
     * answer may leave the claimed source that stood between them, on its own line, out of the citation).
     */
    private static boolean marked(String answer, int from, int after, int nextQuote) {
        for (String note : new String[] {NOTE_AR, NOTE_EN}) {
            int i = answer.indexOf(note, from);
            if (i < 0 || i > after + NOTE_REACH || i > nextQuote) {
                continue;
            }
            String between = answer.substring(Math.min(after, i), i);
            if (between.chars().noneMatch(ch -> ch == '\u00AB' || ch == '\uFD3F' || ch == '\uFD3E' || ch == '"' || ch == '\u201C')) {
                return true;
            }
        }
        return false;
    }

    /** The first of the quotes' starts at or after {@code at}, or no limit. */
    private static int next(int[] quotes, int at) {
        for (int q : quotes) {
            if (q >= at) {
                return q;
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * How far past its citation a note is still taken as a quote's (never past the next quote): a claimed source's
     * length and the end of a quote a check of the marked answer may leave out of it.
     */
    private static final int NOTE_REACH = 120;

    /** Whether the place a claim names is the verse (or, naming only a surah, the verse's surah). */
    private static boolean pointsTo(String named, String verse) {
        return named.equals(verse) || (!named.contains(":") && verse.startsWith(named + ":"));
    }

    /** A collection's usual short attribution ("البخاري" for صحيح البخاري), its name when it has none. */
    private static String shortName(String collection) {
        return org.tahqiq.corpus.HadithCollection.all().stream().filter(h -> h.name().equals(collection))
                .map(h -> h.aliases().get(0)).findFirst().orElse(collection);
    }

    /**
     * A claim made to name the verse: in the writer's own form when the claim's numbers and surah name can be told
     * apart («النحل: 101» becomes «النحل: 98», «(7:19)» «(7:172)»), and a check of the new form reads the verse; else
     * the claim's leading word and the long form «سورة البقرة، الآية 255».
     *
     * @param named the place the claim names now ("16:101", or "16" for a surah alone)
     */
    private String reference(String claim, String named, String verse) {
        String own = inWritersForm(claim, named, verse);
        if (own != null && verse.equals(placeNamed.apply(own))) {
            return own;
        }
        Matcher lead = LEAD.matcher(claim);
        return (lead.lookingAt() ? lead.group() : "") + longReference(verse, claim);
    }

    /** The claim with the surah and verse numbers (and the surah's name) it names replaced, or null when it cannot say which. */
    private String inWritersForm(String claim, String named, String verse) {
        Matcher to = VERSE.matcher(verse);
        Matcher from = VERSE.matcher(named);
        if (!to.matches() || !from.matches()) {
            return null; // a claim naming only a surah gains a verse: no number of its own to change
        }
        boolean indic = claim.chars().anyMatch(ch -> ch >= '\u0660' && ch <= '\u0669');
        String ascii = asciiDigits(claim); // same length: one char for each digit
        String verses = to.group(2) + (to.group(3) == null ? "" : "-" + to.group(3));
        String oldVerses = java.util.regex.Pattern.quote(from.group(2)) + (from.group(3) == null ? "" : "\\s*[-\u2013]\\s*" + from.group(3));
        StringBuilder out = new StringBuilder(claim);
        Matcher pair = Pattern.compile("(?<!\\d)" + from.group(1) + "\\s*[:\uFF1A]\\s*" + oldVerses + "(?!\\d)").matcher(ascii);
        Matcher alone = Pattern.compile("(?<!\\d)" + oldVerses + "(?!\\d)").matcher(ascii);
        int[] number; // where the verse numbers are written
        String now; // and what they become
        boolean byPair = pair.find();
        if (byPair) {
            number = new int[] {pair.start(), pair.end()};
            now = to.group(1) + ":" + verses;
        } else {
            // the verse's number is the last number of the claim that is it ("سورة البقرة، الآية 255")
            int at = -1;
            int end = -1;
            while (alone.find()) {
                at = alone.start();
                end = alone.end();
            }
            if (at < 0) {
                return null;
            }
            number = new int[] {at, end};
            now = verses;
            if (!from.group(1).equals(to.group(1)) && Pattern.compile("(?<!\\d)" + from.group(1) + "(?!\\d)").matcher(ascii.substring(0, at)).find()) {
                return null; // the surah written as a number too: which number is which is a guess
            }
        }
        out.replace(number[0], number[1], indic ? Explanation.digits(now) : now);
        if (from.group(1).equals(to.group(1))) {
            return out.toString();
        }
        // another surah: its name, where the claim wrote the old one's (with or without its article)
        Matcher name = surahNameIn(surahName.apply(Integer.parseInt(from.group(1)))).matcher(out);
        if (!name.find()) {
            return byPair ? out.toString() : null; // "(7:19)" names the surah by number alone
        }
        return out.replace(name.start(), name.end(), surahName.apply(Integer.parseInt(to.group(1)))).toString();
    }

    /**
     * A surah's name as a writer may spell it: with or without its article, any hamza on an alef, taa marbuta or haa,
     * alef maqsura or yaa, and short vowels anywhere between its letters.
     */
    private static Pattern surahNameIn(String name) {
        String bare = name.startsWith("\u0627\u0644") ? name.substring(2) : name;
        StringBuilder re = new StringBuilder("(?<![\\p{L}\\p{M}])(?:\u0627\u0644)?");
        for (int i = 0; i < bare.length(); i++) {
            char ch = bare.charAt(i);
            if (Character.getType(ch) == Character.NON_SPACING_MARK) {
                continue;
            }
            re.append(switch (ch) {
                case '\u0627', '\u0623', '\u0625', '\u0622', '\u0671' -> "[\u0627\u0623\u0625\u0622\u0671]";
                case '\u0629', '\u0647' -> "[\u0629\u0647]";
                case '\u0649', '\u064A' -> "[\u0649\u064A]";
                case ' ' -> "\\s+";
                default -> Pattern.quote(String.valueOf(ch));
            }).append("[\u064B-\u0652\u0670]*");
        }
        return Pattern.compile(re.append("(?![\\p{L}\\p{M}])").toString());
    }

    /** Arabic-Indic digits as ASCII ones, each in place. */
    private static String asciiDigits(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= '\u0660' && c[i] <= '\u0669') {
                c[i] = (char) ('0' + c[i] - '\u0660');
            }
        }
        return new String(c);
    }

    /** "سورة البقرة، الآية 255" (or الآيات 255-257), in the digits the claim was written in. */
    private String longReference(String verse, String claim) {
        Matcher m = VERSE.matcher(verse);
        m.matches();
        String name = surahName.apply(Integer.parseInt(m.group(1)));
        String numbers = m.group(3) == null ? "الآية " + m.group(2) : "الآيات " + m.group(2) + "-" + m.group(3);
        return "سورة " + name + "، " + inDigitsOf(numbers, claim);
    }

    /** "البقرة: 255", as a reference added after a verse. */
    private String shortReference(String verse) {
        Matcher m = VERSE.matcher(verse);
        m.matches();
        String name = surahName.apply(Integer.parseInt(m.group(1)));
        return name + ": " + m.group(2) + (m.group(3) == null ? "" : "-" + m.group(3));
    }

    /** ASCII digits, or Arabic-Indic ones when the text they replace wrote those. */
    private static String inDigitsOf(String s, String original) {
        return original.chars().anyMatch(ch -> ch >= '\u0660' && ch <= '\u0669') ? Explanation.digits(s) : s;
    }

    // ---- why, in the report's language

    private String verseWhy(String verse) {
        return verse == null ? ar("نص الآية كما في المصحف", "the verse as the corpus has it")
                : ar("نص " + (verse.contains("-") ? "الآيات " : "الآية ") + isolated(verse) + " كما في المصحف",
                        "the " + (verse.contains("-") ? "verses " : "verse ") + verse + " as the corpus has "
                                + (verse.contains("-") ? "them" : "it"));
    }

    private String matnWhy(String reference) {
        return Explanation.readable(reference)
                ? ar("نص الرواية كما في " + reference, "the narration's text as " + Explanation.FSI + reference + Explanation.PDI + " has it")
                : ar("نص الرواية المقبول", "the accepted text of the narration");
    }

    private String referenceWhy(String verse) {
        return ar("موضع النص المقتبس: " + isolated(verse), "the quoted text is " + verse);
    }

    private String collectionsWhy(List<String> holding) {
        String names = String.join(ar(" و", " and "), lang == ReportLanguage.AR ? holding
                : holding.stream().map(n -> Explanation.FSI + n + Explanation.PDI).toList());
        return ar("الرواية في " + names, "the narration is in " + names);
    }

    private static String isolated(String verse) {
        return Explanation.LRI + Explanation.digits(verse) + Explanation.PDI;
    }

    private String ar(String arabic, String english) {
        return lang == ReportLanguage.AR ? arabic : english;
    }

    /** A span's own words, in UTF-16 indexes: without the marks, spaces and stops a detector may have taken in at its edges. */
    private record Region(int from, int to) {

        static Region of(String answer, CheckedSpan s) {
            int from = CodePoints.toCharIndex(answer, s.start());
            int to = CodePoints.toCharIndex(answer, s.end());
            while (from < to && (Character.isWhitespace(answer.charAt(from)) || QuoteMarks.OPENING.indexOf(answer.charAt(from)) >= 0)) {
                from++;
            }
            while (to > from && (Character.isWhitespace(answer.charAt(to - 1)) || QuoteMarks.CLOSING.indexOf(answer.charAt(to - 1)) >= 0
                    || QuoteMarks.STOPS.indexOf(answer.charAt(to - 1)) >= 0)) {
                to--;
            }
            // whole words: a detector may start a span after a word's first letters («وَ» of «وَقَالَ»), and an edit
            // that left them would not be the text it puts in
            while (from < to && from > 0 && inWord(answer.charAt(from - 1))) {
                from--;
            }
            while (from < to && to < answer.length() && inWord(answer.charAt(to))) {
                to++;
            }
            return new Region(from, to);
        }

        private static boolean inWord(char ch) {
            return Character.isLetter(ch) || Character.getType(ch) == Character.NON_SPACING_MARK;
        }

        boolean isEmpty() {
            return from >= to;
        }

        String text(String answer) {
            return answer.substring(from, to);
        }

        /** Just past the closing mark after the words (across spaces and stops, doubled as in "**"), else their end. */
        int afterMarks(String answer) {
            int j = to;
            while (j < answer.length() && (Character.isWhitespace(answer.charAt(j)) || QuoteMarks.STOPS.indexOf(answer.charAt(j)) >= 0)
                    && answer.charAt(j) != '\n') {
                j++;
            }
            if (j < answer.length() && QuoteMarks.CLOSING.indexOf(answer.charAt(j)) >= 0) {
                char mark = answer.charAt(j);
                j++;
                if (j < answer.length() && answer.charAt(j) == mark && mark == '*') {
                    j++;
                }
                return j;
            }
            return to;
        }

        /** The opening mark before the words (across spaces, doubled as in "**"), else their start. */
        int beforeMarks(String answer) {
            int i = from - 1;
            while (i >= 0 && answer.charAt(i) == ' ') {
                i--;
            }
            if (i >= 0 && QuoteMarks.OPENING.indexOf(answer.charAt(i)) >= 0) {
                char mark = answer.charAt(i);
                if (i > 0 && answer.charAt(i - 1) == mark && mark == '*') {
                    i--;
                }
                return i;
            }
            return from;
        }
    }
}
