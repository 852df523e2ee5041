package org.tahqiq.verify;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.tahqiq.text.CodePoints;

/**
 * An answer with its citations put right ({@link Checker#repair}).
 *
 * @param mode  what was done with quotes that have no authentic source
 * @param text  the repaired answer: the original with every edit applied, byte for byte the same elsewhere
 * @param edits in the order of the original answer, none overlapping; empty when nothing needed repair
 */
public record RepairedAnswer(RepairMode mode, String text, List<RepairEdit> edits) {

    public RepairedAnswer {
        edits = List.copyOf(edits);
    }

    public boolean changed() {
        return !edits.isEmpty();
    }

    /**
     * This repair followed by {@code next}, a repair of this one's text, as one repair of {@code original}: the text is
     * {@code next}'s, and the edits are offsets into {@code original} again. An edit of {@code next} that touches one of
     * this repair's edits is joined with it into one edit, so edits still never overlap.
     *
     * @param original the answer this repair was made from
     */
    public RepairedAnswer followedBy(RepairedAnswer next, String original) {
        if (!next.changed()) {
            return this;
        }
        // every edit as an interval of this repair's text; a first-pass edit spans its new text there
        List<Placed> placed = new ArrayList<>();
        int shift = 0;
        for (RepairEdit e : edits) {
            int start = e.start() + shift;
            int end = start + CodePoints.length(e.newText());
            placed.add(new Placed(start, end, e, true));
            shift += CodePoints.length(e.newText()) - (e.end() - e.start());
        }
        next.edits().forEach(e -> placed.add(new Placed(e.start(), e.end(), e, false)));
        placed.sort((a, b) -> a.start != b.start ? Integer.compare(a.start, b.start) : Boolean.compare(!a.first, !b.first));

        List<RepairEdit> out = new ArrayList<>();
        int i = 0;
        while (i < placed.size()) {
            // a cluster: intervals that overlap or touch
            int j = i + 1;
            int end = placed.get(i).end;
            while (j < placed.size() && placed.get(j).start <= end) {
                end = Math.max(end, placed.get(j).end);
                j++;
            }
            List<Placed> cluster = placed.subList(i, j);
            out.add(cluster.size() == 1 ? alone(cluster.get(0)) : joined(cluster, original));
            i = j;
        }
        return new RepairedAnswer(mode, next.text(), out);
    }

    /** An edit touching no other: a first-pass edit as it was, a later one moved back to the original's offsets. */
    private RepairEdit alone(Placed p) {
        if (p.first) {
            return p.edit;
        }
        int at = toOriginal(p.start, false);
        return new RepairEdit(at, at + (p.end - p.start), p.edit.oldText(), p.edit.newText(), p.edit.kind(),
                p.edit.reference(), p.edit.why());
    }

    /** Edits that touch, as one: the original's text they cover, and this repair's text there with the later edits made. */
    private RepairEdit joined(List<Placed> cluster, String original) {
        int start = cluster.get(0).start;
        int end = cluster.stream().mapToInt(p -> p.end).max().orElseThrow();
        StringBuilder newText = new StringBuilder();
        int at = start;
        for (Placed p : cluster) {
            if (!p.first) {
                newText.append(CodePoints.substring(text, at, p.start)).append(p.edit.newText());
                at = p.end;
            }
        }
        newText.append(CodePoints.substring(text, at, end));
        int from = toOriginal(start, false);
        int to = toOriginal(end, true);
        RepairEdit lead = cluster.stream().filter(p -> p.first).findFirst().orElse(cluster.get(0)).edit;
        Set<String> whys = new LinkedHashSet<>();
        String reference = "";
        for (Placed p : cluster) {
            whys.add(p.edit.why());
            reference = reference.isEmpty() ? p.edit.reference() : reference;
        }
        return new RepairEdit(from, to, CodePoints.substring(original, from, to), newText.toString(), lead.kind(),
                reference, String.join(" ", whys));
    }

    /**
     * The original's offset of an offset of this repair's text. At an edit's place, the start of a cluster maps to the
     * start of what the edit replaced and the end of a cluster to its end.
     */
    private int toOriginal(int offset, boolean clusterEnd) {
        int shift = 0;
        for (RepairEdit e : edits) {
            int start = e.start() + shift;
            int end = start + CodePoints.length(e.newText());
            if (offset < start) {
                return offset - shift;
            }
            if (offset <= end && (clusterEnd || offset < end || start == end)) {
                return clusterEnd ? e.end() : e.start();
            }
            shift += CodePoints.length(e.newText()) - (e.end() - e.start());
        }
        return offset - shift;
    }

    /** An edit as an interval of this repair's text; {@code first} for this repair's own edits. */
    private record Placed(int start, int end, RepairEdit edit, boolean first) {
    }
}
