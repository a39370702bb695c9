package dev.tempered.maven;

import org.apache.maven.plugin.logging.Log;

/**
 * Logs the check's text report line by line at the level its status deserves: broken as errors, not verifiable as
 * warnings, verified as info; the indented thread and call-chain lines under a finding take its level.
 */
final class FindingLog {
    private final Log log;

    FindingLog(Log log) {
        this.log = log;
    }

    void print(String report) {
        Level level = Level.INFO;
        for (String line : report.split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            if (!line.startsWith(" ")) {
                level = Level.of(line);
            }
            switch (level) {
                case ERROR -> log.error(line);
                case WARN -> log.warn(line);
                default -> log.info(line);
            }
        }
    }

    enum Level {
        ERROR, WARN, INFO;

        static Level of(String heading) {
            if (heading.contains(": broken: ")) {
                return ERROR;
            }
            return heading.contains(": not verifiable") ? WARN : INFO;
        }
    }
}
