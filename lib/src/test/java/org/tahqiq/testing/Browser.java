package org.tahqiq.testing;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The headless browser the HTML report's test drives: Debian's {@code chromium} and {@code chromedriver}
 * ({@code apt-get install chromium chromium-driver}; .ci/run installs both), or others named by the system properties
 * {@value #CHROMIUM_PROPERTY} and {@value #DRIVER_PROPERTY}. Without them each browser test is skipped and says why
 * (an assumption per test, so the run counts them as skipped, not as zero tests); under {@code CI=true} it fails, as
 * {@link DevData} does for the data.
 */
public final class Browser {

    public static final String CHROMIUM_PROPERTY = "tahqiq.test.chromium";
    public static final String DRIVER_PROPERTY = "tahqiq.test.chromedriver";

    /** The browser and its driver. */
    public record Binaries(Path chromium, Path driver) {
    }

    private Browser() {
    }

    /** Where the browser and its driver are looked for: the system properties, else Debian's paths. */
    public static Binaries expected() {
        return new Binaries(Path.of(System.getProperty(CHROMIUM_PROPERTY, "/usr/bin/chromium")),
                Path.of(System.getProperty(DRIVER_PROPERTY, "/usr/bin/chromedriver")));
    }

    /** Whether both are there to be run. */
    public static boolean available(Binaries b) {
        return Files.isExecutable(b.chromium()) && Files.isExecutable(b.driver());
    }

    /**
     * A headless chromium driven through its driver, with a fresh profile under {@code dir} and nothing fetched in the
     * background (updates, sync), so a test sees only the requests its page makes.
     */
    public static org.openqa.selenium.chrome.ChromeDriver start(Binaries b, Path dir) throws java.io.IOException {
        org.openqa.selenium.chrome.ChromeOptions options = new org.openqa.selenium.chrome.ChromeOptions();
        options.setBinary(b.chromium().toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=" + Files.createDirectory(dir.resolve("profile")));
        org.openqa.selenium.chrome.ChromeDriverService service = new org.openqa.selenium.chrome.ChromeDriverService.Builder()
                .usingDriverExecutable(b.driver().toFile()).usingAnyFreePort().build();
        return new org.openqa.selenium.chrome.ChromeDriver(service, options);
    }

    /** The binaries, or a skip naming {@code tests} and what is missing (a failure under {@code CI=true}). */
    public static Binaries orSkip(String tests) {
        return orSkip(tests, expected(), System::getenv, System.out);
    }

    static Binaries orSkip(String tests, Binaries b, Function<String, String> env, PrintStream log) {
        if (available(b)) {
            return b;
        }
        String missing = !Files.isExecutable(b.chromium()) ? b.chromium().toString() : b.driver().toString();
        Skip.now("skipped " + tests + ": no browser to run them: " + missing + " is not an executable "
                + "(apt-get install chromium chromium-driver)", "the browser", env, log);
        return null;
    }
}
