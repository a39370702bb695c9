package dev.tempered.maven;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts a {@code -javaagent:} option in front of an existing JVM argument line, as test plugins read it: arguments
 * are separated by white space and double quotes group one that contains spaces. An earlier option for the same
 * agent jar (the goal ran twice, or the property was inherited) is replaced, not repeated; every other argument is
 * kept in order.
 */
final class ArgLine {
    private ArgLine() {
    }

    static String prepend(String existing, String agentOption, String agentJar) {
        List<String> args = new ArrayList<>();
        args.add(agentOption);
        String sameAgent = "-javaagent:" + agentJar;
        for (String a : split(existing == null ? "" : existing)) {
            if (!a.startsWith(sameAgent)) {
                args.add(a);
            }
        }
        StringBuilder b = new StringBuilder();
        for (String a : args) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(quote(a));
        }
        return b.toString();
    }

    static String quote(String arg) {
        return arg.chars().anyMatch(Character::isWhitespace) ? '"' + arg + '"' : arg;
    }

    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
                any = true;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (any) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    any = false;
                }
            } else {
                cur.append(c);
                any = true;
            }
        }
        if (any) {
            out.add(cur.toString());
        }
        return out;
    }
}
