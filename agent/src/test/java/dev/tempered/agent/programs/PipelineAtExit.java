package dev.tempered.agent.programs;

/**
 * Runs {@link Pipeline} only in a shutdown hook (after a pause, so the agent's own hook would finish first if it did
 * not wait): the manifest class loads while the JVM exits, and the report must still say what happened to it.
 */
public final class PipelineAtExit {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                Thread.sleep(200);
                Pipeline.main(new String[] {"class"});
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "pipeline-at-exit"));
        System.out.println("main done");
    }
}
