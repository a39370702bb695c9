package dev.tempered.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** What the recorder saw in one run, per site id: each queue instance's threads per side. */
final class Observations {
    /** One thread on one side of one queue instance: first entry and last exit of its operations. */
    record ThreadSpan(String site, String where, int instance, boolean producer, long threadId, String threadName, long first,
                      long last, long ops, int mostInside) {
    }

    private final List<ThreadSpan> spans;

    private Observations(List<ThreadSpan> spans) {
        this.spans = spans;
    }

    static Observations read(Path file) throws IOException {
        List<ThreadSpan> spans = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            int space = f[0].indexOf(' ');
            spans.add(new ThreadSpan(f[0].substring(0, space), f[0].substring(space + 1), Integer.parseInt(f[1]), f[2].equals("producers"), Long.parseLong(f[3]),
                    f[4], Long.parseLong(f[5]), Long.parseLong(f[6]), Long.parseLong(f[7]),
                    Integer.parseInt(f[8])));
        }
        return new Observations(spans);
    }

    Set<String> sites() {
        Set<String> s = new TreeSet<>();
        spans.forEach(t -> s.add(t.site()));
        return s;
    }

    /** {@code File.java:line} of the site, as its class file records it. */
    String where(String site) {
        return spans.stream().filter(t -> t.site().equals(site)).map(ThreadSpan::where).findFirst().orElse("?");
    }

    /**
     * The most threads whose [first, last] intervals overlap on one side of one instance of the site, over all
     * its instances: an upper bound of how many ran that side at once (threads ordered by start-after-join do not
     * overlap). 0 when the side saw no operation.
     */
    int overlap(String site, boolean producer) {
        Map<Integer, List<ThreadSpan>> byInstance = new TreeMap<>();
        for (ThreadSpan t : spans) {
            if (t.site().equals(site) && t.producer() == producer) {
                byInstance.computeIfAbsent(t.instance(), k -> new ArrayList<>()).add(t);
            }
        }
        int max = 0;
        for (List<ThreadSpan> threads : byInstance.values()) {
            max = Math.max(max, maxOverlap(threads));
        }
        return max;
    }

    static int maxOverlap(List<ThreadSpan> threads) {
        // sweep: +1 at first, -1 after last; equal times open before they close (touching counts as overlap)
        List<long[]> events = new ArrayList<>();
        for (ThreadSpan t : threads) {
            events.add(new long[] {t.first(), 0});
            events.add(new long[] {t.last(), 1});
        }
        events.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        int open = 0;
        int max = 0;
        for (long[] e : events) {
            open += e[1] == 0 ? 1 : -1;
            max = Math.max(max, open);
        }
        return max;
    }

    /**
     * The most threads that were inside an operation on one side of one instance at the same moment: a lower
     * bound of concurrency (what certainly happened), shown beside the interval bound in messages.
     */
    int inside(String site, boolean producer) {
        return spans.stream().filter(t -> t.site().equals(site) && t.producer() == producer)
                .mapToInt(ThreadSpan::mostInside).max().orElse(0);
    }

    /** Thread names on one side of the site, over all instances, for messages. */
    String threads(String site, boolean producer) {
        Set<String> names = new TreeSet<>();
        for (ThreadSpan t : spans) {
            if (t.site().equals(site) && t.producer() == producer) {
                names.add(t.threadName() + "#" + t.instance() + "(" + t.ops() + " ops)");
            }
        }
        return String.join(", ", names);
    }
}
