package dev.tempered.runtime.internal.pool;

import java.lang.management.ManagementFactory;
import java.lang.ref.Cleaner;
import javax.management.InstanceAlreadyExistsException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import javax.management.StandardMBean;

/**
 * Registers a pool's statistics MXBean and unregisters it once the queue becomes unreachable. Failure to register
 * (no platform MBean server, a security manager, a name clash we cannot resolve) is silent: statistics are an
 * aid and must never break the host program.
 */
public final class JmxRegistration {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final int MAX_INSTANCES = 1000;

    private JmxRegistration() {
    }

    /** Registers {@code stats} under the site's name; returns the name used, or null if not registered. */
    public static ObjectName register(Object queue, PoolStatistics stats, String site) {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            String base = "dev.tempered:type=WorkStealingPool,site=" + ObjectName.quote(site == null ? "unknown" : site);
            StandardMBean bean = new StandardMBean(stats, WorkStealingPoolMXBean.class, true);
            for (int i = 0; i < MAX_INSTANCES; i++) {
                ObjectName name = new ObjectName(i == 0 ? base : base + ",instance=" + i);
                try {
                    server.registerMBean(bean, name);
                    CLEANER.register(queue, () -> unregister(server, name));
                    return name;
                } catch (InstanceAlreadyExistsException taken) {
                    // another queue from the same site (a pool per request, say): try the next instance number
                }
            }
        } catch (Exception | LinkageError ignored) {
            // statistics are optional: the queue works the same without them
        }
        return null;
    }

    private static void unregister(MBeanServer server, ObjectName name) {
        try {
            server.unregisterMBean(name);
        } catch (Exception ignored) {
            // already gone
        }
    }
}
