package org.tahqiq.about;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The line a run started by a bench prints before it exits: its CPU time and peak heap. Here, on the bottom floor,
 * so that the command line and the Spark job print it without reaching the bench that reads it.
 */
public final class ProcessStats {

    /** A child run started with -Dtahqiq.reportStats=true, or with {@link #STATS_ENV} true, prints this line on standard error. */
    public static final String STATS = "verify-stats:";
    public static final String STATS_ENV = "TAHQIQ_REPORT_STATS";

    private ProcessStats() {
    }

    /** The stats line of this process. */
    public static String statsLine() {
        long cpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
        return STATS + " cpu-ms=" + cpu / 1_000_000 + " peak-heap-bytes=" + peakHeap();
    }

    /** The peak use of every heap pool, summed. */
    public static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
