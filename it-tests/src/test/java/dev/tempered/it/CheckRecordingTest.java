package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.QueueFinding;
import dev.tempered.analysis.check.Status;
import dev.tempered.analysis.check.ThreadUse;
import dev.tempered.manifest.Topology;
import dev.tempered.report.CheckText;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The check's verdicts against what ran: each check example runs under the agent's recording mode, which hooks the
 * declared queues in their libraries (JCTools, Agrona, the Disruptor's ring buffer) and subclasses the annotated
 * JDK ones. A broken side must be seen run by at least two threads, among them the threads the check named; a
 * verified queue must be seen within its declaration (never two threads inside a single side at once).
 */
@org.junit.jupiter.api.Tag("child-jvm")
class CheckRecordingTest {

    @ParameterizedTest
    @ValueSource(strings = {"SpscTwoLambdas", "SpscFieldInnerClass", "HelperCalledTwice", "ExecutorTasks",
            "AnnotatedField", "DisruptorSingleTwo", "OneToOneTwoConsumers"})
    void brokenVerdictsAreConfirmedByTheThreadsThatRan(String name) throws Exception {
        CheckResult r = CheckExamples.check(name);
        RecordedRun.Outcome o = CheckExamples.recorded(name);
        String text = CheckText.format(r) + "\nrecording: agent said " + o.agentLines();
        assertEquals(o.plainOutput(), o.recordedOutput(), name + ": recording changed the program's output");
        List<QueueFinding> broken = r.queues().stream().filter(q -> q.status() == Status.BROKEN).toList();
        assertEquals(1, broken.size(), text);
        QueueFinding q = broken.get(0);
        Observations obs = o.observations();
        String site = recordedSite(obs, q);
        assertNotNull(site, q.siteId() + " at " + q.where().display() + " was not recorded; recorded " + obs.sites()
                + "\n" + text);
        boolean producers = "producers".equals(q.side());
        int distinct = obs.distinct(site, producers);
        assertTrue(distinct >= 2, name + ": " + q.side() + " broken but the recording saw " + distinct
                + " thread(s): " + obs.threads(site, producers) + "\n" + text);
        List<String> named = new ArrayList<>();
        for (ThreadUse t : q.threads()) {
            String expected = t.thread().start() == null ? t.thread().name()
                    : CheckExamples.threadName(t.thread().start().file(), t.thread().start().line());
            assertNotNull(expected, () -> "no // thread: marker at " + t.thread().start().display() + "\n" + text);
            named.add(expected);
            assertTrue(obs.site(site).side(producers).stream().anyMatch(u -> CheckExamples.matches(expected,
                    u.name())), () -> name + ": the check named " + t.thread().display() + " (" + expected
                    + "), the recording saw " + obs.threads(site, producers));
        }
        System.out.println(name + ": broken " + q.side() + " of " + q.queueSimpleName() + " confirmed; the check named "
                + named + ", the recording saw " + obs.threads(site, producers));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SpscOk", "OneWorkerPool", "ManyToOneOk", "AnnotatedLocal", "SerialisedSynchronized",
            "SerialisedLock", "SerialisedDrain", "DisruptorSingleOk", "HelperCalledTwice", "SpmcOk", "MpmcAny"})
    void verifiedQueuesAreSeenWithinTheirDeclarations(String name) throws Exception {
        CheckResult r = CheckExamples.check(name);
        RecordedRun.Outcome o = CheckExamples.recorded(name);
        assertEquals(o.plainOutput(), o.recordedOutput(), name + ": recording changed the program's output");
        Observations obs = o.observations();
        int seen = 0;
        for (QueueFinding q : r.queues()) {
            if (q.status() != Status.VERIFIED) {
                continue;
            }
            String site = recordedSite(obs, q);
            assertNotNull(site, q.siteId() + " at " + q.where().display() + " was not recorded; recorded "
                    + obs.sites());
            Topology t = q.declared().topology();
            boolean oneP = t == Topology.SPSC || t == Topology.SPMC;
            boolean oneC = t == Topology.SPSC || t == Topology.MPSC;
            assertTrue(obs.distinct(site, true) + obs.distinct(site, false) > 0, site + " recorded no operation");
            assertTrue(!oneP || obs.inside(site, true) <= 1, name + ": declared " + t.json() + " but producers ran "
                    + "at once: " + obs.threads(site, true));
            assertTrue(!oneC || obs.inside(site, false) <= 1, name + ": declared " + t.json() + " but consumers ran "
                    + "at once: " + obs.threads(site, false));
            seen++;
            System.out.println(name + ": verified " + t.json() + " " + q.queueSimpleName() + " seen within it; "
                    + "producers " + obs.threads(site, true) + "; consumers " + obs.threads(site, false));
        }
        assertTrue(seen >= 1, name + " has no verified queue:\n" + CheckText.format(r));
    }

    /**
     * The recorded site of a finding: the same id (JDK queues, recorded by their subclass at the manifest site),
     * else the library queue registered from the finding's method at its line (its id is {@code method@File:line}).
     */
    static String recordedSite(Observations obs, QueueFinding q) {
        if (obs.site(q.siteId()) != null) {
            return q.siteId();
        }
        String method = q.siteId().replaceFirst("[#@][^#@]*$", "");
        String at = q.where().file() + ":" + q.where().line();
        List<String> inMethod = obs.sites().stream().filter(id -> id.startsWith(method + "@")).toList();
        List<String> onLine = inMethod.stream().filter(id -> obs.where(id).equals(at)).toList();
        if (onLine.size() == 1) {
            return onLine.get(0);
        }
        return inMethod.size() == 1 ? inMethod.get(0) : null;
    }
}
