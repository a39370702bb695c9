package dev.tempered.benchmarks.reallib;

import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.io.IOException;
import org.apache.commons.io.input.QueueInputStream;

/**
 * {@link CommonsIoPipeProgram} with the best specialisation written in by hand: the same pipe, writer and reader, over
 * Tempered's ring substitute constructed directly and handed to Commons IO's builder (its documented
 * {@code setBlockingQueue}) in place of the default {@code LinkedBlockingQueue}. The spec is the one the rewriter puts
 * at {@code QueueInputStream.java:87} for this program, with checks off, as {@code HandRingAsyncAppender}'s is. The
 * leg's "by-hand" variant; its output must equal the as-written program's. Usage: {@code CommonsIoByHandProgram 1
 * <lines>}.
 */
public final class CommonsIoByHandProgram {
    static final String SPEC = "v1|form=ring|checks=off|topology=spsc|at=CommonsIoByHandProgram.java|site=by-hand";

    private CommonsIoByHandProgram() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        long lines = CommonsIoPipeProgram.lines(args, "CommonsIoByHandProgram");
        QueueInputStream in = QueueInputStream.builder()
                .setBlockingQueue(TemperedLinkedBlockingQueue.<Integer>allocate(SPEC, SPEC))
                .setTimeout(CommonsIoPipeProgram.TIMEOUT).get();
        CommonsIoPipeProgram.pipe(in, lines);
    }
}
