package dev.tempered.cli;

import java.util.List;

/**
 * A program {@code tempered demo} can run: where it lives in the example jar, how to draw it for the user, and the
 * input size the demo gives it. Each program takes its size as its only argument and prints a deterministic result.
 */
enum DemoExample {
    /** The default: a pipeline whose time goes into hand-overs, so specialising its queues shows. */
    EVENTS("events", "a telemetry event pipeline", "frames",
            "3000000",
            List.of("decoder -> decoded -> validator -> valid -> aggregator;",
                    "validator, aggregator, main -> alerts -> notifier-0, notifier-1")),
    /** The log-processing pipeline: start-up and parsing bound; its queues are not where its time goes. */
    LOGS("demo", "a log-processing pipeline", "log lines per reader thread",
            null,
            List.of("reader-0, reader-1 -> parsed -> enricher -> enriched -> aggregator -> slow -> main;",
                    "readers + main -> audit -> auditor-0, auditor-1"));

    private final String pkg;
    final String title;
    /** What the size argument counts, for help and messages. */
    final String sizeUnit;
    /** The size the demo passes when the user gives none; null: the program's own default. */
    final String defaultSize;
    final List<String> diagram;

    DemoExample(String pkg, String title, String sizeUnit, String defaultSize, List<String> diagram) {
        this.pkg = pkg;
        this.title = title;
        this.sizeUnit = sizeUnit;
        this.defaultSize = defaultSize;
        this.diagram = diagram;
    }

    String mainClass() {
        return "dev.tempered.examples." + pkg + ".Main";
    }

    /** The classes' folder inside the example jar, {@code dev/tempered/examples/events/}. */
    String packagePath() {
        return "dev/tempered/examples/" + pkg + "/";
    }

    /** The program's arguments: the user's size, else the demo's default, else none (the program's own). */
    List<String> args(Long size) {
        if (size != null) {
            return List.of(Long.toString(size));
        }
        return defaultSize == null ? List.of() : List.of(defaultSize);
    }

    /** {@code events}, {@code logs}: the name {@code --example} takes. */
    String optionName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
