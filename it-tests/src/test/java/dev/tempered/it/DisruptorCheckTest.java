package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.check.CheckOptions;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.QueueFinding;
import dev.tempered.analysis.check.Status;
import dev.tempered.report.CheckText;
import org.junit.jupiter.api.Test;

/** Disruptor ring buffers declared ProducerType.SINGLE. */
class DisruptorCheckTest {
    private static QueueFinding ring(CheckResult r) {
        return r.queues().stream().filter(q -> q.declared().origin().equals("ProducerType.SINGLE")).findFirst()
                .orElseThrow(() -> new AssertionError(CheckText.format(r)));
    }

    @Test
    void onePublisherIsVerified() throws Exception {
        CheckResult r = CheckExamples.check("DisruptorSingleOk");
        assertEquals(Status.VERIFIED, ring(r).status(), CheckText.format(r));
        assertFalse(r.fails(CheckOptions.defaults()));
    }

    @Test
    void twoPublishersStopTheCheck() throws Exception {
        CheckResult r = CheckExamples.check("DisruptorSingleTwo");
        QueueFinding q = ring(r);
        String text = CheckText.format(r);
        assertNotEquals(Status.VERIFIED, q.status(), text);
        assertEquals(Status.BROKEN, q.status(), text);
        assertTrue(q.threads().size() >= 2, text);
        assertTrue(r.fails(CheckOptions.defaults()));
    }

    @Test
    void anUnreachedRingIsNotVerifiable() throws Exception {
        CheckResult r = CheckExamples.check("DisruptorSingleUnreached");
        QueueFinding q = ring(r);
        String text = CheckText.format(r);
        assertEquals(Status.NOT_VERIFIABLE, q.status(), text);
        assertTrue(q.reason().contains("not reached from the entry points"), text);
        assertFalse(r.fails(CheckOptions.defaults()), text);
        assertTrue(r.fails(new CheckOptions(true)), text);
    }
}
