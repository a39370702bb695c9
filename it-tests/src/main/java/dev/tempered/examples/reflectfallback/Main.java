package dev.tempered.examples.reflectfallback;

/**
 * The tally class is named by a system property that the code reads without a default and replaces, when unset,
 * by a class literal's name (ZooKeeper picks its connection factory this way). The analysis takes the fallback,
 * records the key, and reaches the queue the tally makes; two threads feed it.
 */
public class Main {
    static final int PER_THREAD = 4_000;

    public static void main(String[] args) throws Exception {
        String name = System.getProperty("tempered.example.tally");
        if (name == null) {
            name = QueueTally.class.getName();
        }
        Tally tally = (Tally) Class.forName(name).getDeclaredConstructor().newInstance();
        Thread[] feeders = new Thread[2];
        for (int t = 0; t < feeders.length; t++) {
            feeders[t] = new Thread(() -> {
                for (int i = 1; i <= PER_THREAD; i++) {
                    tally.add(i);
                }
            });
            feeders[t].start();
        }
        for (Thread f : feeders) {
            f.join();
        }
        System.out.println("reflectfallback: total=" + tally.close());
    }
}
