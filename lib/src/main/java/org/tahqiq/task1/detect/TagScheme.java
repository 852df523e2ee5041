package org.tahqiq.task1.detect;

import org.tahqiq.dataset.SegmentType;

/**
 * How the tagger marks span boundaries inside its own tag set. Everything outside {@link SequenceModel} sees
 * {@link Tags} (B-/I-): a model under another scheme converts gold tags on the way in and its paths and marginals
 * on the way out.
 *
 * <ul>
 *   <li>{@link #BIO}: B-X opens a span, I-X continues it (nine tags, {@link Tags}).</li>
 *   <li>{@link #BIOES}: also E-X for a span's last token and S-X for a one-token span (seventeen tags). A span's end
 *   gets weights of its own, as its start does, instead of being wherever the next tag is not I-X; the decoder may
 *   then leave a span open only where an end tag fits.</li>
 * </ul>
 */
public enum TagScheme {
    BIO, BIOES;

    private static final SegmentType[] TYPES = SegmentType.values();
    /** BIOES tags per type: begin, inside, end, single. */
    private static final int PER_TYPE = 4;
    private static final int BEGIN = 0;
    private static final int INSIDE = 1;
    private static final int END = 2;
    private static final int SINGLE = 3;

    /** Tags in the scheme, O included. */
    public int count() {
        return this == BIO ? Tags.COUNT : 1 + PER_TYPE * TYPES.length;
    }

    /** Whether {@code next} may follow {@code prev} (-1: the sequence start). */
    public boolean allowed(int prev, int next) {
        if (this == BIO) {
            return Tags.allowed(prev, next);
        }
        boolean closed = prev == -1 || prev == Tags.O || role(prev) == END || role(prev) == SINGLE;
        if (next == Tags.O || role(next) == BEGIN || role(next) == SINGLE) {
            return closed;
        }
        return !closed && (role(prev) == BEGIN || role(prev) == INSIDE) && type(prev) == type(next);
    }

    /** Whether a sequence may end on {@code tag}: under BIOES not inside an open span. */
    public boolean allowedLast(int tag) {
        return this == BIO || tag == Tags.O || role(tag) == END || role(tag) == SINGLE;
    }

    /** The scheme's tags for a valid B-/I- sequence. */
    public int[] fromBio(int[] bio) {
        if (this == BIO) {
            return bio;
        }
        int[] out = new int[bio.length];
        for (int i = 0; i < bio.length; i++) {
            SegmentType t = Tags.type(bio[i]);
            if (t == null) {
                continue; // O is 0 in both
            }
            boolean continues = i + 1 < bio.length && bio[i + 1] == Tags.inside(t);
            int role = Tags.isBegin(bio[i]) ? (continues ? BEGIN : SINGLE) : (continues ? INSIDE : END);
            out[i] = 1 + PER_TYPE * t.ordinal() + role;
        }
        return out;
    }

    /** The B-/I- tag of one of the scheme's tags: S-X is B-X, E-X is I-X. */
    public int toBio(int tag) {
        if (this == BIO || tag == Tags.O) {
            return tag;
        }
        SegmentType t = type(tag);
        int role = role(tag);
        return role == BEGIN || role == SINGLE ? Tags.begin(t) : Tags.inside(t);
    }

    public int[] toBio(int[] tags) {
        if (this == BIO) {
            return tags;
        }
        int[] out = new int[tags.length];
        for (int i = 0; i < tags.length; i++) {
            out[i] = toBio(tags[i]);
        }
        return out;
    }

    /** Per-token marginals over {@link Tags}: each B-/I- tag's probability is the sum of the tags it stands for. */
    public double[][] toBio(double[][] marginals) {
        if (this == BIO) {
            return marginals;
        }
        double[][] out = new double[marginals.length][Tags.COUNT];
        for (int i = 0; i < marginals.length; i++) {
            for (int t = 0; t < marginals[i].length; t++) {
                out[i][toBio(t)] += marginals[i][t];
            }
        }
        return out;
    }

    /** The scheme whose tag count a model file records, or null for none. */
    public static TagScheme ofCount(int count) {
        for (TagScheme s : values()) {
            if (s.count() == count) {
                return s;
            }
        }
        return null;
    }

    private static int role(int tag) {
        return (tag - 1) % PER_TYPE;
    }

    private static SegmentType type(int tag) {
        return TYPES[(tag - 1) / PER_TYPE];
    }
}
