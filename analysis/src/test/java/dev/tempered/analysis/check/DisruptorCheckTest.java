package dev.tempered.analysis.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Disruptor ring buffers declared ProducerType.SINGLE. */
class DisruptorCheckTest {
    @TempDir
    Path dir;

    private static QueueFinding ring(CheckResult r) {
        return r.queues().stream().filter(q -> q.declared().origin().equals("ProducerType.SINGLE")).findFirst()
                .orElseThrow(() -> new AssertionError(CheckText.format(r)));
    }

    @Test
    void onePublisherIsVerified() throws Exception {
        CheckResult r = Examples.check(dir, "DisruptorSingleOk");
        assertEquals(Status.VERIFIED, ring(r).status(), CheckText.format(r));
        assertFalse(r.fails(CheckOptions.defaults()));
    }

    @Test
    void twoPublishersStopTheCheck() throws Exception {
        CheckResult r = Examples.check(dir, "DisruptorSingleTwo");
        QueueFinding q = ring(r);
        String text = CheckText.format(r);
        assertNotEquals(Status.VERIFIED, q.status(), text);
        assertEquals(Status.BROKEN, q.status(), text);
        assertTrue(q.threads().size() >= 2, text);
        assertTrue(r.fails(CheckOptions.defaults()));
    }
}
