package dev.tempered.runtime.v1.pool;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/** Lists public methods of LinkedBlockingQueue (other than Object's) that WorkStealingTaskQueue does not declare. */
public final class OverrideCheck {
    static List<String> missing() {
        List<String> out = new ArrayList<>();
        for (Method m : LinkedBlockingQueue.class.getMethods()) {
            if (m.getDeclaringClass() == Object.class) {
                continue;
            }
            try {
                Method mine = WorkStealingTaskQueue.class.getMethod(m.getName(), m.getParameterTypes());
                if (mine.getDeclaringClass() != WorkStealingTaskQueue.class) {
                    out.add(m.toString());
                }
            } catch (NoSuchMethodException e) {
                out.add(m.toString());
            }
        }
        return out;
    }

    public static void main(String[] args) {
        List<String> missing = missing();
        System.out.println("checked on " + System.getProperty("java.version") + ", missing " + missing);
        System.exit(missing.isEmpty() ? 0 : 1);
    }
}
