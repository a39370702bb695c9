package dev.tempered.report;

import dev.tempered.manifest.Manifest;

/** The report formats and the one function each is. */
public enum ReportFormat {
    MD("md"), HTML("html"), SARIF("sarif");

    private final String name;

    ReportFormat(String name) {
        this.name = name;
    }

    /** {@code md}, as typed after {@code --format}. */
    public String displayName() {
        return name;
    }

    /** The report of {@code head}, comparing it with {@code base} when that is not null. */
    public String render(Manifest head, Manifest base, SourcePaths paths) {
        return switch (this) {
            case MD -> MarkdownReport.render(head, base);
            case HTML -> HtmlReport.render(head, base);
            case SARIF -> SarifReport.render(head, base, paths);
        };
    }

    public static ReportFormat parse(String s) {
        for (ReportFormat f : values()) {
            if (f.name.equalsIgnoreCase(s)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown report format '" + s + "'; use md, html or sarif");
    }
}
