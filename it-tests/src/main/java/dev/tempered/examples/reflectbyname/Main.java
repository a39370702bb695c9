package dev.tempered.examples.reflectbyname;

import java.lang.reflect.Method;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A facade looks its delegate's method up by name on the delegate's class and invokes it, as slf4j's
 * {@code SubstituteLogger} calls {@code log(LoggingEvent)} on its delegate: the analysis calls the receiver's methods
 * of that name and parameter types, so both logging threads count as producers.
 */
public class Main {
    static final int N = 5_000;

    public static void main(String[] args) throws Exception {
        Sink sink = new Sink();
        Facade facade = new Facade(sink);
        Thread a = new Thread(() -> logAll(facade));
        Thread b = new Thread(() -> logAll(facade));
        a.start();
        b.start();
        long sum = 0;
        for (int i = 0; i < 2 * N; i++) {
            sum += sink.q.take();
        }
        a.join();
        b.join();
        System.out.println("reflectbyname: count=" + 2 * N + " sum=" + sum);
    }

    static void logAll(Facade facade) {
        for (int i = 1; i <= N; i++) {
            facade.log(i);
        }
    }
}

class Sink {
    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: mpsc

    public void log(Integer value) {
        q.offer(value);
    }
}

class Facade {
    private final Object delegate;
    private final Method log;

    Facade(Object delegate) throws NoSuchMethodException {
        this.delegate = delegate;
        this.log = delegate.getClass().getMethod("log", Integer.class);
    }

    void log(Integer value) {
        try {
            log.invoke(delegate, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
