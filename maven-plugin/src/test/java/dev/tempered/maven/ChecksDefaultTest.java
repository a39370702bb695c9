package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Issue 35: the goals that feed the agent and the rewriter check by default ({@code throw}). Read from the plugin
 * descriptor Maven itself uses (generated from the mojos' annotations), so it tests what a build gets.
 */
class ChecksDefaultTest {

    @Test
    void rewriteAndPrepareAgentDefaultToThrow() throws Exception {
        Map<String, String> defaults = checksDefaults();
        assertEquals("throw", defaults.get("rewrite"), "rewrite's <checks> default: " + defaults);
        assertEquals("throw", defaults.get("prepare-agent"), "prepare-agent's <checks> default: " + defaults);
    }

    @Test
    void offIsTheOptOutEachGoalPassesOn() {
        // prepare-agent hands the value to the agent as given; rewrite parses it with the rewriter's own parser
        assertEquals("-javaagent:/a.jar=manifest=/m.json,checks=off",
                AgentOption.of(java.nio.file.Path.of("/a.jar"), java.nio.file.Path.of("/m.json"), "off", false, null));
        assertEquals(dev.tempered.rewrite.ChecksMode.OFF, dev.tempered.rewrite.ChecksMode.parse("off"));
    }

    /** goal -> the default-value of its {@code checks} parameter, for every goal that has one. */
    private static Map<String, String> checksDefaults() throws Exception {
        Document d;
        try (InputStream in = ChecksDefaultTest.class.getClassLoader().getResourceAsStream("META-INF/maven/plugin.xml")) {
            assertNotNull(in, "no plugin descriptor on the test class path (built at process-classes)");
            d = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        Map<String, String> out = new TreeMap<>();
        NodeList mojos = d.getElementsByTagName("mojo");
        for (int i = 0; i < mojos.getLength(); i++) {
            Element mojo = (Element) mojos.item(i);
            String goal = mojo.getElementsByTagName("goal").item(0).getTextContent().trim();
            NodeList checks = mojo.getElementsByTagName("checks");
            for (int j = 0; j < checks.getLength(); j++) {
                Element c = (Element) checks.item(j);
                if (c.hasAttribute("default-value")) {
                    out.put(goal, c.getAttribute("default-value"));
                }
            }
        }
        return out;
    }
}
