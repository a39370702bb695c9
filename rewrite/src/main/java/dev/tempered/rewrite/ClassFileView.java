package dev.tempered.rewrite;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A read-only view of one class file, read straight from its bytes: where each constant-pool entry starts, what the
 * entries the in-place rewrite looks at say, and where a method's code is (JVMS 4). Anything it cannot read throws
 * an unchecked exception (IllegalArgumentException or an index out of bounds); {@link InPlaceSwap} then leaves the
 * class to the ASM path, which says what is wrong with it.
 */
final class ClassFileView {
    static final int UTF8 = 1;
    static final int CLASS = 7;
    static final int STRING = 8;
    static final int METHODREF = 10;
    static final int NAME_AND_TYPE = 12;

    private static final byte[] CODE = {'C', 'o', 'd', 'e'};
    private static final byte[] STACK_MAP_TABLE = "StackMapTable".getBytes(StandardCharsets.US_ASCII);

    final byte[] bytes;
    /** {@code constant_pool_count}: entries are numbered 1 to poolCount - 1. */
    final int poolCount;
    /** The offset right after the constant pool (the class's access flags). */
    final int poolEnd;
    /** The offset of each entry's tag; 0 for index 0 and for the unusable index after a long or double. */
    private final int[] entries;

    ClassFileView(byte[] bytes) {
        this.bytes = bytes;
        if (bytes.length < 10 || s4(0) != 0xCAFEBABE) {
            throw new IllegalArgumentException("not a class file");
        }
        poolCount = u2(8);
        entries = new int[poolCount];
        byte[] b = bytes; // the pool can be long, and this loop runs interpreted: array loads, not calls
        int p = 10;
        for (int i = 1; i < poolCount; i++) {
            entries[i] = p;
            int tag = b[p];
            switch (tag) {
                case UTF8 -> p += 3 + (((b[p + 1] & 0xFF) << 8) | (b[p + 2] & 0xFF));
                case CLASS, STRING, 16, 19, 20 -> p += 3;  // MethodType, Module, Package
                case 15 -> p += 4;                          // MethodHandle
                case 3, 4, 9, METHODREF, 11, NAME_AND_TYPE, 17, 18 -> p += 5;
                case 5, 6 -> {                              // Long, Double take two indices
                    p += 9;
                    i++;
                }
                default -> throw new IllegalArgumentException("unknown constant tag " + tag);
            }
        }
        if (p > bytes.length) {
            throw new IllegalArgumentException("truncated constant pool");
        }
        poolEnd = p;
    }

    int majorVersion() {
        return u2(6);
    }

    int u1(int offset) {
        return bytes[offset] & 0xFF;
    }

    int u2(int offset) {
        return ((bytes[offset] & 0xFF) << 8) | (bytes[offset + 1] & 0xFF);
    }

    int s2(int offset) {
        return (short) u2(offset);
    }

    int s4(int offset) {
        return (u2(offset) << 16) | u2(offset + 2);
    }

    /**
     * The text of a CONSTANT_Utf8 entry (modified UTF-8, JVMS 4.4.7). Decoded by the JDK as UTF-8, which agrees with
     * modified UTF-8 except for NUL and supplementary characters, both of which it decodes as U+FFFD: only then is
     * the entry decoded here, char by char (this runs interpreted at start-up; the JDK's decoder is compiled early).
     */
    String utf8(int index) {
        int p = utf8Entry(index);
        int length = u2(p + 1);
        String text = new String(bytes, p + 3, length, StandardCharsets.UTF_8);
        return text.indexOf('\uFFFD') < 0 ? text : decodeModified(p + 3, length);
    }

    /** Whether a CONSTANT_Utf8 entry holds exactly {@code modifiedUtf8}, compared as bytes. */
    boolean utf8Equals(int index, byte[] modifiedUtf8) {
        int p = utf8Entry(index);
        int length = u2(p + 1);
        if (length != modifiedUtf8.length) {
            return false;
        }
        byte[] b = bytes; // a plain loop: these are short, and Arrays.equals is not compiled yet this early
        p += 3;
        for (int i = 0; i < length; i++) {
            if (b[p + i] != modifiedUtf8[i]) {
                return false;
            }
        }
        return true;
    }

    /** {@code s} in modified UTF-8 (JVMS 4.4.7), as a CONSTANT_Utf8 entry holds it; at most 65535 bytes. */
    static byte[] modifiedUtf8(String s) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        if (utf8.length == s.length() && s.indexOf(0) < 0) {
            return utf8; // ASCII without NUL: the same bytes
        }
        ByteArrayOutputStream b = new ByteArrayOutputStream(s.length() * 3);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x01 && c <= 0x7F) {
                b.write(c);
            } else if (c <= 0x7FF) {
                b.write(0xC0 | (c >> 6));
                b.write(0x80 | (c & 0x3F));
            } else { // supplementary characters as their two surrogates, three bytes each
                b.write(0xE0 | (c >> 12));
                b.write(0x80 | ((c >> 6) & 0x3F));
                b.write(0x80 | (c & 0x3F));
            }
        }
        if (b.size() > 0xFFFF) {
            throw new IllegalArgumentException("constant too long");
        }
        return b.toByteArray();
    }

    private int utf8Entry(int index) {
        int p = entry(index);
        if (u1(p) != UTF8) {
            throw new IllegalArgumentException("constant " + index + " is not Utf8");
        }
        return p;
    }

    private String decodeModified(int start, int length) {
        int end = start + length;
        char[] chars = new char[length];
        int n = 0;
        for (int i = start; i < end; ) {
            int c = bytes[i++] & 0xFF;
            if (c < 0x80) {
                chars[n++] = (char) c;
            } else if ((c & 0xE0) == 0xC0) {
                chars[n++] = (char) (((c & 0x1F) << 6) | (bytes[i++] & 0x3F));
            } else {
                chars[n++] = (char) (((c & 0x0F) << 12) | ((bytes[i++] & 0x3F) << 6) | (bytes[i++] & 0x3F));
            }
        }
        return new String(chars, 0, n);
    }

    /** The text of a CONSTANT_String entry, or null when the entry is another kind of constant. */
    String stringText(int index) {
        int p = entry(index);
        return u1(p) == STRING ? utf8(u2(p + 1)) : null;
    }

    /** The internal name a CONSTANT_Class entry names. */
    String className(int index) {
        int p = entry(index);
        if (u1(p) != CLASS) {
            throw new IllegalArgumentException("constant " + index + " is not a Class");
        }
        return utf8(u2(p + 1));
    }

    /** The class a Fieldref, Methodref or InterfaceMethodref names. */
    String memberOwner(int index) {
        return className(u2(entry(index) + 1));
    }

    /** The name of a member reference, or of an InvokeDynamic or Dynamic entry. */
    String memberName(int index) {
        return utf8(u2(nameAndType(index) + 1));
    }

    /** The descriptor of a member reference, or of an InvokeDynamic or Dynamic entry. */
    String memberDescriptor(int index) {
        return utf8(u2(nameAndType(index) + 3));
    }

    private int nameAndType(int index) {
        int nat = entry(u2(entry(index) + 3));
        if (u1(nat) != NAME_AND_TYPE) {
            throw new IllegalArgumentException("constant " + index + " has no NameAndType");
        }
        return nat;
    }

    private int entry(int index) {
        int p = index > 0 && index < poolCount ? entries[index] : 0;
        if (p == 0) {
            throw new IllegalArgumentException("no constant " + index);
        }
        return p;
    }

    /**
     * Where method {@code name + descriptor} keeps its code, or null when the class has no such method or the method
     * has no Code attribute.
     */
    Code code(String name, String descriptor) {
        byte[] wantedName = modifiedUtf8(name);
        byte[] wantedDescriptor = modifiedUtf8(descriptor);
        int p = poolEnd + 6;                 // access_flags, this_class, super_class
        p += 2 + 2 * u2(p);                  // interfaces
        int fields = u2(p);
        p += 2;
        for (int i = 0; i < fields; i++) {
            p = skipAttributes(p + 6);
        }
        int methods = u2(p);
        p += 2;
        for (int i = 0; i < methods; i++) {
            boolean wanted = utf8Equals(u2(p + 2), wantedName) && utf8Equals(u2(p + 4), wantedDescriptor);
            int attributes = u2(p + 6);
            p += 8;
            for (int a = 0; a < attributes; a++) {
                int length = s4(p + 2);
                if (wanted && utf8Equals(u2(p), CODE)) {
                    return new Code(this, p + 6);
                }
                p += 6 + length;
            }
            if (wanted) {
                return null;
            }
        }
        return null;
    }

    private int skipAttributes(int p) {
        int count = u2(p);
        p += 2;
        for (int i = 0; i < count; i++) {
            p += 6 + s4(p + 2);
        }
        return p;
    }

    /** A Code attribute's parts (JVMS 4.7.3), by offset into the class bytes. */
    static final class Code {
        /** Offset of the first instruction; branch offsets and code positions count from here. */
        final int start;
        final int length;
        /** Offset of {@code exception_table_length}. */
        final int exceptionTable;
        /** Offset of the StackMapTable's {@code number_of_entries}, or -1 when the method has none. */
        final int stackMapTable;

        private Code(ClassFileView cf, int attribute) {
            start = attribute + 8;           // max_stack, max_locals, code_length
            length = cf.s4(attribute + 4);
            if (length <= 0 || start + length > cf.bytes.length) {
                throw new IllegalArgumentException("bad code length");
            }
            exceptionTable = start + length;
            int p = exceptionTable + 2 + 8 * cf.u2(exceptionTable);
            int count = cf.u2(p);
            p += 2;
            int frames = -1;
            for (int i = 0; i < count; i++) {
                if (cf.utf8Equals(cf.u2(p), STACK_MAP_TABLE)) {
                    frames = p + 6;
                }
                p += 6 + cf.s4(p + 2);
            }
            stackMapTable = frames;
        }
    }
}
