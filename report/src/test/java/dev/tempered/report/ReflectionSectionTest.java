package dev.tempered.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reports show the manifest's reflection list in a few lines: counts, the first calls not plainly resolved, the rest. */
class ReflectionSectionTest {
    private static ReflectiveCall call(String status, int line, String assumes) {
        return new ReflectiveCall("Class.forName", new SourceLocation("com/acme/Main", "Main.java", line), status,
                ReflectiveCall.UNRESOLVED.equals(status) ? List.of() : List.of("com.acme.Impl"), assumes);
    }

    private static Manifest withReflection(List<ReflectiveCall> calls) {
        Manifest m = SampleManifests.full();
        return new Manifest(m.format(), m.toolVersion(), m.mode(), m.closedWorld(), m.entryPoints(), m.inputs(),
                new ArrayList<>(m.sites()), calls);
    }

    private static final List<ReflectiveCall> CALLS = List.of(call(ReflectiveCall.RESOLVED, 10, null),
            call(ReflectiveCall.ASSUMED, 11, "system property 'acme.impl' is not set"),
            call(ReflectiveCall.UNRESOLVED, 12, null), call(ReflectiveCall.UNRESOLVED, 13, null),
            call(ReflectiveCall.UNRESOLVED, 14, null), call(ReflectiveCall.UNRESOLVED, 15, null));

    @Test
    void countsThenTheFirstUnresolvedThenHowManyMore() {
        List<String> lines = Wording.reflection(withReflection(CALLS));
        assertEquals("Reflective calls: 6 (1 assumed, 1 resolved, 4 unresolved); the manifest's \"reflection\" lists "
                + "them.", lines.get(0));
        assertEquals("unresolved: Class.forName() at com.acme.Main (Main.java:12)", lines.get(1));
        assertEquals(List.of("... and 2 more not plainly resolved"), lines.subList(4, 5));
        assertEquals(5, lines.size(), lines::toString);
    }

    @Test
    void markdownAndHtmlShowIt() {
        Manifest m = withReflection(CALLS);
        String md = MarkdownReport.render(m, null);
        assertTrue(md.contains("**Reflective calls: 6 (1 assumed, 1 resolved, 4 unresolved)"), md);
        assertTrue(md.contains("- unresolved: Class.forName() at com.acme.Main (Main.java:13)"), md);
        String html = HtmlReport.render(m, null);
        assertTrue(html.contains("<section class=\"reflection\">"), html);
        assertTrue(html.contains("<li>... and 2 more not plainly resolved</li>"), html);
    }

    @Test
    void noReflectionNoSection() {
        Manifest m = SampleManifests.full();
        assertTrue(Wording.reflection(m).isEmpty());
        assertFalse(MarkdownReport.render(m, null).contains("Reflective calls"));
        assertFalse(HtmlReport.render(m, null).contains("class=\"reflection\""));
    }
}
