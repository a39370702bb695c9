package dev.tempered.runtime.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.TopologyViolation;
import dev.tempered.runtime.internal.core.Spec;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The guard's protocol, step by step, with the overlaps laid out by joins so that each outcome is certain: who reports
 * an overlap of a brief operation (its owner, at exit) and of a marked one (the newcomer, at entry), and that a serial
 * hand-over reports nothing (decisions 0007 and 0039); and what the guard copies to an inline ring's owner fields
 * (decision 0041).
 */
class SideGuardTest {
    private static final String SITE = "|topology=spsc|at=SideGuardTest.java:7|site=T.m()V#0";

    private static SideGuard guard(String checks) {
        return new SideGuard(Spec.of("v1|form=ring|checks=" + checks + SITE), "producer");
    }

    /** Runs {@code body} on a thread named "newcomer" and returns what it threw, or null. */
    private static Throwable onNewcomer(Runnable body) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Throwable e) {
                thrown.set(e);
            }
        }, "newcomer");
        t.start();
        t.join();
        return thrown.get();
    }

    private static void assertNamesBoth(Throwable t) {
        assertTrue(t instanceof TopologyViolation, String.valueOf(t));
        String msg = t.getMessage();
        assertTrue(msg.contains("\"newcomer\"") && msg.contains("\"" + Thread.currentThread().getName() + "\""), msg);
        assertTrue(msg.contains("SideGuardTest.java:7") && msg.contains("proven spsc") && msg.contains("producer side"),
                msg);
    }

    @Test
    void aBriefOperationStoresNoMark() {
        SideGuard g = guard("throw");
        g.exitBrief(g.enterBrief()); // the first entry takes the side over (a newcomer's path)
        Thread token = g.enterBrief();
        assertNotNull(token, "the owner's token");
        assertFalse(g.busyVolatile(), "a brief operation is not marked");
        g.exitBrief(token);
        Thread marked = g.enter();
        assertTrue(g.busyVolatile(), "a marked operation is");
        g.exit(marked);
        assertFalse(g.busyVolatile());
    }

    @Test
    void aBriefOperationOverlappedByANewcomerIsReportedByItsOwnerAtExit() throws Exception {
        SideGuard g = guard("throw");
        Thread token = g.enterBrief();
        // the newcomer finds no mark, so it goes ahead: its swap is what the owner's exit re-check finds
        assertNull(onNewcomer(() -> g.exitBrief(g.enterBrief())));
        assertNamesBoth(assertThrows(TopologyViolation.class, () -> g.exitBrief(token)));
    }

    @Test
    void aNewcomerFindsAMarkedOwnerAtItsOwnEntry() throws Exception {
        SideGuard g = guard("throw");
        Thread token = g.enter(); // marked: as in a take that parks
        Throwable t = onNewcomer(() -> g.exitBrief(g.enterBrief()));
        assertNamesBoth(t);
        // throw mode stopped the side: the owner's operation fails at its exit re-check with the first violation
        assertStopped(assertThrows(TopologyViolation.class, () -> g.exit(token)));
        assertEquals(Fuse.STOPPED, g.ownerVolatile());
    }

    private static void assertStopped(TopologyViolation v) {
        assertNamesBoth(v);
        assertTrue(v.getMessage().contains("stopped"), v.getMessage());
    }

    /** Once stopped, every entry fails: the owner's, a newcomer's, marked or brief, strict or not. */
    @Test
    void aStoppedSideFailsEveryEntry() throws Exception {
        for (String checks : new String[] {"throw", "strict-throw"}) {
            RecordingMirror mirror = new RecordingMirror();
            SideGuard g = new SideGuard(Spec.of("v1|form=ring|checks=" + checks + SITE), "producer", mirror);
            g.exitBrief(g.enterBrief());
            Thread token = g.enter();
            assertNamesBoth(onNewcomer(() -> g.exit(g.enter())));
            assertEquals(Fuse.STOPPED, mirror.owners.get(mirror.owners.size() - 1), checks);
            if (!checks.startsWith("strict")) {
                assertStopped(assertThrows(TopologyViolation.class, () -> g.exit(token)));
            }
            assertStopped(assertThrows(TopologyViolation.class, g::enter));
            assertStopped(assertThrows(TopologyViolation.class, g::enterBrief));
            assertStopped((TopologyViolation) onNewcomer(() -> g.exitBrief(g.enterBrief())));
            assertStopped((TopologyViolation) onNewcomer(() -> g.exit(g.enter())));
            assertEquals(Fuse.STOPPED, g.ownerVolatile(), checks);
            assertEquals(Fuse.STOPPED, mirror.owners.get(mirror.owners.size() - 1), checks);
        }
    }

    @Test
    void aSerialHandOverReportsNothing() throws Exception {
        SideGuard g = guard("throw");
        g.exitBrief(g.enterBrief());
        g.exit(g.enter());
        assertNull(onNewcomer(() -> {
            g.exitBrief(g.enterBrief());
            g.exit(g.enter());
        }));
        g.exitBrief(g.enterBrief()); // and back: the join orders every step
        assertEquals(Thread.currentThread(), g.ownerVolatile());
    }

    /** Records what the guard copies to its mirror (decision 0041). */
    private static final class RecordingMirror extends FastPathCopy {
        final java.util.List<Thread> owners = new java.util.concurrent.CopyOnWriteArrayList<>();

        RecordingMirror() {
            super(null, null, 0L);
        }

        @Override
        public void owner(Thread owner) {
            owners.add(owner);
        }
    }

    @Test
    void everyMoveOfTheOwnerIsMirroredAndARefusedEntryIsNot() throws Exception {
        RecordingMirror mirror = new RecordingMirror();
        SideGuard g = new SideGuard(Spec.of("v1|form=ring|checks=throw" + SITE), "producer", mirror);
        Thread me = Thread.currentThread();
        g.exitBrief(g.enterBrief());
        g.exitBrief(g.enterBrief()); // the owner again: nothing moves
        assertEquals(java.util.List.of(me), mirror.owners);
        Thread[] newcomer = new Thread[1];
        assertNull(onNewcomer(() -> {
            newcomer[0] = Thread.currentThread();
            g.exit(g.enter());
        }));
        assertEquals(java.util.List.of(me, newcomer[0]), mirror.owners);
        g.exitBrief(g.enterBrief()); // and back
        assertEquals(3, mirror.owners.size());
        // refused at entry (a marked owner inside): the refused thread is never mirrored; the stop is
        Thread token = g.enter();
        assertNamesBoth(onNewcomer(() -> g.exitBrief(g.enterBrief())));
        assertThrows(TopologyViolation.class, () -> g.exit(token));
        assertEquals(java.util.List.of(me, newcomer[0], me, Fuse.STOPPED), mirror.owners);
    }

    @Test
    void theStrictOwnersClaimIsMirroredOnce() throws Exception {
        RecordingMirror mirror = new RecordingMirror();
        SideGuard g = new SideGuard(Spec.of("v1|form=ring|checks=strict-throw" + SITE), "producer", mirror);
        g.exitBrief(g.enterBrief());
        g.exitBrief(g.enterBrief());
        assertTrue(onNewcomer(g::enterBrief) instanceof TopologyViolation);
        assertEquals(java.util.List.of(Thread.currentThread(), Fuse.STOPPED), mirror.owners);
    }

    @Test
    void strictBriefOperationsOfTheOwnerNeedNoTokenAndAnyOtherThreadFailsAtEntry() throws Exception {
        SideGuard g = guard("strict-throw");
        assertNull(g.enterBrief(), "the first thread claims the side for good");
        assertNull(g.enterBrief(), "the owner's operations have nothing to re-check");
        Throwable t = onNewcomer(g::enterBrief);
        assertTrue(t instanceof TopologyViolation && t.getMessage().contains("after thread"), String.valueOf(t));
        assertNamesBoth(t);
    }
}
