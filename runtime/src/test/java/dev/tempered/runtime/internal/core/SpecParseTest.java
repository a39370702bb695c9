package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tempered.runtime.internal.check.Checks;
import org.junit.jupiter.api.Test;

/** The spec grammar, field by field: what is honoured, what falls back to the JDK original and why. */
class SpecParseTest {

    @Test
    void every_field_is_read_and_unknown_or_malformed_fields_are_skipped() {
        Spec s = Spec.parse("v1|form=segmented|newkey=1||=x|noequals|checks=strict-throw|topology=spmc|at=A.java:3|site=a/A.m()V#0");
        assertNull(s.fallbackReason);
        assertEquals(Form.SEGMENTED_SP, s.form);
        assertEquals("spmc", s.topology);
        assertEquals(Checks.STRICT_THROW, s.checks);
        assertEquals("A.java:3", s.at);
        assertEquals("a/A.m()V#0", s.site);
    }

    @Test
    void a_value_keeps_everything_after_its_first_equals_sign_and_a_later_duplicate_wins() {
        Spec s = Spec.parse("v1|form=ring|topology=mpsc|topology=spsc|at=x=y|site=");
        assertNull(s.fallbackReason);
        assertEquals(Form.RING, s.form);
        assertEquals("x=y", s.at);
        assertEquals("", s.site);
        assertEquals(Checks.OFF, s.checks);
    }

    @Test
    void no_topology_means_mpmc_and_only_forms_that_serve_it_are_honoured() {
        assertEquals("mpmc", Spec.parse("v1|form=segmented-general").topology);
        assertEquals(Form.SEGMENTED_GENERAL, Spec.parse("v1|form=segmented-general").form);
        assertEquals("form ring cannot serve topology null", Spec.parse("v1|form=ring").fallbackReason);
    }

    @Test
    void what_cannot_be_honoured_falls_back_to_general_with_its_reason() {
        assertEquals("no spec", Spec.parse(null).fallbackReason);
        assertEquals("ABI tag is not v1", Spec.parse("").fallbackReason);
        assertEquals("missing form", Spec.parse("v1").fallbackReason);
        assertEquals("missing form", Spec.parse("v1|").fallbackReason);
        assertEquals("ABI tag is not v1", Spec.parse("v2|form=ring|topology=spsc|site=s").fallbackReason);
        assertEquals("s", Spec.parse("v2|form=ring|topology=spsc|site=s").site);
        assertEquals("unknown topology SPSC", Spec.parse("v1|form=ring|topology=SPSC").fallbackReason);
        assertEquals("unknown topology spscx", Spec.parse("v1|form=ring|topology=spscx").fallbackReason);
        assertEquals("unknown checks value loud", Spec.parse("v1|form=ring|topology=spsc|checks=loud").fallbackReason);
        // the modes that logged and went on are gone (Checks): an older rewriter's spec keeps the general queue
        for (String removed : new String[] {"log", "strict-log"}) {
            Spec s = Spec.parse("v1|form=ring|topology=spsc|checks=" + removed);
            assertEquals(Form.GENERAL, s.form, removed);
            assertEquals(Checks.OFF, s.checks, removed);
            org.junit.jupiter.api.Assertions.assertTrue(s.fallbackReason.contains("checks=" + removed
                    + " is no longer supported") && s.fallbackReason.contains("checks=throw"), s.fallbackReason);
        }
        assertEquals("unknown form warp", Spec.parse("v1|form=warp|topology=spsc").fallbackReason);
        assertEquals(Form.GENERAL, Spec.parse("v1|form=warp|topology=spsc").form);
        assertEquals(Form.GENERAL, Spec.parse("v1|form=general|topology=spsc").form);
        assertNull(Spec.parse("v1|form=general|topology=spsc").fallbackReason);
    }
}
