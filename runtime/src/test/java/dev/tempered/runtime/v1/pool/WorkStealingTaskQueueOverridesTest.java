package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class WorkStealingTaskQueueOverridesTest {
    @Test
    void overridesEveryPublicMethodOnThisJdk() {
        assertEquals(List.of(), OverrideCheck.missing());
    }

    @Test
    void overridesEveryPublicMethodOnJdk25() throws Exception {
        String home = System.getProperty("tempered.test.jdk25", "");
        File java = new File(home, "bin/java");
        assumeTrue(!home.isEmpty() && java.canExecute(), "no JDK 25 at " + home);
        Process p = new ProcessBuilder(java.getPath(), "-cp", System.getProperty("java.class.path"),
                OverrideCheck.class.getName()).redirectErrorStream(true).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.startsWith("checked on 25"), out);
        assertTrue(out.contains("missing []"), out);
    }
}
