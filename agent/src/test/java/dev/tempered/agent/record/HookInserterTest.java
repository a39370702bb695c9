package dev.tempered.agent.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.recording.Recorder;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;

/**
 * The hooks inserted into a library queue class: the hooked class still verifies (no frame is recomputed), keeps
 * its behaviour (exceptions included), and its objects are recorded at the caller's allocation with the threads of
 * each side.
 */
class HookInserterTest {
    /** Stands in for a library queue: loops, early returns, a throw, a static method, a method of neither side. */
    public static class FakeQueue {
        private final Object[] items = new Object[8];
        private int head;
        private int tail;

        public FakeQueue() {
            this(8);
        }

        public FakeQueue(int capacity) {
            if (capacity > items.length) {
                throw new IllegalArgumentException("too big");
            }
        }

        public boolean offer(Object o) {
            if (o == null) {
                throw new NullPointerException();
            }
            if (tail - head == items.length) {
                return false;
            }
            items[tail++ % items.length] = o;
            return true;
        }

        public int fill(Object o, int n) {
            int i = 0;
            while (i < n && offer(o)) { // nested: noted once, as fill
                i++;
            }
            return i;
        }

        public Object poll() {
            return head == tail ? null : items[head++ % items.length];
        }

        public long size() {
            return tail - head;
        }

        public static String kind() {
            return "fake";
        }
    }

    private static final class Loader extends ClassLoader {
        Loader() {
            super(HookInserterTest.class.getClassLoader());
        }

        Class<?> define(String name, byte[] bytes) {
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    private static byte[] bytes(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream(c.getName().substring(c.getName().lastIndexOf('.') + 1) + ".class")) {
            return in.readAllBytes();
        }
    }

    @Test
    void a_hooked_queue_records_its_sides_and_behaves_as_before() throws Exception {
        byte[] hooked = HookInserter.rewrite(bytes(FakeQueue.class), Family.JCTOOLS);
        Class<?> c = new Loader().define(FakeQueue.class.getName(), hooked);
        Object q = c.getConstructor().newInstance();
        Method offer = c.getMethod("offer", Object.class);
        Method fill = c.getMethod("fill", Object.class, int.class);
        Method poll = c.getMethod("poll");
        Thread producer = new Thread(() -> {
            try {
                assertEquals(Boolean.TRUE, offer.invoke(q, "a"));
                assertEquals(3, fill.invoke(q, "b", 3));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }, "hooked-producer");
        producer.start();
        producer.join();
        assertEquals("a", poll.invoke(q));
        assertEquals(3L, c.getMethod("size").invoke(q));
        assertEquals("fake", c.getMethod("kind").invoke(null));
        InvocationTargetException npe = assertThrows(InvocationTargetException.class, () -> offer.invoke(q,
                (Object) null));
        assertTrue(npe.getCause() instanceof NullPointerException);
        // the call that threw was seen leaving: the next one is noted (a thread left inside would hide it)
        assertEquals(Boolean.TRUE, offer.invoke(q, "c"));
        // the constructor that throws still throws, and registers nothing
        assertThrows(InvocationTargetException.class, () -> c.getConstructor(int.class).newInstance(99));

        String json = Recorder.toJson();
        // the fixture is not under org.jctools.: its deepest constructor, returning first, is the first frame outside
        assertTrue(json.contains("{\"id\":\"dev/tempered/agent/record/HookInserterTest$FakeQueue.<init>(I)V@"
                + "HookInserterTest.java:"), json);
        assertTrue(json.contains("\"thread\":\"hooked-producer\""), json);
        assertTrue(json.contains("\"ops\":2,\"operations\":[\"fill\",\"offer\"]"), json);
        assertTrue(json.contains("\"operations\":[\"poll\"]"), json);
        assertTrue(json.contains("\"producersAtOnce\":1,\"consumersAtOnce\":1"), json);
        assertTrue(json.contains("\"thread\":\"main\",\"threadId\":" + Thread.currentThread().getId()), json);
        assertEquals(2, count(json, "\"ops\":2,\"operations\":[\"offer\"]") + count(json,
                "\"ops\":2,\"operations\":[\"fill\",\"offer\"]"), "main offered twice: " + json);
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void handler_frames_hold_this_and_the_parameters_as_declared() {
        assertEquals(List.of("a/Q", Opcodes.INTEGER, Opcodes.LONG, "java/lang/Object", "[I", Opcodes.DOUBLE),
                List.of(HookInserter.handlerLocals("a/Q", "(ZJLjava/lang/Object;[ID)Z")));
    }

    @Test
    void a_class_with_nothing_to_hook_is_left_alone() throws Exception {
        assertNull(HookInserter.rewrite(bytes(Empty.class), Family.AGRONA));
    }

    /** No constructor and no method with code. */
    interface Empty {
        void offer(Object o);
    }

    @Test
    void families_are_told_by_class_name_and_sides_by_the_shared_table() {
        assertEquals(Family.JCTOOLS, Family.of("org/jctools/queues/SpscArrayQueue"));
        assertEquals(Family.JCTOOLS, Family.of("org/jctools/queues/atomic/MpscAtomicArrayQueue"));
        assertNull(Family.of("org/jctools/queues/MpscArrayQueueL1Pad"));
        assertEquals(Family.AGRONA, Family.of("org/agrona/concurrent/OneToOneConcurrentArrayQueue"));
        assertEquals(Family.DISRUPTOR, Family.of("com/lmax/disruptor/RingBuffer"));
        assertNull(Family.of("java/util/concurrent/ArrayBlockingQueue"));
        assertEquals(Boolean.TRUE, Family.JCTOOLS.side("relaxedOffer"));
        assertEquals(Boolean.FALSE, Family.AGRONA.side("drain"));
        assertEquals(Boolean.TRUE, Family.DISRUPTOR.side("publishEvent"));
        assertNull(Family.DISRUPTOR.side("poll"));
        assertNull(Family.JCTOOLS.side("size"));
    }
}
