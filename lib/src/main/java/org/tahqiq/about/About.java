package org.tahqiq.about;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The release and the commit of the running code, which reports, pages and run records carry. */
public final class About {

    /** The pom's version, which the build writes into version.properties: one place for it. */
    public static final String VERSION = readVersion();

    private About() {
    }

    /** The git commit of the running code, as the launcher passes it; "unknown" when run otherwise. */
    public static String commit() {
        String c = System.getProperty("tahqiq.commit");
        return c == null || c.isBlank() ? "unknown" : c;
    }

    private static String readVersion() {
        try (InputStream in = About.class.getResourceAsStream("/org/tahqiq/version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            String v = p.getProperty("version");
            // Unfiltered (classes compiled by something other than Maven): say so rather than print "${project.version}".
            return v == null || v.startsWith("$") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
