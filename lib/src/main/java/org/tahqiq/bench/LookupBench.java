package org.tahqiq.bench;

import org.tahqiq.lookup.Lookup;
import org.tahqiq.lookup.LookupException;
import org.tahqiq.lookup.LookupResult;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;

/**
 * The warm speed of lookups for {@code ./tahqiq bench}: every quote and claimed source of the dev set looked up as a
 * user would type it (the Ayah and matn spans as remembered text, the claimed sources read as references where they
 * are ones), one caller, after warm-up; wall and CPU time per lookup, by kind.
 */
public final class LookupBench {

    /** Hits asked for, as the command's default. */
    static final int K = Lookup.DEFAULT_K;

    private LookupBench() {
    }

    /** The dev set's Ayah, matn and claimed_source spans, in order (repeats kept: users repeat themselves too). */
    public static List<String> devQueries(DataLocation data) {
        List<String> out = new ArrayList<>();
        for (Response r : DevJsonlReader.read(data.devJsonl())) {
            for (Annotation a : r.annotations()) {
                for (Segment s : a.segments()) {
                    if (s.type() != SegmentType.ISNAD && Lookup.problem(s.text()) == null) {
                        out.add(s.text());
                    }
                }
            }
        }
        return out;
    }

    /** Prints the warm latency over {@code queries}, {@code runs} timed passes (at least 3) after two of warm-up. */
    public static void print(PrintWriter out, Lookup lookup, List<String> queries, int runs) {
        boolean[] reference = new boolean[queries.size()];
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < queries.size(); i++) {
                reference[i] = find(lookup, queries.get(i)) == LookupResult.ReadAs.REFERENCE;
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int passes = Math.max(runs, 3);
        double[][] all = new double[3][];
        double[][] cpu = new double[3][];
        int[] counts = new int[3]; // all, references, texts
        for (boolean r : reference) {
            counts[0]++;
            counts[r ? 1 : 2]++;
        }
        for (int g = 0; g < 3; g++) {
            all[g] = new double[counts[g] * passes];
            cpu[g] = new double[counts[g] * passes];
        }
        int[] at = new int[3];
        for (int pass = 0; pass < passes; pass++) {
            for (int i = 0; i < queries.size(); i++) {
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                find(lookup, queries.get(i));
                double ms = (System.nanoTime() - t0) / 1e6;
                double cpuMs = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
                for (int g : new int[] {0, reference[i] ? 1 : 2}) {
                    all[g][at[g]] = ms;
                    cpu[g][at[g]++] = cpuMs;
                }
            }
        }
        String[] names = {"all", "references", "texts"};
        for (int g = 0; g < 3; g++) {
            if (all[g].length == 0) {
                continue;
            }
            Arrays.sort(all[g]);
            Arrays.sort(cpu[g]);
            out.printf(Locale.ROOT, "lookup warm, %s (%d dev spans x %d, one caller, -n %d): wall p50 %.2f ms, p90 %.2f ms, "
                            + "p99 %.2f ms, max %.1f ms; CPU p50 %.2f ms%s%n", names[g], counts[g], passes, K,
                    quantile(all[g], 0.5), quantile(all[g], 0.9), quantile(all[g], 0.99), all[g][all[g].length - 1],
                    quantile(cpu[g], 0.5), g == 0 ? "  [target p50 <= 5 ms, p99 <= 20 ms]" : "");
        }
        out.flush();
    }

    /** How the query was taken; a query refused is answered too (with its one line), a reference not held as one. */
    private static LookupResult.ReadAs find(Lookup lookup, String query) {
        try {
            return lookup.find(query, K).readAs();
        } catch (LookupException e) {
            return e.kind() == LookupException.Kind.NOT_FOUND ? LookupResult.ReadAs.REFERENCE : LookupResult.ReadAs.TEXT;
        }
    }

    static double quantile(double[] sorted, double q) {
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
