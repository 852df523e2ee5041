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
    static final String NOTE_AR = "تنبيه: لم يوجد لهذا النص أصل صحيح";
    static final String NOTE_EN = "note: no authentic source was found for this text";
    /**
     * What a note stands between: not a quote mark, so that a check of the marked answer does not take the note for a
     * quote or a claimed source (in brackets it did, and the claims after it were then paired with the wrong quotes).
     */
    static final char NOTE_OPEN = '\u27E8';
    static final char NOTE_CLOSE = '\u27E9';

    /** A place of the Qur'an within one surah: "2:255", "2:255-257". */
    private static final Pattern VERSE = Pattern.compile("(\\d{1,3}):(\\d{1,3})(?:-(\\d{1,3}))?");
    /** A word a claim opens with that stays when its place is replaced ("رواه البخاري", "في سورة ..."). */
    private static final Pattern LEAD = Pattern.compile("^(?:(?:رواه|أخرجه|اخرجه|في)\\s+|المصدر\\s*:\\s*)");

    private final java.util.function.IntFunction<String> surahName;
    private final java.util.function.BiFunction<String, String, List<String>> claimFor;
    private final ReportLanguage lang;
    private final RepairMode mode;

    /**
     * @param surahName a surah's name by its number, as the corpus writes it
     * @param claimFor  for a matn put right from a text of no known record and a claim naming collections: the
     *                  collections the claim should name (the claim checked against the new matn), or null to leave it
     */
    AnswerRepair(java.util.function.IntFunction<String> surahName,
                 java.util.function.BiFunction<String, String, List<String>> claimFor, RepairMode mode, ReportLanguage lang) {
        this.surahName = surahName;
        this.claimFor = claimFor;
        this.mode = mode;
        this.lang = lang;
    }

    /** A change in UTF-16 indexes of the original answer, before it is given code-point offsets. */
    private record Change(int from, int to, String text, RepairEdit.Kind kind, String reference, String why) {
    }

    RepairedAnswer repair(CheckedAnswer a) {
        String answer = a.answer();
        List<Change> changes = new ArrayList<>();
        for (Citation c : a.citations()) {
            citation(answer, c, changes);
        }
        // Two citations' changes may meet (a detector's spans seldom overlap, but an insertion may fall inside another's
        // span): the first in the answer is kept, so edits never overlap.
        changes.sort(Comparator.comparingInt(Change::from).thenComparingInt(Change::to));
        List<Change> kept = new ArrayList<>();
        int reach = -1;
        for (Change ch : changes) {
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

    private void citation(String answer, Citation c, List<Change> out) {
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
                    noSource(answer, r, end(answer, c), claims, out);
                }
            } else if (!r.isEmpty() && !r.text(answer).equals(k.text())) {
                boolean ayah = quote.type() == SegmentType.AYAH;
                boolean verse = ayah && VERSE.matcher(k.reference()).matches();
                placed = verse ? k.reference() : null;
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
            if (Citation.AYAH.equals(c.kind())) {
                if (claim.evidence().cited() == null) {
                    continue; // names no surah or verse: not a Qur'an reference (a hadith's claim paired with a verse)
                }
                String right = placed != null ? placed
                        : claim.isIncorrect() && VERSE.matcher(claim.evidence().reference()).matches()
                        ? claim.evidence().reference() : null;
                if (right != null && !pointsTo(claim, right)) {
                    Matcher lead = LEAD.matcher(r.text(answer));
                    String text = (lead.lookingAt() ? lead.group() : "") + longReference(right, claim.text());
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
                Matcher lead = LEAD.matcher(r.text(answer));
                String text = (lead.lookingAt() ? lead.group() : "") + String.join(" و", holding);
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
     * to it), or the quote taken out with its marks.
     *
     * @param citationEnd just past the citation's last span and its closing marks
     */
    private void noSource(String answer, Region r, int citationEnd, List<CheckedSpan> claims, List<Change> out) {
        int after = r.afterMarks(answer);
        if (marked(answer, r.from, Math.max(after, citationEnd))) {
            return;
        }
        if (mode == RepairMode.MARK) {
            String note = lang == ReportLanguage.AR ? NOTE_AR : NOTE_EN;
            out.add(new Change(citationEnd, citationEnd, " " + NOTE_OPEN + note + NOTE_CLOSE, RepairEdit.Kind.MARK, "",
                    ar("لم يوجد لهذا النص أصل صحيح، فعلّم بتنبيه", "no authentic source was found for this text: marked with a note")));
            return;
        }
        removed(answer, r, out);
        // its claimed source goes with it: left alone, it would be read as the source of the next quote
        for (CheckedSpan claim : claims) {
            Region cr = Region.of(answer, claim);
            if (!cr.isEmpty()) {
                removed(answer, cr, out);
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
        out.add(new Change(from, to, "", RepairEdit.Kind.REMOVE, "",
                ar("لم يوجد لهذا النص أصل صحيح، فحذف", "no authentic source was found for this text: removed")));
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
     * Whether a note of either language already follows the quote at {@code from}: on its line, no other quote opening
     * between them, and at most {@link #NOTE_REACH} characters past its citation (a check of the marked answer may
     * leave the claimed source that stood between them out of the citation).
     */
    private static boolean marked(String answer, int from, int after) {
        for (String note : new String[] {NOTE_AR, NOTE_EN}) {
            int i = answer.indexOf(note, from);
            if (i < 0 || i > after + NOTE_REACH) {
                continue;
            }
            String between = answer.substring(Math.min(after, i), i);
            if (between.chars().noneMatch(ch -> ch == '\n' || ch == '\u00AB' || ch == '\uFD3F' || ch == '\uFD3E'
                    || ch == '"' || ch == '\u201C')) {
                return true;
            }
        }
        return false;
    }

    /** How far past its citation a note is still taken as a quote's: a claimed source's length, about. */
    private static final int NOTE_REACH = 60;

    /** Whether a claim already names the verse (or, naming only a surah, the verse's surah). */
    private static boolean pointsTo(CheckedSpan claim, String verse) {
        SpanEvidence.Cited cited = claim.evidence().cited();
        if (cited == null) {
            return false;
        }
        return cited.reference().equals(verse) || (!cited.reference().contains(":") && verse.startsWith(cited.reference() + ":"));
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
            return new Region(from, to);
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
