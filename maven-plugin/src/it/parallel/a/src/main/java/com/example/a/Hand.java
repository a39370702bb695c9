package com.example.a;

import java.util.concurrent.LinkedBlockingQueue;

/** One producer thread, main consumes: spsc. */
public class Hand {
    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        Thread t = new Thread(() -> {
            for (int i = 1; i <= 100; i++) {
                q.add(i);
            }
        });
        t.start();
        int sum = 0;
        for (int i = 0; i < 100; i++) {
            sum += q.take();
        }
        System.out.println(sum);
    }
}
