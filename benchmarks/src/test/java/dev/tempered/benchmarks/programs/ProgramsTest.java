package dev.tempered.benchmarks.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The program-level legs compare stdout across variants: every variant of a workload must print the same oracle
 * line. Runs each program in-process, briefly (it times nothing), and compares; a lost, duplicated or reordered
 * element would also make the program exit 1 (the JVM would die, failing the run).
 */
class ProgramsTest {
    interface Main {
        void run(String[] args) throws Exception;
    }

    @Test
    void handOverVariantsPrintTheSameOracle() throws Exception {
        for (String kind : new String[] {"int", "rec64"}) {
            String[] args = {kind, "1000", "20000"};
            String oracle = stdout(LbqProgram::main, args);
            assertEquals("oracle kind=" + kind + " count=21000", oracle.substring(0, oracle.indexOf(" checksum")));
            assertEquals(oracle, stdout(AbqProgram::main, args));
            assertEquals(oracle, stdout(TemperedLbqProgram::main, args));
            assertEquals(oracle, stdout(TemperedAbqProgram::main, args));
            assertEquals(oracle, stdout(SpscArrayProgram::main, args));
        }
    }

    @Test
    void pipelineVariantsPrintTheSameOracle() throws Exception {
        String[] args = {"rec64", "1000", "20000"};
        String oracle = stdout(PipeProgram::main, args);
        assertEquals(oracle, stdout(TemperedPipeProgram::main, args));
        assertEquals(oracle, stdout(SpscPipeProgram::main, args));
        assertEquals(oracle, stdout(LbqProgram::main, args));
    }

    private static String stdout(Main main, String[] args) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            main.run(args);
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8).trim();
    }
}
