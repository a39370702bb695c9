package dev.tempered.report;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import java.util.List;

/**
 * One self-contained HTML file (inline CSS and JS, nothing fetched): a card per queue with its evidence, the
 * thread call chains from each start to the operation, and controls to filter and sort the cards.
 * Deterministic: no timestamps, sites in manifest (id) order.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    public static String render(Manifest head, Manifest base) {
        ManifestDiff diff = base == null ? null : ManifestDiff.of(base, head);
        StringBuilder h = new StringBuilder(8192);
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Tempered report: ").append(esc(Wording.summary(head))).append("</title>\n")
                .append("<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        h.append("<header>\n<h1>Tempered: concurrent queues</h1>\n<p class=\"summary\">")
                .append(esc(Wording.summary(head))).append("</p>\n<p class=\"assumption\">")
                .append(esc(Wording.assumption(head))).append("</p>\n</header>\n");
        if (diff != null) {
            changes(h, diff);
        }
        h.append("<nav class=\"controls\">\n")
                .append("<input id=\"filter\" type=\"search\" placeholder=\"filter: file, method, thread, type\" aria-label=\"filter\">\n")
                .append(select("topology", "spsc", "mpsc", "spmc", "mpmc", "unknown", "none"))
                .append(select("confidence", "exact", "conservative", "refused"))
                .append(select("implementation", "ring", "segmented", "segmented-general", "work-stealing", "general"))
                .append("<label>sort <select id=\"sort\"><option value=\"where\">where</option>")
                .append("<option value=\"topology\">topology</option><option value=\"confidence\">confidence</option>")
                .append("<option value=\"implementation\">implementation</option><option value=\"queue\">queue type</option>")
                .append("</select></label>\n<span id=\"shown\"></span>\n</nav>\n<main id=\"cards\">\n");
        for (Site s : head.sites()) {
            if (!Unused.folded(s)) {
                card(h, s, diff == null ? null : diff.stateOf(s));
            }
        }
        String folded = Unused.line(Unused.of(head.sites()));
        if (!folded.isEmpty()) {
            h.append("<p class=\"unused\">").append(esc(folded)).append("</p>\n");
        }
        h.append("</main>\n");
        List<String> reflection = Wording.reflection(head);
        if (!reflection.isEmpty()) {
            h.append("<section class=\"reflection\">\n<p>").append(esc(reflection.get(0))).append("</p>\n");
            if (reflection.size() > 1) {
                h.append("<ul>\n");
                for (String line : reflection.subList(1, reflection.size())) {
                    h.append("<li>").append(esc(line)).append("</li>\n");
                }
                h.append("</ul>\n");
            }
            h.append("</section>\n");
        }
        h.append("<footer>Produced by ").append(esc(Wording.provenance(head))).append(".</footer>\n");
        h.append("<script>\n").append(JS).append("</script>\n</body>\n</html>\n");
        return h.toString();
    }

    private static void changes(StringBuilder h, ManifestDiff diff) {
        h.append("<section class=\"changes\">\n<h2>Changes since the base</h2>\n<p>").append(esc(diff.summary()))
                .append("</p>\n<ul>\n");
        for (Site s : diff.added()) {
            h.append("<li><b>added</b> ").append(esc(Wording.where(s) + " " + Wording.method(s) + " " + Wording.queue(s)
                    + ": " + Wording.verdict(s))).append("</li>\n");
        }
        for (ManifestDiff.Change c : diff.changed()) {
            h.append("<li><b>changed</b> ").append(esc(Wording.where(c.head()) + " " + Wording.method(c.head()) + " "
                    + Wording.queue(c.head()) + ": " + c.describe() + " (" + c.why() + ")")).append("</li>\n");
        }
        for (Site s : diff.removed()) {
            h.append("<li><b>removed</b> ").append(esc(Wording.where(s) + " " + Wording.method(s) + " "
                    + Wording.queue(s) + " (was " + Wording.verdict(s) + ")")).append("</li>\n");
        }
        h.append("</ul>\n</section>\n");
    }

    private static String select(String name, String... values) {
        StringBuilder b = new StringBuilder("<label>").append(name).append(" <select data-key=\"").append(name)
                .append("\"><option value=\"\">all</option>");
        for (String v : values) {
            b.append("<option>").append(v).append("</option>");
        }
        return b.append("</select></label>\n").toString();
    }

    private static void card(StringBuilder h, Site s, String state) {
        h.append("<article class=\"card ").append(s.isSpecialized() ? "specialised" : "general")
                .append(s.inDependency() ? " dependency" : "").append('"')
                .append(attr("where", sortKey(s)))
                .append(attr("topology", s.topology().json()))
                .append(attr("confidence", s.confidence().json()))
                .append(attr("implementation", s.implementation().json()))
                .append(attr("queue", s.queueSimpleName()))
                .append(attr("id", s.id())).append(">\n");
        h.append("<h2><span class=\"where\">").append(esc(Wording.where(s))).append("</span> ")
                .append(esc(Wording.queue(s))).append(" <small>in ").append(esc(Wording.method(s))).append("</small>");
        if (state != null && !state.equals("unchanged")) {
            h.append(" <span class=\"state\">").append(state).append("</span>");
        }
        h.append("</h2>\n<p class=\"badges\"><span class=\"b topo\">").append(s.topology().json())
                .append("</span><span class=\"b conf-").append(s.confidence().json()).append("\">")
                .append(s.confidence().json()).append("</span><span class=\"b impl impl-").append(esc(s.implementation().json())).append("\">")
                .append(esc(s.implementation().json())).append("</span></p>\n");
        String why = Wording.whyGeneral(s);
        if (!why.isEmpty()) {
            h.append("<p class=\"why\">").append(esc(why)).append("</p>\n");
        }
        side(h, "producers", s.producers());
        side(h, "consumers", s.consumers());
        h.append("<dl>");
        if (!s.operations().isEmpty()) {
            h.append("<dt>operations</dt><dd>").append(esc(String.join(", ", s.operations()))).append("</dd>");
        }
        if (s.declared() != null) {
            h.append("<dt>declared</dt><dd>").append(esc(s.declared().topology().json() + " by " + s.declared().origin()))
                    .append(Wording.declaredBroken(s) ? " <b class=\"broken\">broken</b>" : "").append("</dd>");
        }
        h.append("<dt>site</dt><dd><code>").append(esc(s.id())).append("</code></dd></dl>\n</article>\n");
    }

    private static void side(StringBuilder h, String label, Side side) {
        h.append("<section class=\"side\"><h3>").append(label).append(": ").append(Wording.count(side.count()))
                .append("</h3>\n");
        for (ThreadRef t : side.threads()) {
            h.append("<details class=\"thread\"><summary>").append(esc(t.display())).append(" <small>")
                    .append(esc(t.kind())).append("</small></summary>\n<ol class=\"chain\">");
            h.append("<li>").append(esc(t.start() == null ? "runs " + t.entry() : "started at " + t.start().display()
                    + ", runs " + t.entry())).append("</li>");
            for (String step : t.chain()) {
                h.append("<li>").append(esc(ChainStep.parse(step).display())).append("</li>");
            }
            h.append("</ol></details>\n");
        }
        h.append("</section>\n");
    }

    /** {@code LogPipeline.java:000042}: sorts lines as numbers. */
    private static String sortKey(Site s) {
        String file = s.source().file() == null ? Wording.simpleClass(s.className()) : s.source().file();
        return file + ":" + String.format(java.util.Locale.ROOT, "%07d", s.source().line());
    }

    private static String attr(String name, String value) {
        return " data-" + name + "=\"" + esc(value) + "\"";
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    private static final String CSS = """
            body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:16px;color:#1d2330;background:#f6f7f9}
            h1{font-size:20px;margin:0 0 4px}.summary{font-weight:600;margin:4px 0}.assumption{color:#555;margin:4px 0 12px}
            .controls{display:flex;flex-wrap:wrap;gap:10px;align-items:center;margin:12px 0;position:sticky;top:0;background:#f6f7f9;padding:6px 0}
            .controls input{flex:1 1 260px;padding:5px 8px}#shown{color:#555}
            #cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:12px}
            .card{background:#fff;border:1px solid #d6d9e0;border-left:5px solid #9aa3b5;border-radius:6px;padding:10px 12px}
            .card.specialised{border-left-color:#2e8b57}.card h2{font-size:15px;margin:0 0 6px}.card h2 small{color:#555;font-weight:400}
            .where{font-family:ui-monospace,monospace}.state{background:#fde68a;border-radius:3px;padding:0 5px;font-size:12px}
            .b{display:inline-block;border-radius:3px;padding:1px 6px;margin-right:6px;font-size:12px;background:#e5e8ef}
            .b.impl{background:#d1fae5}.b.impl-general{background:#e5e8ef}.conf-refused{background:#fee2e2}.conf-conservative{background:#fef3c7}
            .why{color:#7c2d12;margin:4px 0}.side h3{font-size:13px;margin:8px 0 2px}.thread summary{cursor:pointer}
            .chain{margin:4px 0 4px 8px;padding-left:18px;font-family:ui-monospace,monospace;font-size:12px}
            dl{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:8px 0 0;font-size:12px}dt{color:#555}dd{margin:0;word-break:break-all}
            .broken{color:#b91c1c}.changes{background:#fff;border:1px solid #d6d9e0;border-radius:6px;padding:8px 12px}
            .changes h2{font-size:15px;margin:0}footer{color:#555;margin-top:16px;font-size:12px}
            """;

    // Filter by text and by the three verdict fields; sort by a data attribute. No libraries, no network.
    private static final String JS = """
            (function(){
              var cards=Array.prototype.slice.call(document.querySelectorAll('.card'));
              var box=document.getElementById('cards'),filter=document.getElementById('filter');
              var selects=document.querySelectorAll('select[data-key]'),sort=document.getElementById('sort');
              function apply(){
                var q=filter.value.toLowerCase(),n=0;
                cards.forEach(function(c){
                  var ok=!q||c.textContent.toLowerCase().indexOf(q)>=0;
                  selects.forEach(function(s){if(s.value&&c.dataset[s.dataset.key]!==s.value)ok=false;});
                  c.hidden=!ok;if(ok)n++;
                });
                document.getElementById('shown').textContent=n+' of '+cards.length+' queues shown';
              }
              function order(){
                var k=sort.value;
                cards.slice().sort(function(a,b){
                  var x=a.dataset[k],y=b.dataset[k];
                  return x<y?-1:x>y?1:(a.dataset.id<b.dataset.id?-1:1);
                }).forEach(function(c){box.appendChild(c);});
              }
              filter.addEventListener('input',apply);
              selects.forEach(function(s){s.addEventListener('change',apply);});
              sort.addEventListener('change',function(){order();apply();});
              order();apply();
            })();
            """;
}
