package org.tahqiq.testing;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/** Tests that drive {@code git} (the fetch script's): skipped, saying why, when it is not installed; failed under CI. */
public final class Git {

    private Git() {
    }

    /** Returns when {@code git --version} runs; else skips {@code tests} (a failure under {@code CI=true}). */
    public static void orSkip(String tests) {
        if (!available()) {
            Skip.now("skipped " + tests + ": git is not installed", "git", System::getenv, System.out);
        }
    }

    private static boolean available() {
        try {
            Process p = new ProcessBuilder("git", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
