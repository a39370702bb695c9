package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ArgLineTest {
    private static final String JAR = "/repo/tempered-maven-plugin-1-agent.jar";
    private static final String AGENT = "-javaagent:" + JAR + "=manifest=/p/m.json,checks=throw";

    @Test
    void aloneWhenThereWasNoValue() {
        assertEquals(AGENT, ArgLine.prepend(null, AGENT, JAR));
        assertEquals(AGENT, ArgLine.prepend("  ", AGENT, JAR));
    }

    @Test
    void keepsAnExistingValueAfterTheAgent() {
        assertEquals(AGENT + " -Xmx1g -Dx=1", ArgLine.prepend("-Xmx1g -Dx=1", AGENT, JAR));
    }

    @Test
    void replacesAnEarlierOptionForTheSameAgentInsteadOfRepeatingIt() {
        String earlier = "-javaagent:" + JAR + "=manifest=/old.json,checks=off";
        assertEquals(AGENT + " -Xmx1g", ArgLine.prepend(earlier + " -Xmx1g", AGENT, JAR));
    }

    @Test
    void keepsOtherAgents() {
        String jacoco = "-javaagent:/m2/jacoco.jar=destfile=/t/jacoco.exec";
        assertEquals(AGENT + " " + jacoco, ArgLine.prepend(jacoco, AGENT, JAR));
    }

    @Test
    void quotesArgumentsWithSpacesAndKeepsQuotedOnesWhole() {
        assertEquals(List.of("-Da=b c", "-Xmx1g"), ArgLine.split("\"-Da=b c\"   -Xmx1g"));
        String spaced = "-javaagent:/my repo/agent.jar=manifest=/p/m.json";
        assertEquals("\"" + spaced + "\" \"-Da=b c\"", ArgLine.prepend("\"-Da=b c\"", spaced, "/my repo/agent.jar"));
    }
}
