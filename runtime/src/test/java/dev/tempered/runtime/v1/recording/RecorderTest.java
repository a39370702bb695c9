package dev.tempered.runtime.v1.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recording registry: one log per site id, one entry per thread and side, nested JDK calls noted once, and
 * the JSON it writes at exit. Each test uses its own site ids: the registry is process-wide.
 */
class RecorderTest {
    private static String spec(String id) {
        return "v1|form=record|checks=off|topology=spsc|at=T.java:1|site=" + id;
    }

    /** The JSON object of one site, cut out of the whole recording. */
    private static String siteJson(String id) {
        String all = Recorder.toJson();
        int start = all.indexOf("{\"id\":" + Json.quote(id));
        assertTrue(start >= 0, all);
        int depth = 0;
        for (int i = start; i < all.length(); i++) {
            char c = all.charAt(i);
            depth += c == '{' || c == '[' ? 1 : c == '}' || c == ']' ? -1 : 0;
            if (depth == 0) {
                return all.substring(start, i + 1);
            }
        }
        throw new AssertionError(all);
    }

    @Test
    void the_site_id_is_the_last_spec_field_and_a_spec_without_one_is_its_own_id() {
        assertEquals("a/B.m()V#0", Recorder.siteId(spec("a/B.m()V#0")));
        assertEquals("v1|form=record", Recorder.siteId("v1|form=record"));
        assertEquals("unknown", Recorder.siteId(null));
    }

    @Test
    void one_log_per_site_id_whatever_the_other_spec_fields() {
        SiteLog a = Recorder.site(spec("reg/A.m()V#0"));
        assertSame(a, Recorder.site("v1|form=record|checks=throw|site=reg/A.m()V#0"));
        assertNotSame(a, Recorder.site(spec("reg/A.m()V#1")));
        assertEquals("reg/A.m()V#0", a.id);
    }

    @Test
    void a_producer_thread_and_the_consumer_are_noted_once_per_call_with_their_operations() throws Exception {
        String id = "rec/Pipe.main()V#0";
        RecordingLinkedBlockingQueue<Integer> q = new RecordingLinkedBlockingQueue<>(spec(id));
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                q.add(i); // LinkedBlockingQueue.add calls offer: noted once, as add
            }
        }, "the-producer");
        producer.start();
        producer.join();
        assertEquals(0, q.poll());
        assertEquals(1, q.take());
        assertEquals(2, q.poll());
        String json = siteJson(id);
        String producers = json.substring(json.indexOf("\"producers\":"), json.indexOf(",\"consumers\":"));
        String consumers = json.substring(json.indexOf("\"consumers\":"));
        assertTrue(producers.contains("\"thread\":\"the-producer\""), json);
        assertTrue(producers.contains("\"ops\":3,\"operations\":[\"add\"]"), json);
        assertTrue(consumers.contains("\"thread\":\"" + Thread.currentThread().getName() + "\""), json);
        assertTrue(consumers.contains("\"ops\":3,\"operations\":[\"poll\",\"take\"]"), json);
        assertEquals(1, count(producers, "\"thread\":"));
        assertEquals(1, count(consumers, "\"thread\":"));
    }

    @Test
    void every_thread_of_many_is_its_own_entry_with_exact_counts() throws Exception {
        String id = "rec/Many.run()V#0";
        RecordingLinkedBlockingQueue<Integer> q = new RecordingLinkedBlockingQueue<>(spec(id));
        int threads = 4;
        int each = 1_000;
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> all = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread th = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                for (int i = 0; i < each; i++) {
                    q.offer(i);
                }
            }, "producer-" + t);
            all.add(th);
            th.start();
        }
        go.countDown();
        for (Thread th : all) {
            th.join();
        }
        assertEquals(threads * each, q.size());
        String json = siteJson(id);
        assertEquals(threads, count(json, "\"ops\":" + each + ",\"operations\":[\"offer\"]"), json);
        for (int t = 0; t < threads; t++) {
            assertTrue(json.contains("\"thread\":\"producer-" + t + "\""), json);
        }
        assertTrue(json.endsWith("\"consumers\":[]}"), json);
    }

    @Test
    void a_queue_never_used_is_listed_with_empty_sides_and_the_file_is_the_json() throws Exception {
        String id = "rec/Idle.<init>()V#0";
        new RecordingArrayBlockingQueue<Integer>(2, spec(id));
        assertEquals("{\"id\":\"rec/Idle.<init>()V#0\",\"at\":\"T.java:1\",\"queues\":1,\"producersAtOnce\":0,"
                + "\"consumersAtOnce\":0,\"producers\":[],\"consumers\":[]}", siteJson(id));
        Path file = Files.createTempFile("recording", ".json");
        try {
            Recorder.writeJson(file);
            String text = Files.readString(file, StandardCharsets.UTF_8);
            assertTrue(text.startsWith("{\"format\":\"" + Recorder.FORMAT + "\",\"sites\":["), text);
            assertTrue(text.contains(siteJson(id)), text);
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void names_are_quoted_as_json() {
        assertEquals("\"a\\\"b\\\\c\\n\\u0001\"", Json.quote("a\"b\\c\n\u0001"));
    }

    @Test
    void threads_blocked_inside_one_queue_at_once_are_counted_and_leaving_lets_the_count_fall() throws Exception {
        String id = "rec/Blocked.run()V#0";
        RecordingLinkedBlockingQueue<Integer> q = new RecordingLinkedBlockingQueue<>(spec(id));
        List<Thread> takers = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            Thread th = new Thread(() -> {
                try {
                    q.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "taker-" + t);
            takers.add(th);
            th.start();
        }
        waitUntil(() -> siteJson(id).contains("\"consumersAtOnce\":3"));
        for (int i = 0; i < 3; i++) {
            q.put(i);
        }
        for (Thread th : takers) {
            th.join();
        }
        // put never ran beside another put: one producer inside at a time
        assertTrue(siteJson(id).contains("\"producersAtOnce\":1,\"consumersAtOnce\":3"), siteJson(id));
        Thread later = new Thread(() -> q.poll(), "later");
        later.start();
        later.join();
        assertTrue(siteJson(id).contains("\"consumersAtOnce\":3"), "a high-water mark: " + siteJson(id));
        assertEquals(4, count(siteJson(id), "\"operations\":[\"take\"]") + count(siteJson(id), "[\"poll\"]"));
    }

    @Test
    void objects_of_one_site_count_their_threads_inside_apart() throws Exception {
        String id = "rec/PerWorker.run()V#0";
        List<Thread> all = new ArrayList<>();
        List<RecordingLinkedBlockingQueue<Integer>> queues = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            RecordingLinkedBlockingQueue<Integer> q = new RecordingLinkedBlockingQueue<>(spec(id));
            queues.add(q);
            Thread th = new Thread(() -> {
                try {
                    q.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "worker-" + t);
            all.add(th);
            th.start();
        }
        waitUntil(() -> count(siteJson(id), "\"thread\":\"worker-") == 2);
        // both are inside take (noted on entry) and stay there until fed: wait until both are parked in it
        waitUntil(() -> all.stream().allMatch(th -> th.getState() == Thread.State.WAITING
                || th.getState() == Thread.State.TIMED_WAITING));
        for (RecordingLinkedBlockingQueue<Integer> q : queues) {
            q.put(1);
        }
        for (Thread th : all) {
            th.join();
        }
        String json = siteJson(id);
        assertTrue(json.contains("\"queues\":2,\"producersAtOnce\":1,\"consumersAtOnce\":1"), json);
    }

    @Test
    void a_declared_library_queue_is_named_by_its_first_caller_outside_the_library_and_recorded_by_identity()
            throws Exception {
        Object queue = new Object();
        Object other = new Object();
        int line = new Throwable().getStackTrace()[0].getLineNumber() + 1;
        DeclaredQueues.made(queue, "java.");
        DeclaredQueues.made(queue, "java."); // a subclass constructor returning: already registered
        String id = RecorderTest.class.getName().replace('.', '/') + "."
                + "a_declared_library_queue_is_named_by_its_first_caller_outside_the_library_and_recorded_by_identity"
                + "()V@RecorderTest.java:" + line;
        Thread p = new Thread(() -> {
            DeclaredQueues.enter(queue, "offer", true);
            DeclaredQueues.enter(queue, "relaxedOffer", true); // nested: noted once
            DeclaredQueues.exit(queue);
            DeclaredQueues.exit(queue);
            DeclaredQueues.enter(other, "offer", true); // never registered: nothing
            DeclaredQueues.exit(other);
        }, "declared-producer");
        p.start();
        p.join();
        DeclaredQueues.enter(queue, "poll", false);
        DeclaredQueues.exit(queue);
        String json = siteJson(id);
        assertTrue(json.contains("\"at\":\"RecorderTest.java:" + line + "\",\"queues\":1,"
                + "\"producersAtOnce\":1,\"consumersAtOnce\":1"), json);
        assertTrue(json.contains("\"thread\":\"declared-producer\""), json);
        assertTrue(json.contains("\"ops\":1,\"operations\":[\"offer\"]"), json);
        assertTrue(json.contains("\"operations\":[\"poll\"]"), json);
    }

    private static void waitUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!done.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "timed out: " + Recorder.toJson());
            Thread.sleep(5);
        }
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
