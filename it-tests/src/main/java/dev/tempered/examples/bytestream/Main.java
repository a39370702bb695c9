package dev.tempered.examples.bytestream;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A byte pipe between two threads, as Apache Commons IO's {@code QueueInputStream} is: an application class extending
 * {@code InputStream} over a queue. Read through its own {@code read()} the queue is followed; read through a JDK
 * {@code DataInputStream} wrapped around it, JDK code calls {@code read()}, which the analysis does not follow, so the
 * stream escapes and its queue stays general although a reader sees one thread on each side.
 */
public class Main {
    static final int N = 1_000;

    /** The writer's side puts bytes, the reader's side takes them; -1 is the end. */
    static final class Pipe extends InputStream {
        private final BlockingQueue<Integer> bytes;

        Pipe(BlockingQueue<Integer> bytes) {
            this.bytes = bytes;
        }

        void write(int b) throws InterruptedException {
            bytes.put(b);
        }

        @Override
        public int read() throws IOException {
            try {
                return bytes.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Pipe own = new Pipe(new LinkedBlockingQueue<>()); // expect: spsc
        Pipe wrapped = new Pipe(new LinkedBlockingQueue<>()); // expect: spsc
        Thread writer = new Thread(() -> {
            try {
                for (int i = 0; i < N; i++) {
                    own.write(i & 0x7f);
                    wrapped.write(i & 0x7f);
                }
                own.write(-1);
                wrapped.write(-1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        writer.start();
        long sum = 0;
        for (int b = own.read(); b >= 0; b = own.read()) {
            sum += b;
        }
        DataInputStream data = new DataInputStream(wrapped);
        for (int b = data.read(); b >= 0; b = data.read()) {
            sum += b;
        }
        writer.join();
        System.out.println("bytestream: sum=" + sum);
    }
}
