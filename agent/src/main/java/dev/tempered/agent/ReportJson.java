package dev.tempered.agent;

/**
 * Just enough JSON writing for the agent's report: objects, arrays, strings and integers, in the layout of Gson's
 * {@code JsonWriter} with a two-space indent and its escapes (not HTML-safe), so the file reads the same whoever
 * wrote it. The report is written at exit, where Gson's writer cost more to load than the whole report to write
 * (see {@link AgentReport#write}). Used by one thread at a time; no nesting checks beyond what the report needs.
 */
final class ReportJson {
    private static final String INDENT = "  ";

    private final StringBuilder out = new StringBuilder(1024);
    /** Per open object or array: whether it has an element yet. */
    private final boolean[] nonEmpty = new boolean[8];
    private int depth;
    /** A name was just written: the value follows on the same line. */
    private boolean afterName;

    ReportJson beginObject() {
        return open('{');
    }

    ReportJson endObject() {
        return close('}');
    }

    ReportJson beginArray() {
        return open('[');
    }

    ReportJson endArray() {
        return close(']');
    }

    ReportJson name(String name) {
        element();
        quote(name);
        out.append(": ");
        afterName = true;
        return this;
    }

    ReportJson value(String value) {
        element();
        if (value == null) {
            out.append("null");
        } else {
            quote(value);
        }
        return this;
    }

    ReportJson value(long value) {
        element();
        out.append(value);
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private ReportJson open(char bracket) {
        element();
        out.append(bracket);
        nonEmpty[depth++] = false;
        return this;
    }

    private ReportJson close(char bracket) {
        if (nonEmpty[--depth]) {
            newline();
        }
        out.append(bracket);
        return this;
    }

    /** Before a name, or a value that has no name: the comma and the line break of a new element. */
    private void element() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (depth == 0) {
            return;
        }
        if (nonEmpty[depth - 1]) {
            out.append(',');
        }
        nonEmpty[depth - 1] = true;
        newline();
    }

    private void newline() {
        out.append('\n');
        for (int i = 0; i < depth; i++) {
            out.append(INDENT);
        }
    }

    /** Gson's escapes: quote, backslash, the short forms of five controls, other controls and U+2028/9 as \\uXXXX. */
    private void quote(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        // four lower-case hex digits, as Gson writes them (no String.format: see the class comment)
                        String hex = Integer.toHexString(c);
                        out.append("\\u");
                        for (int pad = hex.length(); pad < 4; pad++) {
                            out.append('0');
                        }
                        out.append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
