package dev.tempered.analysis.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check on small fixtures: each verdict, the side and threads it names, and what fails the check. */
class CheckFixturesTest {
    @TempDir
    Path dir;

    private static QueueFinding only(CheckResult r) {
        assertEquals(1, r.queues().size(), Fixtures.describe(r));
        return r.queues().get(0);
    }

    @Test
    void twoProducersOfAnSpscQueueAreBrokenAndBothAreNamed() throws Exception {
        CheckResult r = Fixtures.check(dir, "TwoOfferers");
        QueueFinding q = only(r);
        String text = Fixtures.describe(r);
        assertEquals(Status.BROKEN, q.status(), text);
        assertEquals("producers", q.side(), text);
        assertEquals(2, q.threads().stream().map(t -> t.thread().start().line()).distinct().count(), text);
        assertTrue(r.fails(CheckOptions.defaults()), text);
    }

    @Test
    void oneProducerAndOneConsumerAreVerified() throws Exception {
        CheckResult r = Fixtures.check(dir, "OneOfferer");
        assertEquals(Status.VERIFIED, only(r).status(), Fixtures.describe(r));
        assertEquals("OneToOneConcurrentArrayQueue", only(r).queueSimpleName());
        assertFalse(r.fails(CheckOptions.defaults()));
    }

    @Test
    void producersUnderOneMonitorAreVerifiedAsSerialised() throws Exception {
        CheckResult r = Fixtures.check(dir, "LockedOfferers");
        QueueFinding q = only(r);
        assertEquals(Status.VERIFIED, q.status(), Fixtures.describe(r));
        assertTrue(q.reason() != null && q.reason().contains("monitor"), Fixtures.describe(r));
    }

    @Test
    void anAnnotatedSingleConsumerWithTwoIsBroken() throws Exception {
        CheckResult r = Fixtures.check(dir, "AnnotatedTwoConsumers");
        QueueFinding q = only(r);
        assertEquals(Status.BROKEN, q.status(), Fixtures.describe(r));
        assertEquals("consumers", q.side());
        assertEquals("@Topology", q.declared().origin());
    }

    @Test
    void aQueuePerIterationIsNotVerifiableAndFailsOnlyStrictly() throws Exception {
        CheckResult r = Fixtures.check(dir, "QueuePerIteration");
        assertEquals(Status.NOT_VERIFIABLE, only(r).status(), Fixtures.describe(r));
        assertFalse(r.fails(CheckOptions.defaults()));
        assertTrue(r.fails(new CheckOptions(true)));
    }

    @Test
    void aSingleProducerRingBufferWithTwoPublishersIsBroken() throws Exception {
        CheckResult r = Fixtures.check(dir, "RingTwoPublishers");
        QueueFinding q = only(r);
        assertEquals("ProducerType.SINGLE", q.declared().origin(), Fixtures.describe(r));
        assertEquals(Status.BROKEN, q.status(), Fixtures.describe(r));
        assertTrue(q.threads().size() >= 2, Fixtures.describe(r));
    }

    @Test
    void aLockFreeMethodThatCanBlockIsBroken() throws Exception {
        CheckResult r = Fixtures.check(dir, "BlockingLockFree");
        List<ProgressFinding> p = r.progress();
        assertEquals(1, p.size(), Fixtures.describe(r));
        assertEquals(Status.BROKEN, p.get(0).status(), Fixtures.describe(r));
        assertTrue(p.get(0).blocking().startsWith("put on ArrayBlockingQueue"), Fixtures.describe(r));
        assertTrue(r.fails(CheckOptions.defaults()));
    }
}
