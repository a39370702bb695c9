package dev.tempered.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Renders the HTML report in headless Chromium: the page must paint (a non-trivial PNG) and its script must run
 * (the DOM after scripts has every card and the "N of N queues shown" line the script writes).
 * Skipped where Chromium is not installed (CI machines may lack it); {@link HtmlReportTest} always runs.
 */
class HtmlReportBrowserTest {

    private static Path chromium() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            for (String name : new String[] {"chromium", "chromium-browser", "google-chrome"}) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    private static String chrome(Path exe, Path profile, String... extra) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(exe.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile));
        cmd.addAll(List.of(extra));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium did not finish");
        return new String(out, StandardCharsets.UTF_8);
    }

    @Test
    void rendersInHeadlessChromium(@TempDir Path tmp) throws Exception {
        Path exe = chromium();
        assumeTrue(exe != null, "chromium not installed");
        Path html = tmp.resolve("report.html");
        Files.writeString(html, HtmlReport.render(SampleManifests.full(), SampleManifests.manifest(SampleManifests.spsc())));
        Path png = tmp.resolve("report.png");
        chrome(exe, tmp.resolve("profile1"), "--screenshot=" + png, "--window-size=1280,900", html.toUri().toString());
        assertTrue(Files.isRegularFile(png), "no screenshot written");
        assertTrue(Files.size(png) > 20_000, "screenshot too small to show cards: " + Files.size(png) + " bytes");
        String dom = chrome(exe, tmp.resolve("profile2"), "--dump-dom", html.toUri().toString());
        assertEquals(5, HtmlReportTest.count(dom, "<article class=\"card "), dom);
        assertTrue(dom.contains("5 of 5 queues shown"), "the inline script did not run: " + dom);
        String out = System.getProperty("tempered.screenshot");
        if (out != null) {
            Files.copy(png, Path.of(out), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
