package dev.tempered.report;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The pull-request comment: the summary line, what changed since the base (first, when there is a base), one
 * table row per queue, the evidence folded under {@code <details>}, and the assumption and tool version.
 * A pure function of its inputs: same manifests, same bytes.
 */
public final class MarkdownReport {
    /** Threads named per table cell before "+N more": keeps a row on one line of a PR page. */
    private static final int THREADS_IN_TABLE = 2;

    private MarkdownReport() {
    }

    public static String render(Manifest head, Manifest base) {
        StringBuilder md = new StringBuilder();
        md.append("## Tempered: concurrent queues\n\n");
        md.append("**").append(Wording.summary(head)).append("**\n\n");
        if (base != null) {
            changes(md, ManifestDiff.of(base, head));
        }
        if (!head.sites().isEmpty()) {
            table(md, head);
            evidence(md, head);
        }
        List<String> reflection = Wording.reflection(head);
        if (!reflection.isEmpty()) {
            md.append("**").append(text(reflection.get(0))).append("**\n");
            for (String line : reflection.subList(1, reflection.size())) {
                md.append("- ").append(text(line)).append('\n');
            }
            md.append('\n');
        }
        md.append("<sub>").append(Wording.assumption(head)).append(" Produced by ")
                .append(Wording.provenance(head)).append(".</sub>\n");
        return md.toString();
    }

    private static void changes(StringBuilder md, ManifestDiff diff) {
        md.append("**Changes since the base:** ").append(diff.summary()).append("\n\n");
        for (Site s : diff.added()) {
            md.append("- added ").append(code(Wording.where(s))).append(' ').append(code(Wording.method(s))).append(' ')
                    .append(Wording.queue(s)).append(": ").append(Wording.verdict(s)).append('\n');
        }
        for (ManifestDiff.Change c : diff.changed()) {
            md.append("- changed ").append(code(Wording.where(c.head()))).append(' ').append(code(Wording.method(c.head())))
                    .append(' ').append(Wording.queue(c.head())).append(": ").append(text(c.describe()))
                    .append(" (").append(text(c.why())).append(")\n");
        }
        for (Site s : diff.removed()) {
            md.append("- removed ").append(code(Wording.where(s))).append(' ').append(code(Wording.method(s))).append(' ')
                    .append(Wording.queue(s)).append(" (was ").append(Wording.verdict(s)).append(")\n");
        }
        if (!diff.isEmpty()) {
            md.append('\n');
        }
    }

    private static void table(StringBuilder md, Manifest m) {
        table(md, m, false);
        if (m.sites().stream().anyMatch(s -> s.inDependency() && !Unused.folded(s))) {
            md.append("**Queues in dependency jars**\n\n");
            table(md, m, true);
        }
        String folded = Unused.line(Unused.of(m.sites()));
        if (!folded.isEmpty()) {
            md.append(text(folded)).append("\n\n");
        }
    }

    /** One table: the program's own sites, or those in dependency jars. */
    private static void table(StringBuilder md, Manifest m, boolean dependency) {
        md.append("| where | queue | producers | consumers | topology | confidence | implementation | why |\n");
        md.append("| --- | --- | --- | --- | --- | --- | --- | --- |\n");
        for (Site s : m.sites()) {
            if (Unused.folded(s) || s.inDependency() != dependency) {
                continue;
            }
            String impl = s.isSpecialized() ? "**" + s.implementation().json() + "**" : s.implementation().json();
            md.append("| ").append(code(Wording.where(s))).append(' ').append(code(Wording.method(s)))
                    .append(" | ").append(cell(Wording.queue(s)))
                    .append(" | ").append(cell(sideCell(s.producers())))
                    .append(" | ").append(cell(sideCell(s.consumers())))
                    .append(" | ").append(s.topology().json())
                    .append(" | ").append(s.confidence().json())
                    .append(" | ").append(impl)
                    .append(" | ").append(cell(Wording.whyGeneral(s)))
                    .append(" |\n");
        }
        md.append('\n');
    }

    private static String sideCell(Side side) {
        if (side.threads().size() <= THREADS_IN_TABLE) {
            return Wording.side(side);
        }
        String shown = side.threads().stream().limit(THREADS_IN_TABLE).map(ThreadRef::display)
                .collect(Collectors.joining(", "));
        return Wording.count(side.count()) + " [" + shown + ", +" + (side.threads().size() - THREADS_IN_TABLE) + " more]";
    }

    private static void evidence(StringBuilder md, Manifest m) {
        md.append("<details><summary>Evidence: threads, call chains, operations</summary>\n\n");
        for (Site s : m.sites()) {
            if (Unused.folded(s)) {
                continue;
            }
            md.append("#### ").append(code(Wording.where(s))).append(' ').append(Wording.queue(s)).append(" in ")
                    .append(code(Wording.method(s))).append("\n\n");
            md.append("- site ").append(code(s.id())).append(s.inDependency() ? " (in a dependency jar)" : "")
                    .append('\n');
            if (s.blocker() != null) {
                md.append("- blocked by: ").append(text(s.blocker().display())).append('\n');
            }
            threads(md, "producers", s.producers());
            threads(md, "consumers", s.consumers());
            if (!s.operations().isEmpty()) {
                md.append("- operations: ").append(text(String.join(", ", s.operations()))).append('\n');
            }
            if (s.declared() != null) {
                md.append("- declared: ").append(s.declared().topology().json()).append(" by ")
                        .append(code(s.declared().origin()))
                        .append(Wording.declaredBroken(s) ? " (**broken**: the proven threads exceed it)" : "").append('\n');
            }
            for (String r : s.reasons()) {
                md.append("- reason: ").append(text(r)).append('\n');
            }
            md.append('\n');
        }
        md.append("</details>\n\n");
    }

    private static void threads(StringBuilder md, String label, Side side) {
        md.append("- ").append(label).append(": ").append(Wording.count(side.count())).append('\n');
        for (ThreadRef t : side.threads()) {
            md.append("  - ").append(text(t.display())).append(", ").append(t.kind());
            if (!t.chain().isEmpty()) {
                md.append(": ").append(t.chain().stream().map(c -> text(ChainStep.parse(c).display()))
                        .collect(Collectors.joining(" &rarr; ")));
            }
            md.append('\n');
        }
    }

    /** Inline code; a pipe would end a table cell even inside backticks on GitHub. */
    static String code(String s) {
        String body = s.replace("|", "\\|").replace("\n", " ");
        return body.contains("`") ? "`` " + body + " ``" : "`" + body + "`";
    }

    /** Plain text in a cell: no pipes, no HTML. */
    static String cell(String s) {
        return text(s).replace("|", "\\|");
    }

    static String text(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", " ");
    }
}
