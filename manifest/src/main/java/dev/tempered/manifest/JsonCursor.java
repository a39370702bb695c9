package dev.tempered.manifest;

import java.nio.charset.StandardCharsets;

/**
 * A strict JSON (RFC 8259) reader over UTF-8 bytes that can skip a value without building anything. Written for the
 * agent's premain: no Gson, no Reader, no char decoding of the whole file; ASCII strings become Strings with one
 * copy. Every problem is a {@link ManifestException} naming the line and column.
 */
final class JsonCursor {
    /** Deeper nesting than any manifest has: refuse it rather than overflow the stack. */
    private static final int MAX_DEPTH = 64;

    private final byte[] b;
    private final String origin;
    private int pos;
    private int depth;

    JsonCursor(byte[] bytes, String origin) {
        this.b = bytes;
        this.origin = origin;
        // a UTF-8 byte order mark is tolerated, as Gson does
        if (b.length >= 3 && (b[0] & 0xff) == 0xef && (b[1] & 0xff) == 0xbb && (b[2] & 0xff) == 0xbf) {
            pos = 3;
        }
    }

    /** The next significant byte without consuming it; -1 at the end. */
    int peek() {
        byte[] b = this.b; // locals, not fields, in the loops: this runs in the interpreter
        int p = pos;
        while (p < b.length) {
            byte c = b[p];
            if (c == ' ') { // most whitespace is indentation: one comparison per byte of it
                p++;
                continue;
            }
            if (c != '\n' && c != '\r' && c != '\t') {
                pos = p;
                return c & 0xff;
            }
            p++;
        }
        pos = p;
        return -1;
    }

    void end() throws ManifestException {
        if (peek() != -1) {
            throw syntax("trailing content after the manifest object");
        }
    }

    /**
     * Consumes {@code open} ('{' or '['); true when a first member follows, false when the container is empty (then
     * its {@code close} is consumed too).
     */
    boolean open(char open, char close) throws ManifestException {
        if (peek() != open) {
            throw syntax("expected '" + open + "'");
        }
        pos++;
        if (++depth > MAX_DEPTH) {
            throw syntax("nested deeper than " + MAX_DEPTH);
        }
        if (peek() == close) {
            pos++;
            depth--;
            return false;
        }
        return true;
    }

    /** After a member: true when a ',' announces another, false when {@code close} ends the container. */
    boolean next(char close) throws ManifestException {
        int c = peek();
        if (c == ',') {
            pos++;
            return true;
        }
        if (c == close) {
            pos++;
            depth--;
            return false;
        }
        throw syntax("expected ',' or '" + close + "'");
    }

    /** Consumes a {@code null} when one is next. */
    boolean nullIf() throws ManifestException {
        if (peek() == 'n') {
            literal("null");
            return true;
        }
        return false;
    }

    String string() throws ManifestException {
        if (plainString()) {
            return new String(b, plainStart, pos - 1 - plainStart, StandardCharsets.ISO_8859_1);
        }
        StringBuilder out = new StringBuilder(pos - plainStart + 16);
        out.append(new String(b, plainStart, pos - plainStart, StandardCharsets.ISO_8859_1));
        return scanString(out);
    }

    /** Where the string {@link #plainString} last looked at starts (just after its quote). */
    private int plainStart;

    /**
     * Starts reading a string. True when it is printable ASCII without escapes: then it lies between
     * {@link #plainStart} and {@code pos - 1}, and is consumed. Else {@code pos} is at the first byte that needs more.
     */
    private boolean plainString() throws ManifestException {
        if (peek() != '"') {
            throw syntax("expected a string");
        }
        byte[] b = this.b;
        int start = pos + 1;
        int p = start;
        plainStart = start;
        while (p < b.length) {
            byte c = b[p];
            if (c == '"') {
                pos = p + 1;
                return true;
            }
            if (c == '\\' || c < 0x20) { // negative: a byte of a multi-byte UTF-8 sequence
                break;
            }
            p++;
        }
        pos = p;
        return false;
    }

    /** {@code names} as the bytes {@link #choice} compares with. */
    static byte[][] bytes(String... names) {
        byte[][] out = new byte[names.length][];
        for (int i = 0; i < names.length; i++) {
            out[i] = names[i].getBytes(StandardCharsets.ISO_8859_1);
        }
        return out;
    }

    /** The string {@link #choice} last read when it matched none of the choices. */
    private String unmatched;

    String unmatched() {
        return unmatched;
    }

    /**
     * Reads a string and returns the index of the choice it equals, comparing bytes (no String is built for a
     * match); -1 when none does, {@link #unmatched()} then holds the string.
     */
    int choice(byte[][] choices) throws ManifestException {
        if (!plainString()) {
            pos = plainStart - 1;
            unmatched = string();
            for (int i = 0; i < choices.length; i++) {
                if (unmatched.equals(new String(choices[i], StandardCharsets.ISO_8859_1))) {
                    return i;
                }
            }
            return -1;
        }
        byte[] b = this.b;
        int start = plainStart;
        int length = pos - 1 - start;
        for (int i = 0; i < choices.length; i++) {
            byte[] c = choices[i];
            if (c.length == length && equalAt(b, start, c)) {
                return i;
            }
        }
        unmatched = new String(b, start, length, StandardCharsets.ISO_8859_1);
        return -1;
    }

    private static boolean equalAt(byte[] b, int start, byte[] c) {
        for (int j = 0; j < c.length; j++) {
            if (b[start + j] != c[j]) {
                return false;
            }
        }
        return true;
    }

    /** An object member's name as a {@link #choice} (-1: a name not among them), and the ':' after it. */
    int name(byte[][] names) throws ManifestException {
        if (peek() != '"') {
            throw syntax("expected a member name");
        }
        int i = choice(names);
        if (peek() != ':') {
            throw syntax("expected ':'");
        }
        pos++;
        return i;
    }

    void skipString() throws ManifestException {
        if (peek() != '"') {
            throw syntax("expected a string");
        }
        pos++;
        scanString(null);
    }

    /** The rest of a string after its opening quote; appends to {@code out} when it is not null. */
    private String scanString(StringBuilder out) throws ManifestException {
        byte[] b = this.b;
        while (pos < b.length) {
            if (out == null) { // skipping: pass over plain bytes with a local index
                int p = pos;
                while (p < b.length && b[p] >= 0x20 && b[p] != '"' && b[p] != '\\') {
                    p++;
                }
                pos = p;
                if (p >= b.length) {
                    break;
                }
            }
            int c = b[pos];
            if (c == '"') {
                pos++;
                return out == null ? null : out.toString();
            }
            if (c == '\\') {
                pos++;
                int unit = escape();
                if (out != null) {
                    out.append((char) unit);
                }
            } else if (c < 0) {
                int cp = utf8();
                if (out != null) {
                    out.appendCodePoint(cp);
                }
            } else if (c < 0x20) {
                throw syntax("unescaped control character in a string");
            } else {
                pos++;
                if (out != null) {
                    out.append((char) c);
                }
            }
        }
        throw syntax("unterminated string");
    }

    /** The UTF-16 unit an escape stands for; {@code pos} is just after the backslash. */
    private int escape() throws ManifestException {
        if (pos >= b.length) {
            throw syntax("unterminated string");
        }
        int c = b[pos++];
        switch (c) {
            case '"':
            case '\\':
            case '/':
                return c;
            case 'b':
                return '\b';
            case 'f':
                return '\f';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'u':
                int unit = 0;
                for (int i = 0; i < 4; i++) {
                    int d = pos < b.length ? Character.digit(b[pos++], 16) : -1;
                    if (d < 0) {
                        throw syntax("bad \\u escape");
                    }
                    unit = unit * 16 + d;
                }
                return unit;
            default:
                pos--;
                throw syntax("bad escape '\\" + (char) c + "'");
        }
    }

    /** One well-formed multi-byte UTF-8 sequence at {@code pos}, as a code point. */
    private int utf8() throws ManifestException {
        int lead = b[pos] & 0xff;
        int n;
        int cp;
        int min;
        if (lead >= 0xc2 && lead <= 0xdf) {
            n = 1;
            cp = lead & 0x1f;
            min = 0x80;
        } else if (lead >= 0xe0 && lead <= 0xef) {
            n = 2;
            cp = lead & 0x0f;
            min = 0x800;
        } else if (lead >= 0xf0 && lead <= 0xf4) {
            n = 3;
            cp = lead & 0x07;
            min = 0x10000;
        } else {
            throw syntax("malformed UTF-8");
        }
        for (int i = 1; i <= n; i++) {
            int cont = pos + i < b.length ? b[pos + i] & 0xff : 0;
            if ((cont & 0xc0) != 0x80) {
                throw syntax("malformed UTF-8");
            }
            cp = (cp << 6) | (cont & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            throw syntax("malformed UTF-8");
        }
        pos += n + 1;
        return cp;
    }

    /** What {@link #integer()} returns for a value that is no int. */
    static final long NOT_AN_INT = Long.MIN_VALUE;

    /** A JSON number that is an int (3 and 3.0 both are), else {@link #NOT_AN_INT} (the value is consumed). */
    long integer() throws ManifestException {
        int c = peek();
        if (c != '-' && (c < '0' || c > '9')) {
            skip();
            return NOT_AN_INT;
        }
        int start = pos;
        boolean plain = number();
        if (plain && pos - start <= 11) { // fits a long: "-2147483648" is 11 characters
            long v = 0;
            for (int i = b[start] == '-' ? start + 1 : start; i < pos; i++) {
                v = v * 10 + (b[i] - '0');
            }
            v = b[start] == '-' ? -v : v;
            return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE ? v : NOT_AN_INT;
        }
        if (!plain) {
            double d = Double.parseDouble(new String(b, start, pos - start, StandardCharsets.ISO_8859_1));
            if (d == Math.rint(d) && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE) {
                return (long) d;
            }
        }
        return NOT_AN_INT;
    }

    boolean bool() throws ManifestException {
        int c = peek();
        if (c == 't') {
            literal("true");
            return true;
        }
        if (c == 'f') {
            literal("false");
            return false;
        }
        throw syntax("expected true or false");
    }

    /** Checks and passes over any value. */
    void skip() throws ManifestException {
        int c = peek();
        switch (c) {
            case '{':
                if (open('{', '}')) {
                    do {
                        if (peek() != '"') {
                            throw syntax("expected a member name");
                        }
                        skipString();
                        if (peek() != ':') {
                            throw syntax("expected ':'");
                        }
                        pos++;
                        skip();
                    } while (next('}'));
                }
                return;
            case '[':
                if (open('[', ']')) {
                    do {
                        skip();
                    } while (next(']'));
                }
                return;
            case '"':
                skipString();
                return;
            case 't':
                literal("true");
                return;
            case 'f':
                literal("false");
                return;
            case 'n':
                literal("null");
                return;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    number();
                    return;
                }
                throw syntax(c == -1 ? "unexpected end of input" : "unexpected character");
        }
    }

    /** Passes over a number; true when it has no fraction or exponent. */
    private boolean number() throws ManifestException {
        boolean plain = true;
        if (pos < b.length && b[pos] == '-') {
            pos++;
        }
        if (pos < b.length && b[pos] == '0') {
            pos++;
        } else if (digits() == 0) {
            throw syntax("expected a number");
        }
        if (pos < b.length && b[pos] == '.') {
            pos++;
            plain = false;
            if (digits() == 0) {
                throw syntax("expected a digit after '.'");
            }
        }
        if (pos < b.length && (b[pos] == 'e' || b[pos] == 'E')) {
            pos++;
            plain = false;
            if (pos < b.length && (b[pos] == '+' || b[pos] == '-')) {
                pos++;
            }
            if (digits() == 0) {
                throw syntax("expected a digit in the exponent");
            }
        }
        return plain;
    }

    private int digits() {
        int start = pos;
        while (pos < b.length && b[pos] >= '0' && b[pos] <= '9') {
            pos++;
        }
        return pos - start;
    }

    private void literal(String word) throws ManifestException {
        for (int i = 0; i < word.length(); i++) {
            if (pos >= b.length || b[pos] != word.charAt(i)) {
                throw syntax("unexpected character");
            }
            pos++;
        }
    }

    /** A well-formed manifest that says something wrong. */
    ManifestException fail(String what) {
        return new ManifestException("malformed manifest " + origin + ": " + what);
    }

    /** A syntax error, as the reader reports it: {@code not valid JSON (what at line L column C)}. */
    ManifestException syntax(String what) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < pos && i < b.length; i++) {
            if (b[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return fail("not valid JSON (" + what + " at line " + line + " column " + (pos - lineStart + 1) + ")");
    }
}
