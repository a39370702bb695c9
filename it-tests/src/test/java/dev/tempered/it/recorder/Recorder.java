package dev.tempered.it.recorder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where recording queues note who ran which side: per site, per queue instance, per side, per thread, the first
 * entry time, last exit time and number of operations. Written as a tab-separated file when the JVM exits.
 */
public final class Recorder {
    private static final Map<String, AtomicInteger> INSTANCES = new ConcurrentHashMap<>();
    private static final List<Instance> ALL = new ArrayList<>();
    private static volatile Path out;

    private Recorder() {
    }

    static void install(Path file) {
        out = file;
        Thread dump = new Thread(Recorder::dumpAfterOtherHooks, "tempered-recorder-dump");
        Runtime.getRuntime().addShutdownHook(dump);
    }

    /** Called by each recording queue's constructor. */
    public static Instance register(String site) {
        int n = INSTANCES.computeIfAbsent(site, k -> new AtomicInteger()).getAndIncrement();
        Instance i = new Instance(site, n);
        synchronized (ALL) {
            ALL.add(i);
        }
        return i;
    }

    /** One queue object: the threads seen on each side. */
    public static final class Instance {
        final String site;
        final int index;
        final Map<Long, ThreadStats> producers = new ConcurrentHashMap<>();
        final Map<Long, ThreadStats> consumers = new ConcurrentHashMap<>();
        final Side producerSide = new Side();
        final Side consumerSide = new Side();

        Instance(String site, int index) {
            this.site = site;
            this.index = index;
        }

        public void enter(boolean producer) {
            Thread t = Thread.currentThread();
            ThreadStats s = (producer ? producers : consumers).computeIfAbsent(t.getId(), id -> new ThreadStats(t.getName()));
            if (s.depth++ == 0) {
                (producer ? producerSide : consumerSide).in();
            }
            s.enter();
        }

        public void exit(boolean producer) {
            ThreadStats s = (producer ? producers : consumers).get(Thread.currentThread().getId());
            if (s != null) {
                s.exit();
                if (--s.depth == 0) {
                    (producer ? producerSide : consumerSide).out();
                }
            }
        }
    }

    /** How many threads are inside an operation on one side right now, and the most ever seen. */
    static final class Side {
        private final AtomicInteger inside = new AtomicInteger();
        private final AtomicInteger most = new AtomicInteger();

        void in() {
            most.accumulateAndGet(inside.incrementAndGet(), Math::max);
        }

        void out() {
            inside.decrementAndGet();
        }
    }

    /** Written only by the thread it describes; read at exit. */
    static final class ThreadStats {
        final String name;
        volatile long first;
        volatile long last;
        volatile long count;
        /** Nesting of operations (add calls offer): only the outermost counts as being inside. */
        int depth;

        ThreadStats(String name) {
            this.name = name;
        }

        void enter() {
            long now = System.nanoTime();
            if (count == 0) {
                first = now;
            }
            last = Math.max(last, now);
            count++;
        }

        void exit() {
            last = System.nanoTime();
        }
    }

    /*
     * Shutdown hooks run concurrently: an application hook may still be using a queue. Give the other live
     * non-daemon threads (such hooks) a bounded time to finish before writing.
     */
    private static void dumpAfterOtherHooks() {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t == Thread.currentThread() || t.isDaemon() || "DestroyJavaVM".equals(t.getName())) {
                continue;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            try {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        dump();
    }

    static void dump() {
        List<Instance> copy;
        synchronized (ALL) {
            copy = new ArrayList<>(ALL);
        }
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (Instance i : copy) {
                write(w, i, "producers", i.producers, i.producerSide.most.get());
                write(w, i, "consumers", i.consumers, i.consumerSide.most.get());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Writer w, Instance i, String side, Map<Long, ThreadStats> threads, int mostInside)
            throws IOException {
        for (Map.Entry<Long, ThreadStats> e : threads.entrySet()) {
            ThreadStats s = e.getValue();
            w.write(i.site + "\t" + i.index + "\t" + side + "\t" + e.getKey() + "\t" + s.name.replace('\t', ' ')
                    + "\t" + s.first + "\t" + s.last + "\t" + s.count + "\t" + mostInside + "\n");
        }
    }
}
