package dev.tempered.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Structure of the HTML report; {@link HtmlReportBrowserTest} renders it in a real browser. */
class HtmlReportTest {

    static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void oneCardPerQueueWithItsEvidence() {
        String html = HtmlReport.render(SampleManifests.full(), null);
        assertEquals(5, count(html, "<article class=\"card "));
        assertEquals(5, count(html, "</article>"));
        assertTrue(html.contains("data-topology=\"spsc\" data-confidence=\"exact\" data-implementation=\"ring\""), html);
        assertTrue(html.contains("<li>started at com/acme/logs/Pipeline.java:55, runs com/acme/logs/Pipeline.read()V</li>"
                + "<li>Pipeline.lambda$main$0() (called at com/acme/logs/Pipeline.java:55)</li><li>Pipeline.read() (called at com/acme/logs/Pipeline.java:80)</li>"), html);
        assertTrue(html.contains("passed to java.lang.reflect.Method.invoke at Pipeline.java:75 (reflection)"), html);
        assertTrue(html.contains("<b class=\"broken\">broken</b>"), html);
    }

    @Test
    void selfContainedNothingFetched() {
        String html = HtmlReport.render(SampleManifests.full(), SampleManifests.manifest(SampleManifests.spsc()));
        for (String external : new String[] {"src=", "href=", "url(", "@import", "http://", "https://"}) {
            assertFalse(html.contains(external), "fetches something: " + external);
        }
        assertEquals(1, count(html, "<script>"));
        assertEquals(1, count(html, "<style>"));
    }

    @Test
    void statesAssumptionVersionAndChanges() {
        String html = HtmlReport.render(SampleManifests.full(), SampleManifests.manifest(SampleManifests.spsc()));
        assertTrue(html.contains("Closed world: the analysed class path is taken to be the whole program"), html);
        assertTrue(html.contains("Produced by tempered 0.1.0-test"), html);
        assertTrue(html.indexOf("Changes since the base") < html.indexOf("<main"), "changes lead");
        assertTrue(html.contains("4 queues added, 0 queues removed, 0 verdicts changed, 1 unchanged"), html);
        assertEquals(4, count(html, "<span class=\"state\">new</span>"));
    }

    @Test
    void escapesWhatTheProgramNames() {
        assertEquals("&lt;init&gt; &amp; &quot;x&quot; &#39;y&#39;", HtmlReport.esc("<init> & \"x\" 'y'"));
    }

    @Test
    void deterministicBytes() {
        assertEquals(HtmlReport.render(SampleManifests.full(), null), HtmlReport.render(SampleManifests.full(), null));
    }
}
