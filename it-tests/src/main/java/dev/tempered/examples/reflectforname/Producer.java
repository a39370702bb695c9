package dev.tempered.examples.reflectforname;

import java.util.concurrent.BlockingQueue;

/** Made only by {@code Class.forName(..).getDeclaredConstructor().newInstance()}. */
public class Producer {
    public Producer() {
    }

    void fill(BlockingQueue<Integer> q, int n) {
        for (int i = 1; i <= n; i++) {
            q.offer(i);
        }
    }
}
