package dev.tempered.examples.reflectproperty;

/**
 * The sink class is named by a system property whose default is a concatenation of constants: the analysis takes
 * the default, records that the property would override it, and reaches the queue the sink makes.
 */
public class Main {
    static final int N = 5_000;
    private static String pkg = "dev.tempered.examples.reflectproperty";

    public static void main(String[] args) throws Exception {
        String name = System.getProperty("tempered.example.sink", pkg + ".QueueSink");
        Sink sink = (Sink) Class.forName(name).getDeclaredConstructor().newInstance();
        for (int i = 1; i <= N; i++) {
            sink.accept(i);
        }
        System.out.println("reflectproperty: count=" + N + " sum=" + sink.finish());
    }
}
