package dev.tempered.examples.reflectunresolved;

/**
 * The worker class is named by a string built at run time: no analysis of the code can tell which class it is,
 * so the queue the worker makes is "not reached by the analysis" (never "not reachable") and its threads unknown.
 */
public class Main {
    public static void main(String[] args) throws Exception {
        String name = new StringBuilder("rekroW.devlosernutcelfer.selpmaxe.derepmet.ved").reverse().toString();
        Runnable worker = (Runnable) Class.forName(name).getDeclaredConstructor().newInstance();
        worker.run();
    }
}
