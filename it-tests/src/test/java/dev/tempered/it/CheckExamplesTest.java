package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.check.CheckOptions;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.ProgressFinding;
import dev.tempered.analysis.check.QueueFinding;
import dev.tempered.analysis.check.Status;
import dev.tempered.analysis.check.ThreadUse;
import dev.tempered.report.CheckText;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every planted misuse stops the check; none of the correct programs does. */
class CheckExamplesTest {
    private static QueueFinding only(CheckResult r, String type) {
        List<QueueFinding> qs = r.queues().stream().filter(q -> q.queueSimpleName().equals(type))
                .collect(Collectors.toList());
        assertEquals(1, qs.size(), () -> "one " + type + " in\n" + CheckText.format(r));
        return qs.get(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SpscTwoLambdas", "SpscFieldInnerClass", "HelperCalledTwice", "ExecutorTasks",
            "AnnotatedField", "OneToOneTwoConsumers"})
    void plantedMisusesStopTheCheck(String name) throws Exception {
        CheckResult r = CheckExamples.check(name);
        String text = CheckText.format(r);
        assertTrue(r.fails(CheckOptions.defaults()), text);
        QueueFinding broken = r.queues().stream().filter(q -> q.status() == Status.BROKEN).findFirst().orElseThrow();
        assertTrue(broken.threads().size() >= 2, text);
        assertNotNull(broken.side(), text);
        for (ThreadUse t : broken.threads()) {
            assertFalse(t.chain().isEmpty(), text);
        }
        long distinct = broken.threads().stream().map(t -> t.thread().display()).distinct().count();
        assertTrue(distinct >= 2, "both threads named: " + text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SpscOk", "OneWorkerPool", "ManyToOneOk", "AnnotatedLocal", "SerialisedSynchronized",
            "SerialisedLock", "SerialisedDrain", "SpmcOk", "MpmcAny"})
    void correctProgramsPass(String name) throws Exception {
        CheckResult r = CheckExamples.check(name);
        String text = CheckText.format(r);
        assertFalse(r.fails(CheckOptions.defaults()), text);
        assertFalse(r.queues().isEmpty(), text);
        for (QueueFinding q : r.queues()) {
            assertEquals(Status.VERIFIED, q.status(), text);
        }
    }

    @Test
    void twoLambdasNameBothThreadsAndTheirStarts() throws Exception {
        CheckResult r = CheckExamples.check("SpscTwoLambdas");
        QueueFinding q = only(r, "SpscArrayQueue");
        assertEquals(Status.BROKEN, q.status());
        assertEquals("producers", q.side());
        String text = CheckText.format(r);
        assertTrue(text.contains("SpscTwoLambdas.java:10") && text.contains("SpscTwoLambdas.java:11"), text);
        assertTrue(text.contains("broken: SpscArrayQueue declared spsc"), text);
    }

    @Test
    void helperKeepsTheMpscQueueVerified() throws Exception {
        CheckResult r = CheckExamples.check("HelperCalledTwice");
        assertEquals(Status.BROKEN, only(r, "SpscChunkedArrayQueue").status());
        assertEquals(Status.VERIFIED, only(r, "MpscArrayQueue").status());
    }

    @Test
    void serialisedUsesSayWhatSerialisesThem() throws Exception {
        assertTrue(only(CheckExamples.check("SerialisedSynchronized"), "SpscArrayQueue").reason()
                .contains("monitor of this"));
        assertTrue(only(CheckExamples.check("SerialisedLock"), "SpscUnboundedArrayQueue").reason()
                .contains("the lock this.lock"));
        assertTrue(only(CheckExamples.check("SerialisedDrain"), "MpscUnboundedArrayQueue").reason()
                .contains("work-in-progress counter this.wip"));
        assertTrue(only(CheckExamples.check("OneWorkerPool"), "OneToOneConcurrentArrayQueue").reason()
                .contains("single-worker executor"));
    }

    @Test
    void whatTheAnalysisCannotSeeIsNotVerifiable() throws Exception {
        CheckResult r = CheckExamples.check("Unseen");
        QueueFinding q = only(r, "SpscArrayQueue");
        assertEquals(Status.NOT_VERIFIABLE, q.status(), CheckText.format(r));
        assertTrue(q.reason().contains("allocated more than once"), q.reason());
        assertFalse(r.fails(CheckOptions.defaults()));
        assertTrue(r.fails(new CheckOptions(true)));
    }

    @Test
    void lockFreeMethodThatBlocksFailsWithTheChain() throws Exception {
        CheckResult r = CheckExamples.check("LockFreeMethods");
        String text = CheckText.format(r);
        ProgressFinding next = r.progress().stream().filter(p -> p.method().contains(".next(")).findFirst()
                .orElseThrow();
        ProgressFinding push = r.progress().stream().filter(p -> p.method().contains(".push(")).findFirst()
                .orElseThrow();
        assertEquals(Status.BROKEN, next.status(), text);
        assertTrue(next.blocking().startsWith("take on LinkedBlockingQueue"), text);
        assertEquals(2, next.chain().size(), text);
        assertTrue(next.chain().get(1).contains("await"), text);
        assertEquals(Status.VERIFIED, push.status(), text);
        assertTrue(r.fails(CheckOptions.defaults()));
    }
}
