package dev.tempered.manifest;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

final class ToolVersion {
    static final String VALUE = load();

    private ToolVersion() {
    }

    private static String load() {
        try (InputStream in = ToolVersion.class.getResourceAsStream("tempered-version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
