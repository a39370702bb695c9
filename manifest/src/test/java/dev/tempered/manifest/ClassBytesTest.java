package dev.tempered.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The hand-written equality (see the comment in ClassBytes) keeps a record's meaning: both components. */
class ClassBytesTest {
    private static ClassBytes of(String s) {
        return ClassBytes.of(s.getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void equal_when_length_and_checksum_are() {
        assertEquals(of("class bytes"), of("class bytes"));
        assertEquals(of("class bytes").hashCode(), of("class bytes").hashCode());
        assertEquals(new ClassBytes(10, "0000abcd"), new ClassBytes(10, "0000abcd"));
    }

    @Test
    void different_when_either_differs() {
        assertNotEquals(of("class bytes"), of("class bytez"));
        assertNotEquals(new ClassBytes(10, "0000abcd"), new ClassBytes(11, "0000abcd"));
        assertNotEquals(new ClassBytes(10, "0000abcd"), new ClassBytes(10, "0000abce"));
        assertNotEquals(new ClassBytes(10, "0000abcd"), null);
        assertNotEquals(new ClassBytes(10, "0000abcd"), "0000abcd");
    }
}
