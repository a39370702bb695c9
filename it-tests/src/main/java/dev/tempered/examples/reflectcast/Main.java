package dev.tempered.examples.reflectcast;

/**
 * The sink class is named by a value computed at run time (here built in a StringBuilder, as a configuration file's
 * value would be): no constant names it, but the object made is cast to {@link Sink}, so the analysis takes the
 * class path's Sink implementations as the classes it may make (an assumption the manifest names) and reaches the
 * queue the sink makes.
 */
public class Main {
    static final int N = 5_000;

    public static void main(String[] args) throws Exception {
        String name = new StringBuilder(Main.class.getPackageName()).append(".QueueSink").toString();
        Sink sink = (Sink) Class.forName(name).getDeclaredConstructor().newInstance();
        for (int i = 1; i <= N; i++) {
            sink.accept(i);
        }
        System.out.println("reflectcast: count=" + N + " sum=" + sink.finish());
    }
}
