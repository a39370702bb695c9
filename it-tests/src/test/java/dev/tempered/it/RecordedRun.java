package dev.tempered.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs one example as written and under the recorder agent; both outputs must agree. */
final class RecordedRun {
    static final int TIMEOUT_S = 60;

    private RecordedRun() {
    }

    record Outcome(String plainOutput, String recordedOutput, Observations observations) {
    }

    static Outcome run(String example) throws IOException, InterruptedException {
        Path agent = RecorderJar.build().toAbsolutePath();
        Path out = Path.of("target/recordings").resolve(example + ".tsv").toAbsolutePath();
        Files.createDirectories(out.getParent());
        Files.deleteIfExists(out);
        String cp = Examples.CLASSES.toAbsolutePath().toString();
        ChildJvm.Result plain = ChildJvm.run(List.of(), cp, Examples.mainClass(example), List.of(), TIMEOUT_S);
        ChildJvm.Result recorded = ChildJvm.run(
                List.of("-javaagent:" + agent + "=out=" + out + ",prefix=" + Examples.internalPackage(example)),
                cp, Examples.mainClass(example), List.of(), TIMEOUT_S);
        if (plain.exitCode() != 0 || recorded.exitCode() != 0) {
            throw new AssertionError(example + " failed: plain rc=" + plain.exitCode() + "\n" + plain.output()
                    + "\nrecorded rc=" + recorded.exitCode() + "\n" + recorded.output());
        }
        if (!Files.exists(out)) {
            throw new AssertionError(example + ": the recorder wrote nothing\n" + recorded.output());
        }
        return new Outcome(plain.output(), recorded.output(), Observations.read(out));
    }
}
