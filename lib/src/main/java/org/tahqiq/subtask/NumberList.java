package org.tahqiq.subtask;

import picocli.CommandLine;

/** Comma-separated numbers on the command line ({@code --thresholds 99,95,80}); anything else is a usage error. */
public final class NumberList {

    private NumberList() {
    }

    /**
     * @param usage what the option takes, e.g. "--thresholds takes AYAH,MATN,EQUIV, e.g. 99,95,80"
     * @throws CommandLine.TypeConversionException with the usage when the value is not {@code count} finite numbers
     */
    public static double[] parse(String value, int count, String usage) {
        String[] parts = value.split(",", -1);
        double[] out = new double[count];
        boolean ok = parts.length == count;
        for (int i = 0; ok && i < count; i++) {
            try {
                out[i] = Double.parseDouble(parts[i].strip());
                ok = Double.isFinite(out[i]);
            } catch (NumberFormatException e) {
                ok = false;
            }
        }
        if (!ok) {
            throw invalid(value, usage);
        }
        return out;
    }

    public static CommandLine.TypeConversionException invalid(String value, String usage) {
        return new CommandLine.TypeConversionException(usage + "; got " + value);
    }
}
