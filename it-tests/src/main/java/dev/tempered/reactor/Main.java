package dev.tempered.reactor;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * A small program on reactor-core, analysed with reactor-core as its class path (ReactorCoreTest): results of a
 * flux published on one single-thread scheduler go to one queue, results of four parallel rails to another; main
 * takes from both.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws Exception {
        int n = 1000;
        // one producer: every element is published on the single scheduler's one thread
        BlockingQueue<Integer> doubled = new LinkedBlockingQueue<>(); // expect: spsc
        Scheduler single = Schedulers.newSingle("producer");
        Flux.range(1, n).map(i -> i * 2).publishOn(single).subscribe(doubled::add);
        // four rails on the parallel scheduler: up to four threads add at once
        BlockingQueue<Integer> squared = new LinkedBlockingQueue<>(); // expect: mpsc
        Flux.range(1, n).parallel(4).runOn(Schedulers.parallel()).map(i -> i * i).subscribe(squared::add);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += doubled.take() + squared.take();
        }
        single.dispose();
        Schedulers.shutdownNow();
        System.out.println("sum=" + sum);
    }
}
