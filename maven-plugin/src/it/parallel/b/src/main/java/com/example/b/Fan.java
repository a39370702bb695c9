package com.example.b;

import java.util.concurrent.ConcurrentLinkedQueue;

/** Two producer threads, main consumes: mpsc. */
public class Fan {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        Thread t1 = new Thread(() -> q.add(1));
        Thread t2 = new Thread(() -> q.add(2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(q.poll() + q.poll());
    }
}
