package dev.tempered.benchmarks.reallib;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.apache.commons.io.input.QueueInputStream;
import org.apache.commons.io.output.QueueOutputStream;

/**
 * A third real library: Apache Commons IO's {@code QueueInputStream} / {@code QueueOutputStream}, its documented
 * pipe between two threads, over the library's default queue (a {@code LinkedBlockingQueue<Integer>} made by the
 * stream's builder). One writer thread, started once outside any loop, writes text lines into the output stream one
 * byte at a time ({@code write(int)}, the one method the library's output stream has; each byte is one queue
 * element); main reads them back in blocks ({@code read(byte[], int, int)}, the library's bulk read) and splits the
 * lines itself until the end line. The streams are used through their own methods, not wrapped in a JDK reader or
 * writer: a stream handed to JDK code is code the analysis does not follow. Usage:
 * {@code CommonsIoPipeProgram 1 <lines>} (the first argument is the writer count, always 1, so that every program of
 * the leg takes the same arguments); stdout: the oracle line.
 */
public final class CommonsIoPipeProgram {
    private static final byte[] END = "end\n".getBytes(StandardCharsets.US_ASCII);

    private CommonsIoPipeProgram() {
    }

    /**
     * How long a reader that finds the pipe empty waits before it takes the pipe as ended (the library's default, zero,
     * would end the stream at the first moment the writer is behind).
     */
    static final Duration TIMEOUT = Duration.ofSeconds(30);

    public static void main(String[] args) throws IOException, InterruptedException {
        pipe(QueueInputStream.builder().setTimeout(TIMEOUT).get(), lines(args, "CommonsIoPipeProgram"));
    }

    /** The line count from the leg's arguments {@code 1 <lines>}. */
    static long lines(String[] args, String program) {
        if (!"1".equals(args[0])) {
            throw new IllegalArgumentException(program + " writes from exactly 1 thread, not " + args[0]);
        }
        return Long.parseLong(args[1]);
    }

    /** Starts the one writer thread on {@code in}'s output stream, reads every line back on this thread, prints. */
    static void pipe(QueueInputStream in, long lines) throws IOException, InterruptedException {
        QueueOutputStream out = in.newQueueOutputStream();
        Thread writer = new Thread(() -> {
            try {
                for (long i = 0; i < lines; i++) {
                    writeLine(out, ("order " + i + "\n").getBytes(StandardCharsets.US_ASCII));
                }
                writeLine(out, END);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "writer");
        writer.start();
        long count = 0;
        long checksum = 0;
        int lineHash = 0;
        byte[] block = new byte[512];
        boolean ended = false;
        while (!ended) {
            int n = in.read(block, 0, block.length);
            if (n < 0) {
                throw new IllegalStateException("the pipe ended before the end line, after " + count + " lines");
            }
            for (int k = 0; k < n; k++) {
                byte b = block[k];
                if (b != '\n') {
                    lineHash = lineHash * 31 + b;
                } else if (lineHash == END_HASH) {
                    ended = true;
                } else {
                    count++;
                    checksum = checksum * 31 + lineHash;
                    lineHash = 0;
                }
            }
        }
        writer.join();
        System.out.println("commons-io: " + count + " lines, checksum " + checksum);
    }

    /** The hash {@code main} computes for the end line: the same as {@code String.hashCode} of "end". */
    private static final int END_HASH = "end".hashCode();

    private static void writeLine(QueueOutputStream out, byte[] line) throws InterruptedIOException {
        for (byte b : line) {
            out.write(b);
        }
    }
}
