package dev.tempered.examples.jmxbean;

import java.lang.management.ManagementFactory;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import javax.management.ObjectName;

/**
 * A service registers a JMX bean that reports how much work is pending. JMX clients may call the bean's interface
 * from threads of their own, but it only reads a counter, so the work queue keeps one producer (main) and one
 * consumer (the worker).
 */
public class Main {
    public static void main(String[] args) throws Exception {
        Service svc = new Service();
        ObjectName name = new ObjectName("dev.tempered.examples:type=Service");
        ManagementFactory.getPlatformMBeanServer().registerMBean(new ServiceStats(svc), name);
        Thread worker = new Thread(svc::work, "worker");
        worker.start();
        for (int i = 1; i <= 2_000; i++) {
            svc.work.put(i);
        }
        svc.work.put(0);
        worker.join();
        ManagementFactory.getPlatformMBeanServer().unregisterMBean(name);
        System.out.println("jmxbean: done=" + svc.done);
    }

    /** The management interface JMX clients see. */
    public interface ServiceStatsMXBean {
        long getDone();
    }

    static final class ServiceStats implements ServiceStatsMXBean {
        private final Service svc;

        ServiceStats(Service svc) {
            this.svc = svc;
        }

        @Override
        public long getDone() {
            return svc.done;
        }
    }

    static final class Service {
        final BlockingQueue<Integer> work = new ArrayBlockingQueue<>(64); // expect: spsc
        volatile long done;

        void work() {
            try {
                while (work.take() != 0) {
                    done++;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
