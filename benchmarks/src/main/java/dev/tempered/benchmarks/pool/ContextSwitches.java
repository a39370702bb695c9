package dev.tempered.benchmarks.pool;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The process's context switches so far, summed over its live threads from Linux's /proc/self/task/N/status:
 * voluntary ones are mostly parks that blocked (each paired with an unpark by another thread), involuntary ones are
 * preemptions. Zeros where /proc is missing. Threads that exit in between drop out of the sum, so read it around a
 * window in which the pool's threads all stay alive.
 */
final class ContextSwitches {
    private ContextSwitches() {
    }

    /** {voluntary, involuntary}. */
    static long[] read() {
        long[] sum = new long[2];
        Path tasks = Paths.get("/proc/self/task");
        if (!Files.isDirectory(tasks)) {
            return sum;
        }
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(tasks)) {
            for (Path t : dir) {
                try {
                    for (String line : Files.readAllLines(t.resolve("status"))) {
                        if (line.startsWith("voluntary_ctxt_switches:")) {
                            sum[0] += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                        } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                            sum[1] += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                        }
                    }
                } catch (IOException | NumberFormatException e) {
                    // the thread exited while we read: it no longer counts
                }
            }
        } catch (IOException e) {
            return sum;
        }
        return sum;
    }
}
